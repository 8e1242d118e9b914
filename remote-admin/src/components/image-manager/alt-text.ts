/** The API's limit on an image's alternative text (characters, after trimming). */
export const MAX_ALT_LENGTH = 140

/**
 * The API's rule for alternative text, checked before sending: at most 140
 * characters once trimmed and no control characters. Answers the
 * translation key (namespace `admin`) of the problem, or null.
 */
export function altProblem(alt: string): string | null {
  const text = alt.trim()
  if (/\p{Cc}/u.test(text)) return 'alt.errors.control'
  if ([...text].length > MAX_ALT_LENGTH) return 'alt.errors.tooLong'
  return null
}
