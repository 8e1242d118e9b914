import {
  type AdminProduct,
  type AdminProductPage,
  type AdminVariant,
  CATALOGUE_LIMITS,
  type Currency,
  type ProductBody,
  type ProductImage,
  type ProductPatch,
} from '@vitrina/contract'
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'

import { announceStoreChange, type Db } from '../db/client.ts'
import {
  currencyChanged,
  type FieldErrors,
  invalid,
  limitReached,
  notFound,
  stockChanged,
} from '../http-error.ts'
import { type MediaStore, removeLeftover } from '../services/media-store.ts'
import { toItem } from '../services/store-images.ts'
import { type ProductInput, readProductBody, type VariantInput } from './product-input.ts'
import { rowsOf } from './rows.ts'
import {
  categories,
  productCategories,
  productImages,
  products,
  productSlugRedirects,
  variants,
} from './schema.ts'
import { relevance, searchFilter, searchTerms, type TermsKeeper, totalOf } from './search.ts'
import { refreshProductSummaries } from './summary.ts'
import { slugify, uniqueSlug } from './text.ts'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type ProductRow = typeof products.$inferSelect
export type VariantRow = typeof variants.$inferSelect

/** What a write changed, for the public cache: the store, and which products when known. */
export type CatalogueChanged = (storeId: number) => void

export interface AdminListQuery {
  q?: string
  estado?: 'draft' | 'active'
  categoria?: string
  sinStock?: boolean
  page: number
  pageSize: number
}

export const PRODUCT_NOT_FOUND = 'El producto no existe.'

/**
 * Serialises catalogue writes of one store (limits, slugs, SKUs hold under concurrent saves):
 * every catalogue write takes the store's row first. It writes the row (the same values), not
 * only locks it: an order whose statement waited for this write then finds a newer version of
 * the row than its snapshot's and is placed again, reading what this write committed
 * (`placeOrder`'s `f`, api/src/orders/service.ts). Returns the store's currency as it now is.
 */
export async function lockStore(tx: Pick<Db, 'execute'>, storeId: number): Promise<string> {
  const [store] = await rowsOf<{ currency: string }>(
    tx,
    sql`with l as (select id from stores where id = ${storeId} for update)
      update stores s set currency = s.currency from l where s.id = l.id returning s.currency`,
  )
  return store?.currency ?? ''
}

/** Prices sent in another currency than the store's (a change made meanwhile) are refused. */
export function checkCurrency(sent: string | undefined, current: string): void {
  if (sent !== undefined && sent !== current) throw currencyChanged(current)
}

/** Route ids are checked by hand: any malformed id is simply "not found". */
export function parseId(raw: string, detail = PRODUCT_NOT_FOUND): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound(detail)
  return id
}

const iso = (date: Date | string) =>
  (typeof date === 'string' ? new Date(date) : date).toISOString()

/**
 * The owner's side of the catalogue: products with their variants, options,
 * categories and images. Every write runs in one transaction under the
 * store's lock, refreshes the products' summaries and announces the store's
 * change inside it; `changed` drops this instance's cached answers after.
 */
export class Products {
  constructor(
    private readonly db: Db,
    private readonly media: MediaStore,
    private readonly changed: CatalogueChanged = () => {},
    /** Where a search's words are kept between searches (the public cache). */
    private readonly keeper?: TermsKeeper,
  ) {}

  /** Full products, in the order of `ids`. */
  async load(storeId: number, currency: string, ids: number[]): Promise<AdminProduct[]> {
    if (ids.length === 0) return []
    const [rows, variantRows, imageRows, categoryRows] = await Promise.all([
      this.db
        .select()
        .from(products)
        .where(and(eq(products.storeId, storeId), inArray(products.id, ids))),
      this.db
        .select()
        .from(variants)
        .where(inArray(variants.productId, ids))
        .orderBy(asc(variants.position), asc(variants.id)),
      this.db
        .select()
        .from(productImages)
        .where(inArray(productImages.productId, ids))
        .orderBy(asc(productImages.position), asc(productImages.id)),
      this.db
        .select({
          productId: productCategories.productId,
          categoryId: productCategories.categoryId,
        })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(inArray(productCategories.productId, ids))
        .orderBy(asc(categories.position), asc(categories.id)),
    ])
    const byId = new Map(rows.map((row) => [row.id, row]))
    return ids.flatMap((id) => {
      const row = byId.get(id)
      if (!row) return []
      return [
        this.toAdmin(
          row,
          currency,
          variantRows.filter((v) => v.productId === id),
          imageRows.filter((i) => i.productId === id).map((i) => toItem(this.media, i)),
          categoryRows.filter((c) => c.productId === id).map((c) => c.categoryId),
        ),
      ]
    })
  }

  private toAdmin(
    row: ProductRow,
    currency: string,
    variantRows: VariantRow[],
    images: ProductImage[],
    categoryIds: number[],
  ): AdminProduct {
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      description: row.description,
      status: row.status,
      category_ids: categoryIds,
      images,
      options: row.options,
      variants: variantRows.map((v): AdminVariant => ({
        id: v.id,
        option_values: v.optionValues,
        sku: v.sku,
        price: v.price,
        compare_at_price: v.compareAtPrice,
        stock: v.stock,
      })),
      seo_title: row.seoTitle,
      seo_description: row.seoDescription,
      currency: currency as Currency,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    }
  }

  /** The owner's list: drafts included, newest first (by relevance with a search). */
  async list(storeId: number, currency: string, query: AdminListQuery): Promise<AdminProductPage> {
    const terms = await searchTerms(this.db, storeId, query.q, this.keeper)
    const conditions = [sql`p.store_id = ${storeId}`]
    const match = searchFilter(terms)
    if (match) conditions.push(match)
    if (query.estado) conditions.push(sql`p.status = ${query.estado}`)
    if (query.sinStock) conditions.push(sql`not p.available`)
    if (query.categoria !== undefined) {
      conditions.push(sql`exists (
        select 1 from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = p.id and c.store_id = ${storeId} and c.slug = ${query.categoria})`)
    }
    const rows = await rowsOf<{ id: number; total: string | number }>(
      this.db,
      sql`select p.id, ${totalOf(conditions, terms.length > 0)} from products p
        where ${sql.join(conditions, sql` and `)}
        order by ${terms.length > 0 ? relevance(terms) : sql`p.created_at desc, p.id desc`}
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    )
    let count = rows.length > 0 ? Number(rows[0]!.total) : 0
    if (rows.length === 0 && query.page > 1) {
      const [row] = await rowsOf<{ n: number }>(
        this.db,
        sql`select count(*)::int as n from products p where ${sql.join(conditions, sql` and `)}`,
      )
      count = row?.n ?? 0
    }
    return {
      count,
      page: query.page,
      page_size: query.pageSize,
      results: await this.load(
        storeId,
        currency,
        rows.map((row) => row.id),
      ),
    }
  }

  async get(storeId: number, currency: string, id: number): Promise<AdminProduct> {
    const [product] = await this.load(storeId, currency, [id])
    if (!product) throw notFound(PRODUCT_NOT_FOUND)
    return product
  }

  async create(storeId: number, currency: string, body: ProductBody): Promise<AdminProduct> {
    const input = readProductBody(body)
    const id = await this.db.transaction(async (tx) => {
      checkCurrency(body.currency, await lockStore(tx, storeId))
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(eq(products.storeId, storeId))
      if ((count?.n ?? 0) >= CATALOGUE_LIMITS.products) {
        throw limitReached(PRODUCTS_LIMIT_TEXT)
      }
      // A new product's variants are all new: an id names nothing of this product.
      checkVariantIds(input.variants, [])
      await checkReferences(tx, storeId, input, null)
      const slug = await this.slugFor(tx, storeId, input, null)
      const [row] = await tx
        .insert(products)
        .values({
          storeId,
          title: input.title,
          slug,
          description: input.description ?? '',
          status: input.status ?? 'draft',
          options: input.options,
          seoTitle: input.seoTitle ?? null,
          seoDescription: input.seoDescription ?? null,
        })
        .returning({ id: products.id })
      const productId = row!.id
      await tx
        .delete(productSlugRedirects)
        .where(and(eq(productSlugRedirects.storeId, storeId), eq(productSlugRedirects.slug, slug)))
      await writeVariants(tx, storeId, productId, input.variants, [])
      await writeCategories(tx, productId, input.categoryIds ?? [])
      await refreshProductSummaries(tx, [productId])
      await announceStoreChange(tx, storeId)
      return productId
    })
    this.changed(storeId)
    return this.get(storeId, currency, id)
  }

  /** The whole editable product; a field left out keeps its value, `variants` replaces the list. */
  async update(
    storeId: number,
    currency: string,
    id: number,
    body: ProductBody,
  ): Promise<AdminProduct> {
    await this.db.transaction(async (tx) => {
      checkCurrency(body.currency, await lockStore(tx, storeId))
      const [current] = await tx
        .select()
        .from(products)
        .where(and(eq(products.id, id), eq(products.storeId, storeId)))
      if (!current) throw notFound(PRODUCT_NOT_FOUND)
      const input = readProductBody(
        body.options === undefined ? { ...body, options: current.options } : body,
      )
      const existing = await tx
        .select()
        .from(variants)
        .where(eq(variants.productId, id))
        .orderBy(asc(variants.position), asc(variants.id))
        .for('update')
      checkVariantIds(input.variants, existing)
      keepOmitted(input.variants, existing)
      checkStockSeen(input.variants, existing)
      await checkReferences(tx, storeId, input, id)
      const slug = await this.slugFor(tx, storeId, input, current)
      await tx
        .update(products)
        .set({
          title: input.title,
          slug,
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.status !== undefined ? { status: input.status } : {}),
          options: input.options,
          ...(input.seoTitle !== undefined ? { seoTitle: input.seoTitle } : {}),
          ...(input.seoDescription !== undefined ? { seoDescription: input.seoDescription } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(products.id, id))
      if (slug !== current.slug) {
        await tx
          .insert(productSlugRedirects)
          .values({ storeId, slug: current.slug, productId: id })
          .onConflictDoUpdate({
            target: [productSlugRedirects.storeId, productSlugRedirects.slug],
            set: { productId: id },
          })
        await tx
          .delete(productSlugRedirects)
          .where(
            and(eq(productSlugRedirects.storeId, storeId), eq(productSlugRedirects.slug, slug)),
          )
      }
      await writeVariants(tx, storeId, id, input.variants, existing)
      if (input.categoryIds !== undefined) {
        await tx.delete(productCategories).where(eq(productCategories.productId, id))
        await writeCategories(tx, id, input.categoryIds)
      }
      await refreshProductSummaries(tx, [id])
      await announceStoreChange(tx, storeId)
    })
    this.changed(storeId)
    return this.get(storeId, currency, id)
  }

  /** `{status}` or quick stock edits from the list. */
  async patch(
    storeId: number,
    currency: string,
    id: number,
    patch: ProductPatch,
  ): Promise<AdminProduct> {
    if (patch.status === undefined && patch.variants === undefined) {
      throw invalid({ status: ['Enviá el estado o el stock de las variantes.'] })
    }
    const ids = patch.variants?.map((v) => v.id) ?? []
    // As in a PUT: two edits of one variant say two things, and neither is chosen.
    if (new Set(ids).size !== ids.length) {
      throw invalid({ variants: ['Una variante aparece dos veces.'] })
    }
    await this.db.transaction(async (tx) => {
      // The store's row first, as every catalogue write and a checkout (which reads
      // it `for share`) do: a checkout locks variants then products, so locking
      // the product here first could wait on it in a cycle.
      await lockStore(tx, storeId)
      const [current] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, id), eq(products.storeId, storeId)))
      if (!current) throw notFound(PRODUCT_NOT_FOUND)
      if (patch.variants) {
        const existing = await tx
          .select()
          .from(variants)
          .where(eq(variants.productId, id))
          .for('update')
        const edits: VariantInput[] = patch.variants.map((v, index) => ({
          id: v.id,
          optionValues: [],
          sku: null,
          price: null,
          compareAtPrice: null,
          stock: v.stock,
          ...(v.stock_seen !== undefined ? { stockSeen: v.stock_seen } : {}),
          index,
          omitted: [],
        }))
        checkVariantIds(edits, existing, false)
        checkStockSeen(edits, existing)
        for (const edit of edits) {
          await tx.update(variants).set({ stock: edit.stock }).where(eq(variants.id, edit.id!))
        }
      }
      await tx
        .update(products)
        .set({
          ...(patch.status !== undefined ? { status: patch.status } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(products.id, id))
      await refreshProductSummaries(tx, [id])
      await announceStoreChange(tx, storeId)
    })
    this.changed(storeId)
    return this.get(storeId, currency, id)
  }

  /** Deletes the product, its variants and images; past orders keep their own copy. */
  async remove(storeId: number, id: number): Promise<void> {
    const files = await this.db.transaction(async (tx) => {
      await lockStore(tx, storeId)
      const images = await tx
        .select({ file: productImages.file })
        .from(productImages)
        .where(eq(productImages.productId, id))
      const [deleted] = await tx
        .delete(products)
        .where(and(eq(products.id, id), eq(products.storeId, storeId)))
        .returning({ id: products.id })
      if (!deleted) throw notFound(PRODUCT_NOT_FOUND)
      await announceStoreChange(tx, storeId)
      return images.map((image) => image.file)
    })
    this.changed(storeId)
    for (const file of files) await removeLeftover(this.media, file)
  }

  /** The slug to write: the one given (free in this store), the current one, or one from the title. */
  private async slugFor(
    tx: Tx,
    storeId: number,
    input: ProductInput,
    current: ProductRow | null,
  ): Promise<string> {
    if (input.slug !== null) {
      if (input.slug === current?.slug) return input.slug
      const [taken] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.storeId, storeId), eq(products.slug, input.slug)))
      if (taken) throw invalid({ slug: ['Ese slug ya lo usa otro producto.'] })
      return input.slug
    }
    if (current) return current.slug
    // A slug made from the title also passes over other products' old slugs, so
    // their links keep answering 301 (an owner may still take one by hand).
    const base = slugify(input.title)
    const like = `${base}-%`
    const rows = await rowsOf<{ slug: string }>(
      tx,
      sql`select slug from products where store_id = ${storeId} and (slug = ${base} or slug like ${like})
        union all
        select slug from product_slug_redirects
        where store_id = ${storeId} and (slug = ${base} or slug like ${like})`,
    )
    return uniqueSlug(base, new Set(rows.map((row) => row.slug)))
  }
}

/** Variant ids must be this product's; with `complete`, the list may also hold new ones. */
function checkVariantIds(input: VariantInput[], existing: VariantRow[], complete = true) {
  const known = new Set(existing.map((v) => v.id))
  const errors: FieldErrors = {}
  for (const variant of input) {
    if (variant.id !== undefined && !known.has(variant.id)) {
      errors[`variants.${variant.index}.id`] = ['La variante no existe en este producto.']
    }
    if (!complete && variant.id === undefined) {
      errors[`variants.${variant.index}.id`] = ['Falta el id de la variante.']
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors)
}

/** An existing variant keeps the SKU, compare-at price and stock the body left out. */
function keepOmitted(input: VariantInput[], existing: VariantRow[]) {
  const byId = new Map(existing.map((v) => [v.id, v]))
  for (const variant of input) {
    const current = variant.id === undefined ? undefined : byId.get(variant.id)
    if (!current) continue
    for (const field of variant.omitted) {
      if (field === 'sku') variant.sku = current.sku
      else if (field === 'stock') variant.stock = current.stock
      else if (current.compareAtPrice !== null && variant.price !== null) {
        // Kept only while it still reads as a discount.
        if (current.compareAtPrice > variant.price) variant.compareAtPrice = current.compareAtPrice
      }
    }
  }
}

/**
 * Stock is never overwritten blind: a change to a tracked stock must name the
 * stock the editor showed (`stock_seen`); if an order moved it meanwhile the
 * whole save is refused with the current stocks.
 */
function checkStockSeen(input: VariantInput[], existing: VariantRow[]) {
  const byId = new Map(existing.map((v) => [v.id, v]))
  const errors: FieldErrors = {}
  const moved: { variant_id: number; stock: number | null }[] = []
  for (const variant of input) {
    const current = variant.id === undefined ? undefined : byId.get(variant.id)
    if (!current || current.stock === null || current.stock === variant.stock) continue
    if (variant.stockSeen === undefined) {
      errors[`variants.${variant.index}.stock_seen`] = [
        'Enviá el stock que viste (stock_seen) para cambiarlo.',
      ]
    } else if (variant.stockSeen !== current.stock) {
      moved.push({ variant_id: current.id, stock: current.stock })
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors)
  if (moved.length > 0) throw stockChanged(moved)
}

/** Categories must be this store's; SKUs must not be another product's. */
async function checkReferences(
  tx: Tx,
  storeId: number,
  input: ProductInput,
  productId: number | null,
) {
  const errors: FieldErrors = {}
  if (input.categoryIds && input.categoryIds.length > 0) {
    const found = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.storeId, storeId), inArray(categories.id, input.categoryIds)))
    if (found.length !== input.categoryIds.length) {
      errors.category_ids = ['Alguna de las categorías no existe.']
    }
  }
  const skus = input.variants.flatMap((v) => (v.sku === null ? [] : [v.sku]))
  if (skus.length > 0) {
    const clashes = await tx
      .select({ sku: variants.sku })
      .from(variants)
      .where(
        and(
          eq(variants.storeId, storeId),
          inArray(variants.sku, skus),
          productId === null ? undefined : ne(variants.productId, productId),
        ),
      )
    const taken = new Set(clashes.map((c) => c.sku))
    for (const variant of input.variants) {
      if (variant.sku !== null && taken.has(variant.sku)) {
        errors[`variants.${variant.index}.sku`] = ['Ese SKU ya lo usa otro producto.']
      }
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors)
}

/** Replaces the product's variants: ids sent are updated, new ones inserted, the rest deleted. */
/** The 409 `limit_reached` text past the store's products, one at a time or by import. */
export const PRODUCTS_LIMIT_TEXT = `Se alcanzó el máximo de ${CATALOGUE_LIMITS.products.toLocaleString('es-AR')} productos.`

/** A variant's written columns, at its place in the product. */
export const variantValues = (variant: VariantInput, position: number) => ({
  position,
  optionValues: variant.optionValues,
  sku: variant.sku,
  price: variant.price,
  compareAtPrice: variant.compareAtPrice,
  stock: variant.stock,
})

export async function writeVariants(
  tx: Tx,
  storeId: number,
  productId: number,
  input: VariantInput[],
  existing: VariantRow[],
) {
  const kept = new Set(input.flatMap((v) => (v.id === undefined ? [] : [v.id])))
  const gone = existing.filter((v) => !kept.has(v.id)).map((v) => v.id)
  if (gone.length > 0) {
    await tx
      .delete(variants)
      .where(and(eq(variants.productId, productId), inArray(variants.id, gone)))
  }
  // SKUs may swap between variants of this product: clear them before writing.
  if (kept.size > 0) {
    await tx
      .update(variants)
      .set({ sku: null })
      .where(and(eq(variants.productId, productId), inArray(variants.id, [...kept])))
  }
  for (const [position, variant] of input.entries()) {
    const values = variantValues(variant, position)
    if (variant.id !== undefined) {
      await tx
        .update(variants)
        .set(values)
        .where(and(eq(variants.productId, productId), eq(variants.id, variant.id)))
    } else {
      await tx.insert(variants).values({ storeId, productId, ...values })
    }
  }
}

export async function writeCategories(tx: Tx, productId: number, categoryIds: number[]) {
  if (categoryIds.length === 0) return
  await tx
    .insert(productCategories)
    .values(categoryIds.map((categoryId) => ({ productId, categoryId })))
}
