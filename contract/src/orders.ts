import { type Static, Type } from '@sinclair/typebox'

import { PageSchema } from './catalogue'
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
      variant_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
      quantity: Type.Integer({ minimum: 1, maximum: 99 }),
    }),
    { minItems: 1, maxItems: 50 },
  ),
  customer: Type.Object({
    name: Text({ maxLength: 200 }),
    phone: Text({ maxLength: 40 }),
    email: Type.Optional(Type.Union([Text({ maxLength: 254 }), Type.Null()])),
  }),
  delivery: Type.Object({
    method: DeliveryMethodSchema,
    address: Type.Optional(Type.Union([Text({ maxLength: 400 }), Type.Null()])),
  }),
  payment_method: PaymentMethodSchema,
  notes: Type.Optional(Type.Union([Text({ maxLength: 500 }), Type.Null()])),
  expected_total: Type.Optional(Type.Integer({ minimum: 0 })),
})
export type OrderBody = Static<typeof OrderBodySchema>

export const OrderItemSchema = Type.Object({
  /** null once the variant is gone. */
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
