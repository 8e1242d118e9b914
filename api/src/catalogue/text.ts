import { CATALOGUE_LIMITS, trimText } from '@vitrina/contract'

/** Folds case and accents, for comparing names the way a person reads them ('Café' = 'cafe'). */
export const fold = (text: string): string =>
  trimText(text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es'))

export const SLUG_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** Latin letters that are not a base letter plus accents, spelled as ASCII. */
const LATIN_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  ð: 'd',
}

/**
 * A slug from a title: lowercase ASCII, accents removed, words joined by `-`
 * ('Café Orgánico 500 g' → `cafe-organico-500-g`), at most 80 characters
 * without a dangling `-`; `fallback` when nothing is left.
 */
export function slugify(text: string, fallback = 'producto'): string {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæøœđłþð]/g, (letter) => LATIN_LETTERS[letter]!)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
  let slug = ''
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word
    if (next.length > CATALOGUE_LIMITS.slugLength) {
      if (!slug) slug = word.slice(0, CATALOGUE_LIMITS.slugLength)
      break
    }
    slug = next
  }
  return slug || fallback
}

/**
 * The first of `base`, `base-2`, `base-3`… that `taken` does not hold,
 * kept within the slug length by shortening the base.
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) {
    const suffix = `-${n}`
    const head = base.slice(0, CATALOGUE_LIMITS.slugLength - suffix.length).replace(/-+$/, '')
    const candidate = `${head}${suffix}`
    if (!taken.has(candidate)) return candidate
  }
}

/** Trims (invisible marks too: `trimText`), and turns an empty text into null. */
export const trimmedOrNull = (text: string | null | undefined): string | null => {
  const trimmed = text === null || text === undefined ? '' : trimText(text)
  return trimmed === '' ? null : trimmed
}

/** Length in characters as a person counts them (code points). */
export const charLength = (text: string) => [...text].length
