import { type Static, Type } from '@sinclair/typebox'

import { ImageListSchema } from './images'
import { CurrencySchema, PaymentMethodSchema } from './settings'

/** `GET tienda/resume/subdomain/`: the store the page is on. */
export const StoreInfoSchema = Type.Object({
  id: Type.Integer(),
  subdomain: Type.String(),
  name: Type.String(),
  /** The same name, under the field older clients read. */
  nombre: Type.String(),
  owner_user_id: Type.Integer(),
  /** The first logo's URL, null without logos (also as `logo_url`). */
  logo: Type.Union([Type.String(), Type.Null()]),
  logo_url: Type.Union([Type.String(), Type.Null()]),
  logos: ImageListSchema,
  /** Commerce settings a shopper needs (commerce spec §1). */
  currency: CurrencySchema,
  whatsapp: Type.Union([Type.String(), Type.Null()]),
  payment_methods: Type.Array(PaymentMethodSchema),
  /** True when the store offers pickup (it has a pickup address). */
  pickup: Type.Boolean(),
  shipping_flat_fee: Type.Union([Type.Integer(), Type.Null()]),
})
export type StoreInfo = Static<typeof StoreInfoSchema>
