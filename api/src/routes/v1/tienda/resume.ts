import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'

import { errorResponses } from '../../../http-error.ts'
import { ImageListSchema } from '../schemas.ts'

const Reply = Type.Object({
  id: Type.Integer(),
  subdomain: Type.String(),
  name: Type.String(),
  nombre: Type.String(),
  owner_user_id: Type.Integer(),
  logo: Type.Union([Type.String(), Type.Null()]),
  logo_url: Type.Union([Type.String(), Type.Null()]),
  logos: ImageListSchema,
})

export default async function resume(app: FastifyInstance) {
  app.get(
    '/tienda/resume/subdomain/',
    {
      config: { publicCache: 'tienda/resume/subdomain/' },
      schema: { response: { 200: Reply, ...errorResponses } },
    },
    async (request) => {
      const { store } = request
      const logos = await app.images.list(store.id, 'logo')
      const logo = logos[0]?.image ?? null
      return {
        id: store.id,
        subdomain: store.subdomain,
        name: store.name,
        nombre: store.name,
        owner_user_id: store.ownerUserId,
        logo,
        logo_url: logo,
        logos,
      }
    },
  )
}
