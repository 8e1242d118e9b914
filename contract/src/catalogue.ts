import { type Static, type TSchema, Type } from '@sinclair/typebox'

import { Id } from './id'
import { ImageItemSchema } from './images'
import { CurrencySchema, MAX_AMOUNT } from './settings'
import { Text } from './text'

/** Limits of the catalogue (commerce spec §3). */
export const CATALOGUE_LIMITS = {
  products: 10_000,
  categories: 100,
  categoriesPerProduct: 5,
  images: 10,
  options: 3,
  optionValues: 20,
  variants: 100,
  titleLength: 120,
  categoryNameLength: 60,
  optionTextLength: 30,
  slugLength: 80,
  descriptionLength: 5_000,
  skuLength: 64,
  stock: 1_000_000,
} as const

/** `^[a-z0-9]+(-[a-z0-9]+)*$`: lowercase ASCII words joined by `-`. */
export const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$'

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const Amount = Type.Integer({ minimum: 0, maximum: MAX_AMOUNT })

export const CategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  position: Type.Integer(),
})
export type Category = Static<typeof CategorySchema>
export const CategoryListSchema = Type.Array(CategorySchema)

/**
 * Texts the API trims are bounded here loosely (`TRIMMED_TEXT`); their limits
 * (`CATALOGUE_LIMITS`) are checked after trimming, with the field's own message.
 */
const TRIMMED_TEXT = 200

/** `POST categorias/`, `PUT categorias/{id}/`. */
export const CategoryBodySchema = Type.Object({
  name: Text({ minLength: 1, maxLength: TRIMMED_TEXT }),
})
export type CategoryBody = Static<typeof CategoryBodySchema>

/** `PUT categorias/`: new positions of exactly the store's categories. */
export const CategoryOrderSchema = Type.Array(
  Type.Object({
    id: Id,
    position: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  }),
  { maxItems: CATALOGUE_LIMITS.categories },
)
export type CategoryOrder = Static<typeof CategoryOrderSchema>

/** An option axis: `{name: 'Talle', values: ['S', 'M', 'L']}`. */
export const ProductOptionSchema = Type.Object({
  name: Type.String(),
  values: Type.Array(Type.String()),
})
export type ProductOption = Static<typeof ProductOptionSchema>

const OptionBodySchema = Type.Object({
  name: Text({ maxLength: TRIMMED_TEXT }),
  values: Type.Array(Text({ maxLength: TRIMMED_TEXT }), {
    minItems: 1,
    maxItems: CATALOGUE_LIMITS.optionValues,
  }),
})

/** A variant as the owner sees it. */
export const AdminVariantSchema = Type.Object({
  id: Type.Integer(),
  option_values: Type.Array(Type.String()),
  sku: Nullable(Type.String()),
  price: Nullable(Type.Integer()),
  compare_at_price: Nullable(Type.Integer()),
  /** null: not tracked, always available. */
  stock: Nullable(Type.Integer()),
})
export type AdminVariant = Static<typeof AdminVariantSchema>

/** A variant as a shopper sees it. */
export const PublicVariantSchema = Type.Object({
  id: Type.Integer(),
  option_values: Type.Array(Type.String()),
  sku: Nullable(Type.String()),
  price: Nullable(Type.Integer()),
  compare_at_price: Nullable(Type.Integer()),
  available: Type.Boolean(),
  /** The stock when tracked and ≤ 5, else null. */
  low_stock: Nullable(Type.Integer()),
})
export type PublicVariant = Static<typeof PublicVariantSchema>

/** One variant in a product body: with `id` it updates that variant, without it creates one. */
export const VariantBodySchema = Type.Object({
  id: Type.Optional(Id),
  option_values: Type.Optional(
    Type.Array(Text({ maxLength: TRIMMED_TEXT }), { maxItems: CATALOGUE_LIMITS.options }),
  ),
  sku: Type.Optional(Nullable(Text({ maxLength: TRIMMED_TEXT }))),
  price: Nullable(Amount),
  compare_at_price: Type.Optional(Nullable(Amount)),
  stock: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: CATALOGUE_LIMITS.stock }))),
  /** The stock the editor showed; needed when this body changes a tracked stock. */
  stock_seen: Type.Optional(
    Nullable(Type.Integer({ minimum: 0, maximum: CATALOGUE_LIMITS.stock })),
  ),
})
export type VariantBody = Static<typeof VariantBodySchema>

export const PRODUCT_STATUSES = ['draft', 'active'] as const
export const ProductStatusSchema = Type.Union([Type.Literal('draft'), Type.Literal('active')])
export type ProductStatus = Static<typeof ProductStatusSchema>

/**
 * `POST productos/` and `PUT productos/{id}/`. On a PUT a field left out
 * keeps its value; `variants` replaces the list (ids not sent are deleted).
 */
export const ProductBodySchema = Type.Object({
  title: Text({ maxLength: TRIMMED_TEXT }),
  slug: Type.Optional(Text({ maxLength: TRIMMED_TEXT })),
  description: Type.Optional(Text({ maxLength: CATALOGUE_LIMITS.descriptionLength })),
  status: Type.Optional(ProductStatusSchema),
  category_ids: Type.Optional(Type.Array(Id, { maxItems: CATALOGUE_LIMITS.categoriesPerProduct })),
  options: Type.Optional(Type.Array(OptionBodySchema, { maxItems: CATALOGUE_LIMITS.options })),
  variants: Type.Array(VariantBodySchema, { minItems: 1, maxItems: CATALOGUE_LIMITS.variants }),
  seo_title: Type.Optional(Nullable(Text({ maxLength: 70 }))),
  seo_description: Type.Optional(Nullable(Text({ maxLength: 160 }))),
  /**
   * The currency the prices are written in (the editor sends the one it
   * showed): when the store's is another by now, 409 `currency_changed`.
   */
  currency: Type.Optional(CurrencySchema),
})
export type ProductBody = Static<typeof ProductBodySchema>

/** `PATCH productos/{id}/`: the status, or quick stock edits. */
export const ProductPatchSchema = Type.Object({
  status: Type.Optional(ProductStatusSchema),
  variants: Type.Optional(
    Type.Array(
      Type.Object({
        id: Id,
        stock: Nullable(Type.Integer({ minimum: 0, maximum: CATALOGUE_LIMITS.stock })),
        stock_seen: Type.Optional(
          Nullable(Type.Integer({ minimum: 0, maximum: CATALOGUE_LIMITS.stock })),
        ),
      }),
      { minItems: 1, maxItems: CATALOGUE_LIMITS.variants },
    ),
  ),
})
export type ProductPatch = Static<typeof ProductPatchSchema>

/** A product image: the shape of the logo and cover lists. */
export const ProductImageSchema = ImageItemSchema
export type ProductImage = Static<typeof ProductImageSchema>

/** `PUT productos/{id}/imagenes/` body. */
export const ProductImageOrderSchema = Type.Array(
  Type.Object({
    id: Id,
    position: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  }),
  { maxItems: CATALOGUE_LIMITS.images },
)
export type ProductImageOrder = Static<typeof ProductImageOrderSchema>

/** The product as the owner edits it. */
export const AdminProductSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  status: ProductStatusSchema,
  category_ids: Type.Array(Type.Integer()),
  images: Type.Array(ProductImageSchema),
  options: Type.Array(ProductOptionSchema),
  variants: Type.Array(AdminVariantSchema),
  seo_title: Nullable(Type.String()),
  seo_description: Nullable(Type.String()),
  currency: CurrencySchema,
  created_at: Type.String(),
  updated_at: Type.String(),
})
export type AdminProduct = Static<typeof AdminProductSchema>

/** A product in a grid. Prices over the variants that have one; null when none has. */
export const ProductCardSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  price_min: Nullable(Type.Integer()),
  price_max: Nullable(Type.Integer()),
  /** The compare-at price of the variant giving `price_min`. */
  compare_at_price: Nullable(Type.Integer()),
  currency: CurrencySchema,
  image: Nullable(
    Type.Object({
      image: Type.String(),
      srcset: Type.Optional(Type.String()),
      alt: Type.Optional(Type.String()),
    }),
  ),
  available: Type.Boolean(),
})
export type ProductCard = Static<typeof ProductCardSchema>

/** `GET store/productos/{slug}/`. */
export const PublicProductSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  currency: CurrencySchema,
  images: Type.Array(ProductImageSchema),
  options: Type.Array(ProductOptionSchema),
  variants: Type.Array(PublicVariantSchema),
  categories: Type.Array(Type.Object({ slug: Type.String(), name: Type.String() })),
  seo_title: Nullable(Type.String()),
  seo_description: Nullable(Type.String()),
})
export type PublicProduct = Static<typeof PublicProductSchema>

/**
 * `GET store/carrito/?ids=1,2,3`: what the cart shows of each variant that can
 * still be found (an active product of this store); a variant left out is gone.
 */
export const CartVariantSchema = Type.Object({
  variant_id: Type.Integer(),
  product_slug: Type.String(),
  title: Type.String(),
  option_names: Type.Array(Type.String()),
  option_values: Type.Array(Type.String()),
  /** null: 'Consultar precio', not orderable. */
  price: Nullable(Type.Integer()),
  /** The tracked stock, at most 99 (a line holds no more); null when not tracked. */
  stock: Nullable(Type.Integer()),
  currency: CurrencySchema,
  image: Nullable(
    Type.Object({
      image: Type.String(),
      srcset: Type.Optional(Type.String()),
      alt: Type.Optional(Type.String()),
    }),
  ),
})
export type CartVariant = Static<typeof CartVariantSchema>
export const CartVariantListSchema = Type.Array(CartVariantSchema)

/** How many variant ids `GET store/carrito/` reads at once (the route says so past it). */
export const CART_IDS_MAX = 50
/** `GET store/carrito/` query: variant ids joined by `,`, up to `CART_IDS_MAX` of them. */
export const CartQuerySchema = Type.Object({
  ids: Type.String({
    pattern: '^[0-9]{1,10}(,[0-9]{1,10})*$',
    maxLength: 4096,
    description: `Variant ids joined by commas, at most ${CART_IDS_MAX}.`,
  }),
})
export type CartQuery = Static<typeof CartQuerySchema>

/** A page of a list: `{count, page, page_size, results}`. */
export const PageSchema = <T extends TSchema>(item: T) =>
  Type.Object({
    count: Type.Integer(),
    page: Type.Integer(),
    page_size: Type.Integer(),
    results: Type.Array(item),
  })
export interface Page<T> {
  count: number
  page: number
  page_size: number
  results: T[]
}

export const ProductCardPageSchema = PageSchema(ProductCardSchema)
export type ProductCardPage = Page<ProductCard>
export const AdminProductPageSchema = PageSchema(AdminProductSchema)
export type AdminProductPage = Page<AdminProduct>

export const PRODUCT_ORDERS = ['relevancia', 'nuevos', 'precio_asc', 'precio_desc'] as const

/** `GET store/productos/` query. Numbers arrive as text: the route parses them. */
export const ProductQuerySchema = Type.Object({
  q: Type.Optional(Text({ maxLength: 200 })),
  categoria: Type.Optional(Text({ maxLength: 200 })),
  orden: Type.Optional(Type.Union(PRODUCT_ORDERS.map((o) => Type.Literal(o)))),
  page: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$' })),
  page_size: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$' })),
})
export type ProductQuery = Static<typeof ProductQuerySchema>

/** `GET admin/tienda/productos/` query. */
export const AdminProductQuerySchema = Type.Object({
  q: Type.Optional(Text({ maxLength: 200 })),
  estado: Type.Optional(ProductStatusSchema),
  categoria: Type.Optional(Text({ maxLength: 200 })),
  /** `1`: only products with nothing left to sell. */
  sin_stock: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])),
  page: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$' })),
  page_size: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$' })),
})
export type AdminProductQuery = Static<typeof AdminProductQuerySchema>

/** `POST productos/importar/` answer: the same counts with `?dry_run=1`, nothing written. */
/** A variant whose stock an import changes: its row, SKU (or option values), stock now and in the file. */
export const StockChangeSchema = Type.Object({
  fila: Type.Integer(),
  variant: Type.String(),
  stock: Type.Union([Type.Integer(), Type.Null()]),
  stock_file: Type.Union([Type.Integer(), Type.Null()]),
})
export type StockChange = Static<typeof StockChangeSchema>

export const ImportResultSchema = Type.Object({
  created: Type.Integer(),
  updated: Type.Integer(),
  /**
   * With `?detalle_stock=1` (an addition): how many known variants the file
   * gives another stock than they have now, and the first 20 of them.
   */
  stock_changed: Type.Optional(Type.Integer()),
  stock_changes: Type.Optional(Type.Array(StockChangeSchema)),
})
export type ImportResult = Static<typeof ImportResultSchema>

/** The dashboard's counts: `GET admin/tienda/resumen/`. */
export const AdminSummarySchema = Type.Object({
  products_active: Type.Integer(),
  products_total: Type.Integer(),
  orders_pending: Type.Integer(),
})
export type AdminSummary = Static<typeof AdminSummarySchema>
