import { type Static, Type } from '@sinclair/typebox'
import {
  ImageItemSchema,
  type ImageList,
  ImageListSchema,
  type ImageOrder,
  ImageOrderSchema,
  type StoreImage,
} from '@vitrina/contract'
import type { FastifyInstance } from 'fastify'

import { errorResponses, invalid, maxImages, notFound } from '../../../http-error.ts'
import { acceptUploads } from '../../../plugins/uploads.ts'
import { MAX_IMAGES, processImage } from '../../../services/images.ts'
import { imageRoutes } from '../kinds.ts'
import { readUpload } from './upload.ts'

const IdParams = Type.Object({ id: Type.String() })
type IdParams = Static<typeof IdParams>

/** Route ids are checked by hand so that any malformed id is simply "not found". */
function parseId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
    throw notFound('La imagen no existe.')
  return id
}

/** The owner's writes on logos and covers. Every route here runs `requireOwner` first. */
export default async function adminImages(app: FastifyInstance) {
  await acceptUploads(app)
  app.addHook('onRequest', app.requireOwner)

  for (const { segment, kind, field } of imageRoutes) {
    const base = `/admin/tienda/${segment}`

    app.post(
      `${base}/`,
      { schema: { response: { 201: ImageItemSchema, ...errorResponses } } },
      async (request, reply) => {
        const upload = await readUpload(request, field)
        if (!upload.file) throw invalid({ [field]: ['Se requiere un archivo de imagen.'] })
        // Cheap early answer; the real limit is enforced under a lock in `add`.
        if ((await app.images.count(request.store.id, kind)) >= MAX_IMAGES) {
          throw maxImages(MAX_IMAGES)
        }
        const image = await processImage(upload.file, kind, field)
        const item: StoreImage = await app.images.add(
          request.store.id,
          kind,
          image,
          upload.position,
          upload.alt ?? null,
        )
        return reply.code(201).send(item)
      },
    )

    app.put<{ Params: IdParams }>(
      `${base}/:id/`,
      { schema: { params: IdParams, response: { 200: ImageItemSchema, ...errorResponses } } },
      async (request): Promise<StoreImage> => {
        const id = parseId(request.params.id)
        const upload = await readUpload(request, field)
        const image = upload.file ? await processImage(upload.file, kind, field) : undefined
        return app.images.update(request.store.id, kind, id, {
          image,
          position: upload.position,
          alt: upload.alt,
        })
      },
    )

    app.delete<{ Params: IdParams }>(
      `${base}/delete/:id/`,
      { schema: { params: IdParams, response: errorResponses } },
      async (request, reply) => {
        await app.images.remove(request.store.id, kind, parseId(request.params.id))
        return reply.code(204).send()
      },
    )

    app.put<{ Body: ImageOrder }>(
      `${base}/`,
      { schema: { body: ImageOrderSchema, response: { 200: ImageListSchema, ...errorResponses } } },
      async (request): Promise<ImageList> =>
        app.images.reorder(request.store.id, kind, request.body),
    )
  }
}
