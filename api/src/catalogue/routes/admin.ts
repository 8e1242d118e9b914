import { Type } from '@sinclair/typebox'
import {
  type AdminProduct,
  type AdminProductPage,
  AdminProductPageSchema,
  type AdminProductQuery,
  AdminProductQuerySchema,
  AdminProductSchema,
  CATALOGUE_LIMITS,
  type Category,
  type CategoryBody,
  CategoryBodySchema,
  CategoryListSchema,
  type CategoryOrder,
  CategoryOrderSchema,
  CategorySchema,
  ImageListSchema,
  type ProductBody,
  ProductBodySchema,
  type ProductImage,
  type ProductImageOrder,
  ProductImageOrderSchema,
  ProductImageSchema,
  type ProductPatch,
  ProductPatchSchema,
} from '@vitrina/contract'
import type { FastifyInstance } from 'fastify'

import { errorResponses, invalid, maxImages } from '../../http-error.ts'
import { acceptUploads } from '../../plugins/uploads.ts'
import { readUpload } from '../../routes/v1/admin/upload.ts'
import { processImage } from '../../services/images.ts'
import { CATEGORY_NOT_FOUND } from '../categories.ts'
import { IMAGE_NOT_FOUND } from '../images.ts'
import { parseId } from '../products.ts'
import { readPage } from './query.ts'

const IdParams = Type.Object({ id: Type.String() })
const ImageParams = Type.Object({ id: Type.String(), imageId: Type.String() })
type IdParams = { id: string }
type ImageParams = { id: string; imageId: string }

const IMAGE_FIELD = 'imagen'

/** The owner's catalogue calls under `admin/tienda/`. Every route here runs `requireOwner` first. */
export default async function adminCatalogue(app: FastifyInstance) {
  await acceptUploads(app)
  const { products, categories, images } = app.catalogue
  app.addHook('onRequest', app.requireOwner)

  app.get<{ Querystring: AdminProductQuery }>(
    '/admin/tienda/productos/',
    {
      schema: {
        querystring: AdminProductQuerySchema,
        response: { 200: AdminProductPageSchema, ...errorResponses },
      },
    },
    async (request): Promise<AdminProductPage> => {
      const { q, estado, categoria, sin_stock } = request.query
      return products.list(request.store.id, request.store.currency, {
        q,
        estado,
        categoria: categoria?.trim() || undefined,
        sinStock: sin_stock === '1',
        ...readPage(request.query.page, request.query.page_size),
      })
    },
  )

  app.post<{ Body: ProductBody }>(
    '/admin/tienda/productos/',
    {
      schema: { body: ProductBodySchema, response: { 201: AdminProductSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const product = await products.create(request.store.id, request.store.currency, request.body)
      return reply.code(201).send(product)
    },
  )

  app.get<{ Params: IdParams }>(
    '/admin/tienda/productos/:id/',
    { schema: { params: IdParams, response: { 200: AdminProductSchema, ...errorResponses } } },
    async (request): Promise<AdminProduct> =>
      products.get(request.store.id, request.store.currency, parseId(request.params.id)),
  )

  app.put<{ Params: IdParams; Body: ProductBody }>(
    '/admin/tienda/productos/:id/',
    {
      schema: {
        params: IdParams,
        body: ProductBodySchema,
        response: { 200: AdminProductSchema, ...errorResponses },
      },
    },
    async (request): Promise<AdminProduct> =>
      products.update(
        request.store.id,
        request.store.currency,
        parseId(request.params.id),
        request.body,
      ),
  )

  app.patch<{ Params: IdParams; Body: ProductPatch }>(
    '/admin/tienda/productos/:id/',
    {
      schema: {
        params: IdParams,
        body: ProductPatchSchema,
        response: { 200: AdminProductSchema, ...errorResponses },
      },
    },
    async (request): Promise<AdminProduct> =>
      products.patch(
        request.store.id,
        request.store.currency,
        parseId(request.params.id),
        request.body,
      ),
  )

  app.delete<{ Params: IdParams }>(
    '/admin/tienda/productos/:id/',
    { schema: { params: IdParams, response: errorResponses } },
    async (request, reply) => {
      await products.remove(request.store.id, parseId(request.params.id))
      return reply.code(204).send()
    },
  )

  // Images: multipart file `imagen`, optional `alt` and `position`.
  app.post<{ Params: IdParams }>(
    '/admin/tienda/productos/:id/imagenes/',
    { schema: { params: IdParams, response: { 201: ProductImageSchema, ...errorResponses } } },
    async (request, reply) => {
      const productId = parseId(request.params.id)
      const upload = await readUpload(request, IMAGE_FIELD)
      if (!upload.file) throw invalid({ [IMAGE_FIELD]: ['Se requiere un archivo de imagen.'] })
      await images.checkProduct(request.store.id, productId)
      // Cheap early answer; the real limit is enforced under a lock in `add`.
      if ((await images.count(productId)) >= CATALOGUE_LIMITS.images) {
        throw maxImages(CATALOGUE_LIMITS.images)
      }
      const image = await processImage(upload.file, 'producto', IMAGE_FIELD)
      const item: ProductImage = await images.add(
        request.store.id,
        productId,
        image,
        upload.alt ?? null,
        upload.position,
      )
      return reply.code(201).send(item)
    },
  )

  app.put<{ Params: IdParams; Body: ProductImageOrder }>(
    '/admin/tienda/productos/:id/imagenes/',
    {
      schema: {
        params: IdParams,
        body: ProductImageOrderSchema,
        response: { 200: ImageListSchema, ...errorResponses },
      },
    },
    async (request): Promise<ProductImage[]> =>
      images.reorder(request.store.id, parseId(request.params.id), request.body),
  )

  app.put<{ Params: ImageParams }>(
    '/admin/tienda/productos/:id/imagenes/:imageId/',
    { schema: { params: ImageParams, response: { 200: ProductImageSchema, ...errorResponses } } },
    async (request): Promise<ProductImage> => {
      const productId = parseId(request.params.id)
      const imageId = parseId(request.params.imageId, IMAGE_NOT_FOUND)
      const upload = await readUpload(request, IMAGE_FIELD)
      const image = upload.file
        ? await processImage(upload.file, 'producto', IMAGE_FIELD)
        : undefined
      return images.update(request.store.id, productId, imageId, {
        image,
        position: upload.position,
        alt: upload.alt,
      })
    },
  )

  app.delete<{ Params: ImageParams }>(
    '/admin/tienda/productos/:id/imagenes/:imageId/',
    { schema: { params: ImageParams, response: errorResponses } },
    async (request, reply) => {
      await images.remove(
        request.store.id,
        parseId(request.params.id),
        parseId(request.params.imageId, IMAGE_NOT_FOUND),
      )
      return reply.code(204).send()
    },
  )

  // Categories.
  app.get(
    '/admin/tienda/categorias/',
    { schema: { response: { 200: CategoryListSchema, ...errorResponses } } },
    async (request): Promise<Category[]> => categories.list(request.store.id),
  )

  app.post<{ Body: CategoryBody }>(
    '/admin/tienda/categorias/',
    { schema: { body: CategoryBodySchema, response: { 201: CategorySchema, ...errorResponses } } },
    async (request, reply) =>
      reply.code(201).send(await categories.create(request.store.id, request.body.name)),
  )

  app.put<{ Body: CategoryOrder }>(
    '/admin/tienda/categorias/',
    {
      schema: {
        body: CategoryOrderSchema,
        response: { 200: CategoryListSchema, ...errorResponses },
      },
    },
    async (request): Promise<Category[]> => categories.reorder(request.store.id, request.body),
  )

  app.put<{ Params: IdParams; Body: CategoryBody }>(
    '/admin/tienda/categorias/:id/',
    {
      schema: {
        params: IdParams,
        body: CategoryBodySchema,
        response: { 200: CategorySchema, ...errorResponses },
      },
    },
    async (request): Promise<Category> =>
      categories.rename(
        request.store.id,
        parseId(request.params.id, CATEGORY_NOT_FOUND),
        request.body.name,
      ),
  )

  app.delete<{ Params: IdParams }>(
    '/admin/tienda/categorias/:id/',
    { schema: { params: IdParams, response: errorResponses } },
    async (request, reply) => {
      await categories.remove(request.store.id, parseId(request.params.id, CATEGORY_NOT_FOUND))
      return reply.code(204).send()
    },
  )
}
