import type { Static } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'

import { errorResponses } from '../../../http-error.ts'
import { noStore, RefreshBodySchema } from '../schemas.ts'

export default async function logout(app: FastifyInstance) {
  app.post<{ Body: Static<typeof RefreshBodySchema> }>(
    '/logout/',
    { onRequest: noStore, schema: { body: RefreshBodySchema, response: errorResponses } },
    async (request, reply) => {
      const claims = await app.tokens.verifyRefresh(request.body.refresh, request.store.id)
      await app.sessions.revoke(claims)
      return reply.code(204).send()
    },
  )
}
