import { type Static, Type } from '@sinclair/typebox'

import { Text } from './text'

/** ISO 4217 codes a store may sell in (commerce spec §1). */
export const CURRENCY_CODES = [
  'ARS',
  'BOB',
  'BRL',
  'CLP',
  'COP',
  'CRC',
  'DOP',
  'EUR',
  'GTQ',
  'HNL',
  'MXN',
  'NIO',
  'PAB',
  'PEN',
  'PYG',
  'USD',
  'UYU',
] as const

export const CurrencySchema = Type.Union(CURRENCY_CODES.map((code) => Type.Literal(code)))
export type Currency = Static<typeof CurrencySchema>

/** How a shopper may pay: agreed with the seller, bank transfer, cash at pickup. */
export const PAYMENT_METHODS = ['a_convenir', 'transferencia', 'efectivo'] as const
export const PaymentMethodSchema = Type.Union(PAYMENT_METHODS.map((m) => Type.Literal(m)))
export type PaymentMethod = Static<typeof PaymentMethodSchema>

/** The largest amount in minor units the API takes (prices, fees). */
export const MAX_AMOUNT = 99_999_999_999

/** `GET`/`PUT admin/tienda/configuracion/` answer. */
export const StoreSettingsSchema = Type.Object({
  currency: CurrencySchema,
  /** E.164 (`+5491122334455`), or null. */
  whatsapp: Type.Union([Type.String(), Type.Null()]),
  payment_methods: Type.Array(PaymentMethodSchema),
  transfer_instructions: Type.String(),
  pickup_address: Type.String(),
  /** Minor units; null: no shipping. */
  shipping_flat_fee: Type.Union([Type.Integer(), Type.Null()]),
  /** A `pendiente` order older than this is cancelled by itself (0: never). */
  pending_hold_hours: Type.Integer(),
})
export type StoreSettings = Static<typeof StoreSettingsSchema>

/**
 * `PUT admin/tienda/configuracion/` body. `whatsapp` is typed as people
 * write it (spaces, dashes, parentheses) and stored in E.164.
 */
// A field left out keeps its current value; the rules of §1 apply to the result.
export const StoreSettingsBodySchema = Type.Object({
  currency: Type.Optional(CurrencySchema),
  whatsapp: Type.Optional(Type.Union([Text({ maxLength: 40 }), Type.Null()])),
  payment_methods: Type.Optional(
    Type.Array(PaymentMethodSchema, { minItems: 1, maxItems: 3, uniqueItems: true }),
  ),
  transfer_instructions: Type.Optional(Text({ maxLength: 500 })),
  pickup_address: Type.Optional(Text({ maxLength: 200 })),
  shipping_flat_fee: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: MAX_AMOUNT }), Type.Null()]),
  ),
  pending_hold_hours: Type.Optional(Type.Integer({ minimum: 0, maximum: 720 })),
})
export type StoreSettingsBody = Static<typeof StoreSettingsBodySchema>
