import type {
  CartVariant,
  Category,
  Currency,
  ProductCard,
  ProductCardPage,
  PublicProduct,
  PublicVariant,
} from '@vitrina/contract'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'

import type { Db } from '../db/client.ts'
import type { MediaStore } from '../services/media-store.ts'
import { toItem } from '../services/store-images.ts'
import { num, rowsOf } from './rows.ts'
import {
  categories,
  productCategories,
  productImages,
  products,
  productSlugRedirects,
  variants,
} from './schema.ts'
import { relevance, searchFilter, searchTerms, type TermsKeeper, totalOf } from './search.ts'

/** `low_stock` shows a tracked stock at or under this. */
export const LOW_STOCK = 5

/** The cart's read shows a tracked stock up to this: a cart line holds no more. */
const CART_STOCK_SHOWN = 99

export type ProductOrder = 'relevancia' | 'nuevos' | 'precio_asc' | 'precio_desc'

export interface ListQuery {
  q?: string
  categoria?: string
  orden?: ProductOrder
  page: number
  pageSize: number
}

interface CardRow {
  id: number
  slug: string
  title: string
  price_min: string | number | null
  price_max: string | number | null
  compare_at_price: string | number | null
  available: boolean
  file: string | null
  alt: string | null
  width: number | null
  variant_widths: number[] | null
  total: string | number
}

const ORDER_BY: Record<Exclude<ProductOrder, 'relevancia'>, ReturnType<typeof sql>> = {
  nuevos: sql`p.created_at desc, p.id desc`,
  precio_asc: sql`p.price_min asc nulls last, p.id desc`,
  precio_desc: sql`p.price_max desc nulls last, p.id desc`,
}

/** A public product read: the product, a redirect to its current slug, or nothing. */
export interface ProductLookup {
  product?: PublicProduct
  movedTo?: string
}

/**
 * The shopper's side of the catalogue: only `active` products, as grids
 * (cards) and product pages. The answers are the same for everyone, so the
 * routes cache them per store (docs/catalogue.md#caching).
 */
export class Storefront {
  constructor(
    private readonly db: Db,
    private readonly media: MediaStore,
    /** Where a search's words are kept between searches (the public cache). */
    private readonly keeper?: TermsKeeper,
  ) {}

  async categories(storeId: number): Promise<Category[]> {
    return this.db
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        position: categories.position,
      })
      .from(categories)
      .where(eq(categories.storeId, storeId))
      .orderBy(asc(categories.position), asc(categories.id))
  }

  async list(storeId: number, currency: string, query: ListQuery): Promise<ProductCardPage> {
    const terms = await searchTerms(this.db, storeId, query.q, this.keeper)
    const conditions = [sql`p.store_id = ${storeId}`, sql`p.status = 'active'`]
    const match = searchFilter(terms)
    if (match) conditions.push(match)
    if (query.categoria !== undefined) {
      conditions.push(sql`exists (
        select 1 from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = p.id and c.store_id = ${storeId} and c.slug = ${query.categoria})`)
    }
    const orden = query.orden ?? (terms.length > 0 ? 'relevancia' : 'nuevos')
    const orderBy =
      orden === 'relevancia'
        ? terms.length > 0
          ? relevance(terms)
          : ORDER_BY.nuevos
        : ORDER_BY[orden]
    // A plain list's count is the store's count of active products (kept by a trigger).
    const total =
      terms.length === 0 && query.categoria === undefined
        ? sql`(select coalesce(max(c.active), 0) from store_product_counts c
            where c.store_id = ${storeId}) as total`
        : totalOf(conditions, terms.length > 0)
    // The page is chosen first and only its rows look up their first image: a lateral
    // join per match would grow with the store. The outer query orders the page's rows
    // again by the same terms (ids break ties).
    const rows = await rowsOf<CardRow>(
      this.db,
      sql`
        select p.id, p.slug, p.title, p.price_min, p.price_max, p.compare_at_price, p.available,
          i.file, i.alt, i.width, i.variant_widths, p.total
        from (
          select p.id, p.slug, p.title, p.price_min, p.price_max, p.compare_at_price,
            p.available, p.created_at, p.search_title, ${total}
          from products p
          where ${sql.join(conditions, sql` and `)}
          order by ${orderBy}
          limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
        ) p
        left join lateral (
          select file, alt, width, variant_widths from product_images
          where product_id = p.id order by position, id limit 1
        ) i on true
        order by ${orderBy}
      `,
    )
    let count = rows.length > 0 ? Number(rows[0]!.total) : 0
    if (rows.length === 0 && query.page > 1) {
      // Past the last page: the count still tells how many there are.
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
      results: rows.map((row) => this.card(row, currency)),
    }
  }

  private card(row: CardRow, currency: string): ProductCard {
    const image = row.file
      ? toItem(this.media, {
          id: 0,
          file: row.file,
          position: 0,
          alt: row.alt,
          width: row.width,
          variantWidths: row.variant_widths,
        })
      : null
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      price_min: num(row.price_min),
      price_max: num(row.price_max),
      compare_at_price: num(row.compare_at_price),
      currency: currency as Currency,
      image: image
        ? {
            image: image.image,
            ...(image.srcset ? { srcset: image.srcset } : {}),
            ...(image.alt ? { alt: image.alt } : {}),
          }
        : null,
      available: row.available,
    }
  }

  /** An active product by its slug, or where an old slug of it now points. */
  async product(storeId: number, currency: string, slug: string): Promise<ProductLookup> {
    // No slug holds a NUL (texts refuse it), and PostgreSQL cannot compare one: not found.
    if (slug.includes('\u0000')) return {}
    const [row] = await this.db
      .select()
      .from(products)
      .where(
        and(eq(products.storeId, storeId), eq(products.slug, slug), eq(products.status, 'active')),
      )
    if (!row) {
      const [moved] = await this.db
        .select({ slug: products.slug })
        .from(productSlugRedirects)
        .innerJoin(products, eq(products.id, productSlugRedirects.productId))
        .where(
          and(
            eq(productSlugRedirects.storeId, storeId),
            eq(productSlugRedirects.slug, slug),
            eq(products.status, 'active'),
          ),
        )
      return moved ? { movedTo: moved.slug } : {}
    }
    const [variantRows, imageRows, categoryRows] = await Promise.all([
      this.db
        .select()
        .from(variants)
        .where(eq(variants.productId, row.id))
        .orderBy(asc(variants.position), asc(variants.id)),
      this.db
        .select()
        .from(productImages)
        .where(eq(productImages.productId, row.id))
        .orderBy(asc(productImages.position), asc(productImages.id)),
      this.db
        .select({ slug: categories.slug, name: categories.name })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(eq(productCategories.productId, row.id))
        .orderBy(asc(categories.position), asc(categories.id)),
    ])
    return {
      product: {
        id: row.id,
        slug: row.slug,
        title: row.title,
        description: row.description,
        currency: currency as Currency,
        images: imageRows.map((image) => toItem(this.media, image)),
        options: row.options,
        variants: variantRows.map((v): PublicVariant => ({
          id: v.id,
          option_values: v.optionValues,
          sku: v.sku,
          price: v.price,
          compare_at_price: v.compareAtPrice,
          available: v.price !== null && (v.stock === null || v.stock > 0),
          low_stock: v.stock !== null && v.stock <= LOW_STOCK ? v.stock : null,
        })),
        categories: categoryRows,
        seo_title: row.seoTitle,
        seo_description: row.seoDescription,
      },
    }
  }

  /**
   * What the cart shows of these variants: those of active products of this
   * store, with the product's first image; any other id is left out (gone).
   */
  async cartVariants(storeId: number, currency: string, ids: number[]): Promise<CartVariant[]> {
    if (ids.length === 0) return []
    const rows = await this.db
      .select({
        id: variants.id,
        optionValues: variants.optionValues,
        price: variants.price,
        stock: variants.stock,
        productId: products.id,
        slug: products.slug,
        title: products.title,
        options: products.options,
      })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(
        and(
          eq(products.storeId, storeId),
          eq(products.status, 'active'),
          inArray(variants.id, ids),
        ),
      )
    const productIds = [...new Set(rows.map((row) => row.productId))]
    const imageRows =
      productIds.length === 0
        ? []
        : await this.db
            .select()
            .from(productImages)
            .where(inArray(productImages.productId, productIds))
            .orderBy(asc(productImages.position), asc(productImages.id))
    const firstImage = new Map<number, (typeof imageRows)[number]>()
    for (const image of imageRows) {
      if (!firstImage.has(image.productId)) firstImage.set(image.productId, image)
    }
    const order = new Map(ids.map((id, index) => [id, index]))
    return rows
      .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
      .map((row): CartVariant => {
        const found = firstImage.get(row.productId)
        const image = found ? toItem(this.media, found) : null
        return {
          variant_id: row.id,
          product_slug: row.slug,
          title: row.title,
          option_names: row.options.map((option) => option.name),
          option_values: row.optionValues,
          price: row.price,
          stock: row.stock === null ? null : Math.min(row.stock, CART_STOCK_SHOWN),
          currency: currency as Currency,
          image: image
            ? {
                image: image.image,
                ...(image.srcset ? { srcset: image.srcset } : {}),
                ...(image.alt ? { alt: image.alt } : {}),
              }
            : null,
        }
      })
  }

  /** Every active product's slug and last change, for the sitemap. */
  async sitemap(storeId: number): Promise<{ slug: string; updatedAt: Date }[]> {
    return this.db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(and(eq(products.storeId, storeId), eq(products.status, 'active')))
      .orderBy(asc(products.id))
  }
}
