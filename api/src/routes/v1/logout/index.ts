import { type RefreshBody, RefreshBodySchema } from '@vitrina/contract'
import type { FastifyInstance } from 'fastify'

import { errorResponses } from '../../../http-error.ts'
import { noStore } from '../no-store.ts'

export default async function logout(app: FastifyInstance) {
  app.post<{ Body: RefreshBody }>(
    '/logout/',
    { onRequest: noStore, schema: { body: RefreshBodySchema, response: errorResponses } },
    async (request, reply) => {
      const claims = await app.tokens.verifyRefresh(request.body.refresh, request.store.id)
      await app.sessions.revoke(claims)
      return reply.code(204).send()
    },
  )
}
