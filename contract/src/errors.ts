import { type Static, Type } from '@sinclair/typebox'

/** Every error answer, the framework's included: `{detail, code[, errors, lines, total]}` (`errors` with 400 only). */
export const ErrorSchema = Type.Object({
  detail: Type.String(),
  code: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  /** Some 409s of the commerce calls: what changed, per variant. */
  lines: Type.Optional(
    Type.Array(
      Type.Object({
        variant_id: Type.Integer(),
        available: Type.Optional(Type.Integer()),
        reason: Type.Optional(
          Type.Union([Type.Literal('gone'), Type.Literal('no_price'), Type.Literal('short')]),
        ),
        unit_price: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
        stock: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
      }),
    ),
  ),
  /** 409 `price_changed`: the server's own total. */
  total: Type.Optional(Type.Integer()),
})
export type ErrorBody = Static<typeof ErrorSchema>
