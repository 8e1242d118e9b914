import { type SQL, sql } from 'drizzle-orm'

import type { Db } from '../db/client.ts'
import { rowsOf } from './rows.ts'

/** Words of a search, at most this many (a longer query keeps its first words). */
const MAX_WORDS = 8
/** Words this long or longer forgive one typo (commerce spec §3). */
const FUZZY_FROM = 5
/** A word with a typo stands for at most this many of the store's words, the most alike first. */
const MAX_ALIKE = 8

/** A word of a search, folded as the indexed text is, and the LIKE patterns that find it. */
export interface SearchTerm {
  word: string
  /** `%word%`, then `%alike%` for each of the store's words one typo away. */
  patterns: string[]
}

/** Splits a search into words. */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '')
    .split(/[\s,;]+/)
    .map((word) => word.trim())
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS)
}

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * The terms of a search in a store, in one statement: each word folded by
 * the database like the indexed text (lowercase, no accents), and, for
 * words of five letters or more, the store's words one typo away
 * (pg_trgm's word similarity against `product_search_words`, served by its
 * trigram index). 'remra' becomes `%remra%` or `%remera%`: the products are
 * then found by substring alone, which the per-store trigram index on
 * `search_text` serves, and no similarity is computed over a product's text.
 */
export async function searchTerms(
  db: Pick<Db, 'execute'>,
  storeId: number,
  q: string | undefined,
): Promise<SearchTerm[]> {
  const words = searchWords(q)
  if (words.length === 0) return []
  const rows = await rowsOf<{ word: string; alike: string[] }>(
    db,
    sql`
      select f.word, array(
          select v.word from product_search_words v
          where char_length(f.word) >= ${FUZZY_FROM} and v.store_id = ${storeId}
            and v.word %> f.word and strpos(v.word, f.word) = 0
          order by word_similarity(f.word, v.word) desc, v.word
          limit ${MAX_ALIKE}
        ) as alike
      from unnest(array[${sql.join(
        words.map((word) => sql`${word}::text`),
        sql`, `,
      )}]) with ordinality as q(w, i),
        lateral (select lower(vitrina_unaccent(q.w)) as word) f
      order by q.i
    `,
  )
  return rows.map((row) => ({
    word: row.word,
    patterns: [row.word, ...row.alike].map((word) => `%${escapeLike(word)}%`),
  }))
}

const anyOf = (column: SQL, term: SearchTerm) =>
  sql`(${sql.join(
    term.patterns.map((pattern) => sql`${column} like ${pattern}`),
    sql` or `,
  )})`

/**
 * Every word must match the product's searchable text: as a substring
 * ('cafe' in 'cafe organico'), or through one of the store's words one typo
 * away from it.
 */
export function searchFilter(terms: SearchTerm[]): SQL | undefined {
  if (terms.length === 0) return undefined
  return sql.join(
    terms.map((term) => anyOf(sql`p.search_text`, term)),
    sql` and `,
  )
}

/**
 * Relevance: title matches first (every word in the title), then how alike
 * the search is to the title, then the newest.
 */
export function relevance(terms: SearchTerm[]): SQL {
  const phrase = terms.map((term) => term.word).join(' ')
  const inTitle = sql.join(
    terms.map((term) => anyOf(sql`p.search_title`, term)),
    sql` and `,
  )
  return sql`(${inTitle}) desc, word_similarity(${phrase}::text, p.search_title) desc,
    p.created_at desc, p.id desc`
}

/**
 * The number of matches beside each row of a page. A search reads every match to rank
 * them, so a window counts them on the way; a plain list reads only its page through an
 * index, and counts apart (once, index only), rather than reading every product of the
 * store for the window.
 */
export const totalOf = (conditions: SQL[], searching: boolean) =>
  searching
    ? sql`count(*) over () as total`
    : sql`(select count(*) from products p where ${sql.join(conditions, sql` and `)}) as total`
