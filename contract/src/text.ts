import { type StringOptions, Type } from '@sinclair/typebox'

/** Text without NUL characters, which PostgreSQL cannot store or compare. */
export const NO_NUL = '^[^\\u0000]*$'

/**
 * Characters that show nothing: white space and the invisible format marks
 * (zero-width space and joiners, direction marks and overrides, word joiner,
 * soft hyphen, byte order mark). Tag characters are left out: they end flag
 * emoji.
 */
const INVISIBLE_EDGES = /^[\s\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF]+|[\s\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF]+$/gu

/**
 * `trim()` that also drops invisible marks at either end: a name of three
 * zero-width spaces is empty, 'A' and 'A\u200b' are one value. Marks inside
 * a text stay (an emoji sequence holds zero-width joiners).
 */
export const trimText = (text: string): string => text.replace(INVISIBLE_EDGES, '')

/** A string body field: any text but NUL. */
export const Text = (options: StringOptions = {}) => Type.String({ ...options, pattern: NO_NUL })
