import { type ImageList, ImageListSchema } from '@vitrina/contract'
import type { FastifyInstance } from 'fastify'

import { errorResponses } from '../../../http-error.ts'
import { imageRoutes } from '../kinds.ts'

/** Public reads of the store's covers and logos, ordered by position. */
export default async function storeImages(app: FastifyInstance) {
  for (const { segment, kind } of imageRoutes) {
    app.get(
      `/store/${segment}/`,
      {
        config: { publicCache: `store/${segment}/` },
        schema: { response: { 200: ImageListSchema, ...errorResponses } },
      },
      async (request): Promise<ImageList> => app.images.list(request.store.id, kind),
    )
  }
}
