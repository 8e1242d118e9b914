import type { AdminProduct, ProductBody } from '@vitrina/contract'
import { eq, sql } from 'drizzle-orm'

import { productImages, products, variants } from '../../src/catalogue/schema.ts'
import { refreshProductSummaries } from '../../src/catalogue/summary.ts'
import type { Db } from '../../src/db/client.ts'
import { stores } from '../../src/db/schema.ts'
import { bearer, type Harness, type TestStore } from './harness.ts'

export interface TestVariant {
  price?: number | null
  stock?: number | null
  options?: string[]
  sku?: string | null
  compareAt?: number | null
}

export interface TestProduct {
  id: number
  /** Variant ids, in the order given. */
  variants: number[]
}

let seq = 0

/**
 * A product written straight to the database (the catalogue's own calls are
 * tested elsewhere), its summary columns refreshed as every write does.
 */
export async function addProduct(
  db: Db,
  storeId: number,
  options: {
    title?: string
    status?: 'draft' | 'active'
    axes?: { name: string; values: string[] }[]
    variants?: TestVariant[]
    image?: string
  } = {},
): Promise<TestProduct> {
  const title = options.title ?? `Producto ${++seq}`
  const [product] = await db
    .insert(products)
    .values({
      storeId,
      title,
      slug: `p-${++seq}-${Date.now()}`,
      status: options.status ?? 'active',
      options: options.axes ?? [],
    })
    .returning({ id: products.id })
  const given = options.variants ?? [{ price: 1000, stock: null }]
  const inserted = await db
    .insert(variants)
    .values(
      given.map((v, position) => ({
        storeId,
        productId: product!.id,
        position,
        optionValues: v.options ?? [],
        sku: v.sku ?? null,
        price: v.price === undefined ? 1000 : v.price,
        compareAtPrice: v.compareAt ?? null,
        stock: v.stock === undefined ? null : v.stock,
      })),
    )
    .returning({ id: variants.id })
  if (options.image) {
    await db
      .insert(productImages)
      .values({ storeId, productId: product!.id, file: options.image, position: 0 })
  }
  await refreshProductSummaries(db, [product!.id])
  return { id: product!.id, variants: inserted.map((v) => v.id) }
}

export async function stockOf(db: Db, variantId: number): Promise<number | null> {
  const [row] = await db
    .select({ stock: variants.stock })
    .from(variants)
    .where(eq(variants.id, variantId))
  return row ? row.stock : null
}

/** Commerce settings set straight on the store row. */
export async function setSettings(
  db: Db,
  storeId: number,
  settings: Partial<typeof stores.$inferInsert>,
): Promise<void> {
  await db.update(stores).set(settings).where(eq(stores.id, storeId))
}

/** A store that sells: pickup, shipping at 1.500,00, WhatsApp, every payment method. */
export const SELLING = {
  whatsapp: '+5491122334455',
  pickupAddress: 'Av. Siempre Viva 742',
  shippingFlatFee: 150000,
  paymentMethods: ['a_convenir', 'transferencia', 'efectivo'],
  transferInstructions: 'CBU 0000003100010000000001',
}

/** A product made through `POST admin/tienda/productos/`, as its owner makes it (throws unless 201). */
export async function createProduct(
  h: Harness,
  store: TestStore,
  body: ProductBody,
): Promise<AdminProduct> {
  const res = await h.request(store.subdomain, {
    method: 'POST',
    url: '/api/v1/admin/tienda/productos/',
    headers: bearer(store.access),
    payload: body as object,
  })
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`)
  return res.json()
}

/** Pages still pending in the catalogue's GIN indexes (merging them to count them). */
export async function pendingIndexPages(db: Db): Promise<number> {
  const { rows } = (await db.execute(
    sql`select coalesce(sum(gin_clean_pending_list(i.indexrelid)), 0)::int as pages
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
      where a.amname = 'gin'
        and i.indrelid in ('products'::regclass, 'product_search_words'::regclass)`,
  )) as unknown as { rows: { pages: number }[] }
  return rows[0]!.pages
}
