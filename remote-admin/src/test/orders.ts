import type { Order, OrderPage } from '@vitrina/contract'

/** An order as the owner's calls answer it: pending, delivered to an address, with two lines. */
export function order(over: Partial<Order> = {}): Order {
  return {
    number: 1001,
    token: 'tok-1001-abcdefghijklmnop',
    status: 'pendiente',
    created_at: '2026-11-25T14:05:00.000Z',
    customer: { name: 'Ana Pérez', phone: '+5491155667788', email: 'ana@example.com' },
    delivery: { method: 'envio', address: 'Av. Siempreviva 742' },
    payment_method: 'transferencia',
    notes: 'Tocar timbre 2B',
    items: [
      {
        variant_id: 11,
        title: 'Remera',
        option_values: ['M', 'Negro'],
        sku: 'REM-M-NEG',
        unit_price: 1299900,
        quantity: 2,
        line_total: 2599800,
        image: null,
      },
      {
        variant_id: 21,
        title: 'Yerba mate 1 kg',
        option_values: [],
        sku: null,
        unit_price: 459900,
        quantity: 1,
        line_total: 459900,
        image: null,
      },
    ],
    subtotal: 3059700,
    shipping: 250000,
    total: 3309700,
    currency: 'ARS',
    history: [{ status: 'pendiente', at: '2026-11-25T14:05:00.000Z' }],
    ...over,
  }
}

/** A page of the owner's order list. */
export const orderPage = (results: Order[], count = results.length, page = 1): OrderPage => ({
  count,
  page,
  page_size: 20,
  results,
})

/** The owner's counts (`admin/tienda/resumen/`). */
export const summary = (ordersPending: number) => ({
  products_active: 10,
  products_total: 12,
  orders_pending: ordersPending,
})
