import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

import { stores } from '../db/schema.ts'

/** An option axis of a product: `{name: 'Talle', values: ['S', 'M']}`. */
export interface OptionAxis {
  name: string
  values: string[]
}

/** A store's flat list of categories, ordered by `position`. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_store_slug_idx').on(t.storeId, t.slug)],
)

/**
 * A product. `price_min`, `price_max`, `compare_at_price`, `available` and
 * `stock_total` summarise its variants for grids and sorting; every write to
 * the variants (an edit, an order, a cancel) refreshes them in its
 * transaction. `search_title` and `search_text` are the title and every
 * searchable text (description, SKUs, option values) lowercased without
 * accents by the database's `vitrina_unaccent`. `search_text` is indexed by
 * trigrams per store (btree_gin puts `store_id` in the same GIN index), so a
 * search reads the candidates of its own store only.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').$type<'draft' | 'active'>().notNull().default('draft'),
    options: jsonb('options').$type<OptionAxis[]>().notNull().default([]),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    priceMin: bigint('price_min', { mode: 'number' }),
    priceMax: bigint('price_max', { mode: 'number' }),
    compareAtPrice: bigint('compare_at_price', { mode: 'number' }),
    available: boolean('available').notNull().default(false),
    /** Sum of the tracked variants' stock; null when no variant is tracked. */
    stockTotal: integer('stock_total'),
    searchTitle: text('search_title').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_store_slug_idx').on(t.storeId, t.slug),
    index('products_store_status_created_idx').on(t.storeId, t.status, t.createdAt, t.id),
    index('products_store_status_price_idx').on(t.storeId, t.status, t.priceMin),
    index('products_store_search_text_trgm_idx').using(
      'gin',
      t.storeId,
      sql`${t.searchText} gin_trgm_ops`,
    ),
  ],
)

/**
 * Every word of four letters or more in a store's `search_text`: the words a
 * search with a typo is compared with ('remra' finds 'remera' here, then the
 * products holding 'remera'), so a typo never costs a similarity over every
 * product's whole text. Words are added when a product's texts are
 * refreshed and never removed: a word no product holds any more only adds a
 * pattern that matches nothing.
 */
export const productSearchWords = pgTable(
  'product_search_words',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.word] }),
    index('product_search_words_trgm_idx').using('gin', t.storeId, sql`${t.word} gin_trgm_ops`),
    // The word less each of its letters, and itself, each under the store (migration 0016):
    // words one edit apart share one.
    index('product_search_words_edit_keys_idx').using(
      'gin',
      sql`vitrina_edit_keys(${t.storeId}, ${t.word})`,
    ),
  ],
)

/**
 * How many active products a store has: the count of its plain list, kept by
 * a trigger on `products` (migration 0015), so a page of a store of 100,000
 * products is counted as fast as one of 1,000. A search or a category still
 * counts its own matches.
 */
export const storeProductCounts = pgTable('store_product_counts', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  active: integer('active').notNull().default(0),
})

/** A slug a product had before: its old links answer a 301 to the current one. */
export const productSlugRedirects = pgTable(
  'product_slug_redirects',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.slug] })],
)

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
)

/**
 * What is sold: one combination of the product's option values (`{}`
 * without options). `stock` null is not tracked (always available); the
 * check keeps a tracked stock from ever going below zero, whatever races.
 */
export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    optionValues: text('option_values')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sku: text('sku'),
    price: bigint('price', { mode: 'number' }),
    compareAtPrice: bigint('compare_at_price', { mode: 'number' }),
    stock: integer('stock'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('variants_product_idx').on(t.productId, t.position),
    uniqueIndex('variants_store_sku_idx')
      .on(t.storeId, t.sku)
      .where(sql`${t.sku} is not null`),
    check('variants_stock_not_negative', sql`${t.stock} >= 0`),
  ],
)

/** A product's photos (≤ 10), as logos and covers are stored: re-encoded, with WebP variants. */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    position: integer('position').notNull(),
    alt: text('alt'),
    width: integer('width'),
    variantWidths: integer('variant_widths').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
)
