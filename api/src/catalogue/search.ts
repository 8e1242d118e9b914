import { type SQL, sql } from 'drizzle-orm'

import type { Db } from '../db/client.ts'
import { namedRows } from '../db/named-statement.ts'
import type { PublicCache } from '../services/public-cache.ts'

/** Words of a search, at most this many (a longer query keeps its first words). */
const MAX_WORDS = 8
/** Words this long or longer forgive one typo (commerce spec §3). */
const FUZZY_FROM = 5
/**
 * ...and up to this long: the store's words are runs of 4–40 letters, so a longer word
 * is more than one edit from any of them. Looking one up cost the most of all (a
 * 200-letter word, 1.8 s on PGlite with 16,000 words in the store).
 */
const FUZZY_UP_TO = 41
/** A word with a typo stands for at most this many of the store's words: one edit away first, then the most alike. */
const MAX_ALIKE = 8
/** At most this many of the store's words sharing a key with a word of a search are checked. */
const MAX_SHARING_A_KEY = 64
/** Printable ASCII: what lower(vitrina_unaccent()) folds as toLowerCase() does. */
const PLAIN_ASCII = /^[\x21-\x7e]+$/

/** A word of a search, folded as the indexed text is, and the LIKE patterns that find it. */
export interface SearchTerm {
  word: string
  /** `%word%`, then `%alike%` for each of the store's words one typo away. */
  patterns: string[]
  /** A regular expression matching the word, or one of those alike, as a whole word. */
  wholeWord: string
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
/** A word as a literal in a PostgreSQL regular expression (its metacharacters escaped). */
const escapeRegex = (word: string) => word.replace(/[\\^$.|?*+()[\]{}]/g, (c) => `\\${c}`)

/**
 * Whether `typed` is one edit from `word`: a letter left out, added, replaced,
 * or swapped with the next (optimal string alignment distance 1).
 */
export function oneEditApart(typed: string, word: string): boolean {
  if (Math.abs(typed.length - word.length) > 1 || typed === word) return false
  let i = 0
  while (i < typed.length && typed[i] === word[i]) i++
  const rest = (a: number, b: number) => typed.slice(i + a) === word.slice(i + b)
  if (typed.length < word.length) return rest(0, 1)
  if (typed.length > word.length) return rest(1, 0)
  return rest(1, 1) || (typed[i] === word[i + 1] && typed[i + 1] === word[i] && rest(2, 2))
}

/**
 * The terms of a search in a store, in one statement: each word folded by
 * the database like the indexed text (lowercase, no accents), and, for
 * words of five letters or more, the store's words one typo away
 * (`product_search_words`): first those one edit away ('remara', 'rmeera'
 * → 'remera'), found by the keys they share (`vitrina_edit_keys`, migration
 * 0016) and kept by `oneEditApart`; then those alike by pg_trgm's word
 * similarity (its trigram index), which also finds a typo in a part of a
 * longer word ('remra' ~ 'remeras'). 'remra' becomes `%remra%` or
 * `%remera%`: the products are then found by substring alone, which the
 * per-store trigram index on `search_text` serves, and no similarity is
 * computed over a product's text.
 */
export async function searchTerms(
  db: Db,
  storeId: number,
  q: string | undefined,
  keeper?: TermsKeeper,
): Promise<SearchTerm[]> {
  const words = searchWords(q)
  if (words.length === 0) return []
  // Short ASCII words need neither folding (unaccent leaves ASCII as it is) nor the
  // words alike: no round trip. Otherwise the words this store was searched for since
  // its catalogue last changed are kept, and the others are looked up.
  const rows = words.every((word) => word.length < FUZZY_FROM && PLAIN_ASCII.test(word))
    ? words.map((word) => ({ word: word.toLowerCase(), edits: [], alike: [] }))
    : await wordRows(db, storeId, words, keeper)
  return rows.map((row) => {
    const oneEdit = row.edits.filter((word) => oneEditApart(row.word, word)).sort()
    const alike = [...new Set([...oneEdit, ...row.alike])].slice(0, MAX_ALIKE)
    const forms = [row.word, ...alike]
    return {
      word: row.word,
      patterns: forms.map((form) => `%${escapeLike(form)}%`),
      wholeWord: `\\m(${forms.map(escapeRegex).join('|')})\\M`,
    }
  })
}

/** A word of a search as the database folded it, with the store's words one typo away or alike. */
interface WordRow {
  word: string
  edits: string[]
  alike: string[]
}

/**
 * Where a store's words are kept between searches: the public cache, which
 * drops them with the store's answers whenever its catalogue changes (a
 * sale does not change its words).
 */
export type TermsKeeper = Pick<PublicCache, 'ticket' | 'kept' | 'keep'>

const keptKey = (word: string) => `search-word:${word}`

/** Each word's row: kept ones from `keeper`, the others from the database (and then kept). */
async function wordRows(
  db: Db,
  storeId: number,
  words: string[],
  keeper: TermsKeeper | undefined,
): Promise<WordRow[]> {
  const rows = words.map((word) => keeper?.kept<WordRow>(storeId, keptKey(word)))
  const missing = words.filter((_, i) => rows[i] === undefined)
  if (missing.length === 0) return rows as WordRow[]
  const ticket = keeper?.ticket() ?? 0
  const found = await lookUpWords(db, storeId, missing)
  const byWord = new Map(missing.map((word, i) => [word, found[i]!]))
  for (const [word, row] of byWord) keeper?.keep(ticket, storeId, keptKey(word), row)
  return words.map((word, i) => rows[i] ?? byWord.get(word)!)
}

/**
 * The words in one prepared statement, which folds each word once (`offset 0`
 * keeps the planner from copying the folding into each of its uses).
 */
function lookUpWords(db: Db, storeId: number, words: string[]): Promise<WordRow[]> {
  return namedRows<WordRow>(
    db,
    // One statement per number of words: a plan that knows how many words it has is
    // as cheap as planning anew, so PostgreSQL keeps the generic one.
    `vitrina_search_terms_${words.length}`,
    sql`
      select f.word,
        array(
          select v.word from product_search_words v
          where char_length(f.word) between ${FUZZY_FROM} and ${FUZZY_UP_TO}
            and v.store_id = ${storeId}
            and vitrina_edit_keys(v.store_id, v.word) && vitrina_edit_keys(${storeId}, f.word)
            and strpos(v.word, f.word) = 0
          limit ${MAX_SHARING_A_KEY}
        ) as edits,
        array(
          select v.word from product_search_words v
          where char_length(f.word) between ${FUZZY_FROM} and ${FUZZY_UP_TO}
            and v.store_id = ${storeId}
            and v.word %> f.word and strpos(v.word, f.word) = 0
          order by word_similarity(f.word, v.word) desc, v.word
          limit ${MAX_ALIKE}
        ) as alike
      from unnest(array[${sql.join(
        words.map((word) => sql`${word}::text`),
        sql`, `,
      )}]) with ordinality as q(w, i),
        lateral (select lower(vitrina_unaccent(q.w)) as word offset 0) f
      order by q.i
    `,
  )
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
 * Relevance: title matches first (every word in the title), then a title
 * holding the whole search as typed, then the titles where more of the words
 * (or a word one typo away) stand as whole words ('cafe' ranks 'Café molido'
 * above 'Cafetera'), then the newest. Each key is a plain comparison per
 * match: a broad search ranks every match, and a trigram similarity per
 * title cost more than the rest of the search (docs/catalogue.md#search).
 */
export function relevance(terms: SearchTerm[]): SQL {
  const inTitle = sql.join(
    terms.map((term) => anyOf(sql`p.search_title`, term)),
    sql` and `,
  )
  const phrase =
    terms.length > 1
      ? sql`(p.search_title like ${`%${escapeLike(terms.map((term) => term.word).join(' '))}%`}) desc, `
      : sql``
  const wholeWords = sql.join(
    terms.map((term) => sql`(p.search_title ~ ${term.wholeWord})::int`),
    sql` + `,
  )
  return sql`(${inTitle}) desc, ${phrase}(${wholeWords}) desc, p.created_at desc, p.id desc`
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
