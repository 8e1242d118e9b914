import { Type } from '@sinclair/typebox'
import {
  CART_IDS_MAX,
  type CartQuery,
  CartQuerySchema,
  type CartVariant,
  CartVariantListSchema,
  type Category,
  CategoryListSchema,
  type ProductCardPage,
  ProductCardPageSchema,
  type ProductQuery,
  ProductQuerySchema,
  PublicProductSchema,
} from '@vitrina/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'

import { errorResponses, invalid, notFound } from '../../http-error.ts'
import { noStore } from '../../routes/v1/no-store.ts'
import { productTag } from '../plugin.ts'
import { readPage } from './query.ts'

const SlugParams = Type.Object({ slug: Type.String({ maxLength: 200 }) })

/**
 * The list's cache name: its path and the query it reads, in a fixed order.
 * It runs before the query is checked: a key given twice (`?q=a&q=b`, an
 * array) names nothing, and the schema then answers 400.
 */
function listCacheName(request: FastifyRequest): string | null {
  const query = request.query as Record<string, unknown>
  const params = new URLSearchParams()
  for (const key of ['q', 'categoria', 'orden', 'page', 'page_size'] as const) {
    const value = query[key]
    if (value === undefined) continue
    if (typeof value !== 'string') return null
    if (value.trim()) params.set(key, value.trim())
  }
  return `store/productos/?${params}`
}

/** The shopper's reads of the catalogue: no login, cached per store (docs/catalogue.md). */
export default async function publicCatalogue(app: FastifyInstance) {
  const { storefront } = app.catalogue

  app.get(
    '/store/categorias/',
    {
      config: { publicCache: 'store/categorias/' },
      schema: { response: { 200: CategoryListSchema, ...errorResponses } },
    },
    async (request): Promise<Category[]> => storefront.categories(request.store.id),
  )

  app.get<{ Querystring: ProductQuery }>(
    '/store/productos/',
    {
      config: { publicCache: listCacheName },
      schema: {
        querystring: ProductQuerySchema,
        response: { 200: ProductCardPageSchema, ...errorResponses },
      },
    },
    async (request): Promise<ProductCardPage> => {
      const { q, categoria, orden } = request.query
      const page = await storefront.list(request.store.id, request.store.currency, {
        q,
        categoria: categoria?.trim() || undefined,
        orden,
        ...readPage(request.query.page, request.query.page_size),
      })
      request.publicCacheTags = page.results.map((card) => productTag(card.id))
      return page
    },
  )

  app.get<{ Params: { slug: string } }>(
    '/store/productos/:slug/',
    {
      config: {
        publicCache: (request) => `store/productos/${(request.params as { slug: string }).slug}/`,
      },
      schema: {
        params: SlugParams,
        response: { 200: PublicProductSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const found = await storefront.product(
        request.store.id,
        request.store.currency,
        request.params.slug,
      )
      if (found.movedTo !== undefined) {
        // Never kept, as the page's 301 (docs/catalogue.md): the owner may take the
        // old slug back, and a browser keeping the move would then loop.
        return reply
          .code(301)
          .header('cache-control', 'no-cache')
          .header('vary', 'X-Subdomain')
          .header('location', `/api/v1/store/productos/${found.movedTo}/`)
          .send({ detail: 'El producto cambió de dirección.', code: 'moved_permanently' })
      }
      if (!found.product) throw notFound('Producto no encontrado')
      request.publicCacheTags = [productTag(found.product.id)]
      return found.product
    },
  )

  // Not cached: the cart shows the stock and prices of now, before checkout.
  app.get<{ Querystring: CartQuery }>(
    '/store/carrito/',
    {
      onRequest: noStore,
      schema: {
        querystring: CartQuerySchema,
        response: { 200: CartVariantListSchema, ...errorResponses },
      },
    },
    async (request): Promise<CartVariant[]> => {
      const listed = request.query.ids.split(',')
      if (listed.length > CART_IDS_MAX) {
        throw invalid({
          ids: [`Valor no válido: la lista debe tener como máximo ${CART_IDS_MAX} ids.`],
        })
      }
      const ids = [...new Set(listed.map(Number))].filter((id) => id >= 1 && id <= 2_147_483_647)
      return storefront.cartVariants(request.store.id, request.store.currency, ids)
    },
  )
}
