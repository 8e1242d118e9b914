import { type StringOptions, Type } from '@sinclair/typebox'

/** Text without NUL characters, which PostgreSQL cannot store or compare. */
export const NO_NUL = '^[^\\u0000]*$'

/** A string body field: any text but NUL. */
export const Text = (options: StringOptions = {}) => Type.String({ ...options, pattern: NO_NUL })
