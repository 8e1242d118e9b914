import { type Static, Type } from '@sinclair/typebox'

/** Every error answer, the framework's included: `{detail, code[, errors]}` (`errors` with 400 only). */
export const ErrorSchema = Type.Object({
  detail: Type.String(),
  code: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
})
export type ErrorBody = Static<typeof ErrorSchema>
