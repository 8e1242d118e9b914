import { type Static, Type } from '@sinclair/typebox'

import { PageSchema } from './catalogue'
import { Id } from './id'
import { CurrencySchema, PaymentMethodSchema } from './settings'
import { Text } from './text'

/** Order statuses (commerce spec §5); `entregado` and `cancelado` are final. */
export const ORDER_STATUSES = [
  'pendiente',
  'confirmado',
  'enviado',
  'listo_para_retirar',
  'entregado',
  'cancelado',
] as const
export const OrderStatusSchema = Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s)))
export type OrderStatus = Static<typeof OrderStatusSchema>

export const DeliveryMethodSchema = Type.Union([Type.Literal('retiro'), Type.Literal('envio')])
export type DeliveryMethod = Static<typeof DeliveryMethodSchema>

/** `POST store/pedidos/` body (with header `Idempotency-Key`, 8–64 characters). */
export const OrderBodySchema = Type.Object({
  items: Type.Array(
    Type.Object({
      variant_id: Id,
      quantity: Type.Integer({ minimum: 1, maximum: 99 }),
    }),
    { minItems: 1, maxItems: 50 },
  ),
  // Name (2–80), phone (E.164), email and address (5–300) are checked after
  // trimming, each with its own Spanish text (commerce spec §4): no length here,
  // where a long one would get a generic message instead.
  customer: Type.Object({
    name: Text(),
    phone: Text(),
    email: Type.Optional(Type.Union([Text(), Type.Null()])),
  }),
  delivery: Type.Object({
    method: DeliveryMethodSchema,
    address: Type.Optional(Type.Union([Text(), Type.Null()])),
  }),
  payment_method: PaymentMethodSchema,
  notes: Type.Optional(Type.Union([Text({ maxLength: 500 }), Type.Null()])),
  /** Any total the server can make is far below 2^53 (50 lines of 99 at the highest price). */
  expected_total: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }), Type.Null()]),
  ),
})
export type OrderBody = Static<typeof OrderBodySchema>

export const OrderItemSchema = Type.Object({
  /** The variant sold (kept when it is gone); null only on lines that never had one. */
  variant_id: Type.Union([Type.Integer(), Type.Null()]),
  title: Type.String(),
  option_values: Type.Array(Type.String()),
  sku: Type.Union([Type.String(), Type.Null()]),
  unit_price: Type.Integer(),
  quantity: Type.Integer(),
  line_total: Type.Integer(),
  /** The product's first image when ordered; null once the product is gone. */
  image: Type.Union([Type.String(), Type.Null()]),
})
export type OrderItem = Static<typeof OrderItemSchema>

export const OrderHistoryEntrySchema = Type.Object({
  status: OrderStatusSchema,
  at: Type.String(),
})

/** An order, as the shopper's and the owner's calls answer it. */
export const OrderSchema = Type.Object({
  number: Type.Integer(),
  token: Type.String(),
  status: OrderStatusSchema,
  created_at: Type.String(),
  customer: Type.Object({
    name: Type.String(),
    /** Masked but for its last 4 digits on the public read. */
    phone: Type.String(),
    email: Type.Optional(Type.String()),
  }),
  delivery: Type.Object({
    method: DeliveryMethodSchema,
    address: Type.Optional(Type.String()),
  }),
  payment_method: PaymentMethodSchema,
  notes: Type.Optional(Type.String()),
  items: Type.Array(OrderItemSchema),
  subtotal: Type.Integer(),
  shipping: Type.Integer(),
  total: Type.Integer(),
  currency: CurrencySchema,
  whatsapp_url: Type.Optional(Type.String()),
  transfer_instructions: Type.Optional(Type.String()),
  /** A pickup order ('retiro'): where to pick it up, the store's pickup address. */
  pickup_address: Type.Optional(Type.String()),
  /** Owner calls only: every status the order went through, oldest first. */
  history: Type.Optional(Type.Array(OrderHistoryEntrySchema)),
})
export type Order = Static<typeof OrderSchema>

export const OrderPageSchema = PageSchema(OrderSchema)
export interface OrderPage {
  count: number
  page: number
  page_size: number
  results: Order[]
}

/** `PATCH admin/tienda/pedidos/{number}/`. */
export const OrderPatchSchema = Type.Object({ status: OrderStatusSchema })
export type OrderPatch = Static<typeof OrderPatchSchema>

/** `GET admin/tienda/pedidos/` query. */
export const AdminOrderQuerySchema = Type.Object({
  estado: Type.Optional(OrderStatusSchema),
  q: Type.Optional(Text({ maxLength: 100 })),
  page: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$' })),
  page_size: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$' })),
})
export type AdminOrderQuery = Static<typeof AdminOrderQuerySchema>
