import type { DeliveryMethod, OrderStatus, PaymentMethod } from '@vitrina/contract'
import { and, count, eq, inArray, sql } from 'drizzle-orm'

import { variants } from '../catalogue/schema.ts'
import type { Db } from '../db/client.ts'
import { stores } from '../db/schema.ts'
import { publicBaseUrl } from '../public-url.ts'
import type { MediaStore } from '../services/media-store.ts'
import { StoreSettingsService } from '../settings/service.ts'
import { orders } from './schema.ts'
import { cleanOrder, Orders } from './service.ts'

/** The demo store's commerce settings: WhatsApp, two payment methods, pickup and a flat shipping fee. */
export const DEMO_SETTINGS = {
  currency: 'ARS',
  whatsapp: '+54 9 11 2233-4455',
  payment_methods: ['a_convenir', 'transferencia'],
  transfer_instructions:
    'Alias: tienda.demo.vitrina (Banco Demo). Mandanos el comprobante por WhatsApp con tu número de pedido.',
  pickup_address: 'Av. Corrientes 1234, CABA (lunes a viernes de 10 a 18 h)',
  shipping_flat_fee: 250000,
} as const

interface DemoOrder {
  name: string
  phone: string
  email?: string
  delivery: DeliveryMethod
  address?: string
  payment: PaymentMethod
  notes?: string
  /** SKU and quantity. */
  items: [string, number][]
  /** The moves after it was placed, in order, each four hours after the one before. */
  moves: OrderStatus[]
  /** When it was placed: the desk shows a week of a shop, not six orders of one second. */
  placedHoursAgo: number
}

/** Oldest first, so the newest (at the top of the desk) are the ones waiting. */
const DEMO_ORDERS: DemoOrder[] = [
  {
    name: 'Martina López',
    phone: '+54 9 11 5555-0101',
    email: 'martina@example.com',
    delivery: 'envio',
    address: 'Av. Rivadavia 5200, 3° B, CABA',
    payment: 'transferencia',
    items: [
      ['YER-1K', 2],
      ['BOM-01', 1],
    ],
    moves: ['confirmado', 'enviado', 'entregado'],
    placedHoursAgo: 146,
  },
  {
    name: 'Julián Romero',
    phone: '+54 9 11 5555-0102',
    delivery: 'retiro',
    payment: 'a_convenir',
    items: [['MED-3', 1]],
    moves: ['cancelado'],
    placedHoursAgo: 98,
  },
  {
    name: 'Sofía Benítez',
    phone: '+54 9 221 555-0103',
    delivery: 'envio',
    address: 'Calle 50 n° 1234, La Plata',
    payment: 'transferencia',
    items: [
      ['CAF-GR', 1],
      ['TAZ-VER', 1],
    ],
    moves: ['confirmado', 'enviado'],
    placedHoursAgo: 50,
  },
  {
    name: 'Diego Álvarez',
    phone: '+54 9 11 5555-0104',
    delivery: 'retiro',
    payment: 'a_convenir',
    items: [
      ['MAT-01', 1],
      ['BOM-01', 1],
    ],
    moves: ['confirmado'],
    placedHoursAgo: 26,
  },
  {
    name: 'Carla Méndez',
    phone: '+54 9 11 5555-0105',
    email: 'carla@example.com',
    delivery: 'envio',
    address: 'Av. Santa Fe 3100, 7° A, CABA',
    payment: 'transferencia',
    notes: 'Si no estoy, dejalo en portería.',
    items: [
      ['REM-S-BLA', 1],
      ['MED-3', 2],
    ],
    moves: [],
    placedHoursAgo: 5,
  },
  {
    name: 'Tomás Ruiz',
    phone: '+54 9 11 5555-0106',
    delivery: 'retiro',
    payment: 'a_convenir',
    items: [
      ['TOT-01', 1],
      ['YER-1K', 1],
    ],
    moves: [],
    placedHoursAgo: 1,
  },
]

/**
 * The demo store's settings, only while they are still the defaults, so an
 * owner's own choices survive a re-seed.
 */
async function seedDemoSettings(db: Db, storeId: number) {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId))
  const untouched =
    store !== undefined &&
    store.whatsapp === null &&
    store.pickupAddress === '' &&
    store.shippingFlatFee === null &&
    store.transferInstructions === '' &&
    store.paymentMethods.join() === 'a_convenir'
  if (!untouched) return
  await new StoreSettingsService(db).update(storeId, {
    ...DEMO_SETTINGS,
    payment_methods: [...DEMO_SETTINGS.payment_methods],
  })
}

/**
 * A few orders in different statuses, placed and moved through the order
 * service as a shopper and the owner would (stock taken and given back,
 * numbers from 1001), only in a store without orders.
 */
async function seedDemoOrders(db: Db, media: MediaStore, storeId: number) {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.storeId, storeId))
  if ((row?.n ?? 0) > 0) return
  const skus = [...new Set(DEMO_ORDERS.flatMap((order) => order.items.map(([sku]) => sku)))]
  const found = await db
    .select({ id: variants.id, sku: variants.sku })
    .from(variants)
    .where(and(eq(variants.storeId, storeId), inArray(variants.sku, skus)))
  const idOf = new Map(found.map((variant) => [variant.sku, variant.id]))
  // A catalogue the owner changed may lack a SKU: those orders are left out.
  const placeable = DEMO_ORDERS.filter((order) => order.items.every(([sku]) => idOf.has(sku)))
  const service = new Orders({ db, media, baseUrl: publicBaseUrl() })
  for (const [i, demo] of placeable.entries()) {
    const body = cleanOrder({
      items: demo.items.map(([sku, quantity]) => ({ variant_id: idOf.get(sku)!, quantity })),
      customer: { name: demo.name, phone: demo.phone, email: demo.email ?? null },
      delivery: { method: demo.delivery, address: demo.address ?? null },
      payment_method: demo.payment,
      notes: demo.notes ?? null,
    })
    const { order } = await service.create(storeId, `demo-seed-order-${i + 1}`, body, null)
    for (const status of demo.moves) await service.move(storeId, order.number, status)
    await backdate(db, storeId, order.number, demo.placedHoursAgo)
  }
}

/** Moves an order's times back: placed `hoursAgo` hours ago, each later step four hours on. */
async function backdate(db: Db, storeId: number, number: number, hoursAgo: number) {
  const placed = sql`now() - make_interval(hours => ${hoursAgo})`
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.storeId, storeId), eq(orders.number, number)))
    const orderId = row!.id
    await tx.execute(sql`
      update order_history h set at = ${placed} + make_interval(hours => 4 * s.step)
      from (select id, (row_number() over (order by at, id) - 1)::int as step
            from order_history where order_id = ${orderId}) s
      where h.id = s.id`)
    await tx.execute(sql`
      update orders o set created_at = ${placed},
        updated_at = (select max(at) from order_history where order_id = ${orderId}),
        stock_returned_at = case when o.stock_returned_at is null then null
          else (select max(at) from order_history where order_id = ${orderId}) end
      where o.id = ${orderId}`)
  })
}

/** The demo store's commerce: settings, then orders in every common status. Safe to run again. */
export async function seedDemoCommerce(db: Db, media: MediaStore, storeId: number) {
  await seedDemoSettings(db, storeId)
  await seedDemoOrders(db, media, storeId)
}
