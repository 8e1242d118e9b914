import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

import { products } from '../catalogue/schema.ts'
import { stores, users } from '../db/schema.ts'

/**
 * An order as it was placed: it copies every text and price it shows, so a
 * product edited or deleted later leaves it whole. `number` is per store,
 * from 1001 upwards without gaps (`order_counters`); `token` is the
 * shopper's unguessable key to `/pedido/:token`.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    token: text('token').notNull().unique(),
    status: text('status').notNull().default('pendiente'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email'),
    deliveryMethod: text('delivery_method').notNull(),
    deliveryAddress: text('delivery_address'),
    paymentMethod: text('payment_method').notNull(),
    notes: text('notes'),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    shipping: bigint('shipping', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Set once, when a cancel gave the stock back. */
    stockReturnedAt: timestamp('stock_returned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_store_number_idx').on(t.storeId, t.number),
    index('orders_store_status_idx').on(t.storeId, t.status, t.createdAt),
    index('orders_user_idx').on(t.userId, t.storeId),
  ],
)

/** One line of an order, as shown when it was placed, and the stock it took. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The variant sold; no foreign key: the line outlives it. */
    variantId: integer('variant_id'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    optionValues: text('option_values').array().notNull(),
    sku: text('sku'),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: bigint('line_total', { mode: 'number' }).notNull(),
    /** The product's first image when ordered (a media key). */
    imageFile: text('image_file'),
    /** Units taken from a tracked stock (0 when untracked): what a cancel gives back. */
    stockTaken: integer('stock_taken').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId, t.position)],
)

export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.id)],
)

/** The last order number given per store: locked and bumped in the order's transaction. */
export const orderCounters = pgTable('order_counters', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(1000),
})

/**
 * `Idempotency-Key`s of created orders, per store, for 24 h: the same key with
 * the same body answers the first order again. Only a created order holds one.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
)
