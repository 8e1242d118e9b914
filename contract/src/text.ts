import { type StringOptions, Type } from '@sinclair/typebox'

/** Text without NUL characters, which PostgreSQL cannot store or compare. */
export const NO_NUL = '^[^\\u0000]*$'

/**
 * Characters that show nothing: white space and the invisible format marks
 * (zero-width space and joiners, direction marks and overrides, word joiner,
 * soft hyphen, byte order mark), and the letters drawn blank: the Hangul
 * fillers and the blank braille pattern, often pasted for an 'empty' name.
 * Tag characters are left out: they end flag emoji. All of them are single
 * UTF-16 units.
 */
const INVISIBLE =
  /[\s\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u2800\u3164\uFEFF\uFFA0]/

/**
 * `trim()` that also drops invisible marks at either end: a name of three
 * zero-width spaces is empty, 'A' and 'A\u200b' are one value. Marks inside
 * a text stay (an emoji sequence holds zero-width joiners). A scan from each
 * end, linear in the text: a regular expression anchored at the end retried
 * from every blank of a long run, and a megabyte of spaces in an order's
 * name held the server for minutes.
 */
export function trimText(text: string): string {
  let start = 0
  let end = text.length
  while (start < end && INVISIBLE.test(text[start]!)) start++
  while (end > start && INVISIBLE.test(text[end - 1]!)) end--
  return start === 0 && end === text.length ? text : text.slice(start, end)
}

/** A string body field: any text but NUL. */
export const Text = (options: StringOptions = {}) => Type.String({ ...options, pattern: NO_NUL })
