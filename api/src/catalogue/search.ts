import { type SQL, sql } from 'drizzle-orm'

/** Words of a search, at most this many (a longer query keeps its first words). */
const MAX_WORDS = 8
/** Words this long or longer forgive one typo (commerce spec §3). */
const FUZZY_FROM = 5

/** Splits a search into words, each folded by the database like the indexed text. */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '')
    .split(/[\s,;]+/)
    .map((word) => word.trim())
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS)
}

const folded = (word: string) => sql`lower(vitrina_unaccent(${word}))`
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`)
const contains = (column: SQL, word: string) =>
  sql`${column} like '%' || ${sql`lower(vitrina_unaccent(${escapeLike(word)}))`} || '%'`

/**
 * Every word must match the product's searchable text: as a substring
 * ('cafe' in 'cafe organico'), or, for words of five letters or more, as a
 * word one typo away (pg_trgm's `<%`, served by the trigram index).
 */
export function searchFilter(words: string[]): SQL | undefined {
  if (words.length === 0) return undefined
  return sql.join(
    words.map((word) =>
      [...word].length >= FUZZY_FROM
        ? sql`(${contains(sql`p.search_text`, word)} or ${folded(word)} <% p.search_text)`
        : sql`${contains(sql`p.search_text`, word)}`,
    ),
    sql` and `,
  )
}

/**
 * Relevance: title matches first (every word in the title), then how alike
 * the search is to the title, then to the rest of the text.
 */
export function relevance(words: string[]): SQL {
  const phrase = words.join(' ')
  const inTitle = sql.join(
    words.map((word) => contains(sql`p.search_title`, word)),
    sql` and `,
  )
  return sql`(${inTitle}) desc, word_similarity(${folded(phrase)}, p.search_title) desc,
    word_similarity(${folded(phrase)}, p.search_text) desc, p.created_at desc, p.id desc`
}
