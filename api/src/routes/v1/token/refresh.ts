import {
  type RefreshBody,
  RefreshBodySchema,
  type RefreshResponse,
  RefreshResponseSchema,
} from '@vitrina/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'

import { users } from '../../../db/schema.ts'
import { errorResponses, tokenNotValid } from '../../../http-error.ts'
import { REFRESH_RETRY_HEADER } from '../../../services/sessions.ts'
import { noStore } from '../no-store.ts'

export default async function refresh(app: FastifyInstance) {
  app.post<{ Body: RefreshBody }>(
    '/token/refresh/',
    {
      onRequest: noStore,
      schema: {
        body: RefreshBodySchema,
        response: { 200: RefreshResponseSchema, ...errorResponses },
      },
    },
    async (request): Promise<RefreshResponse> => {
      const claims = await app.tokens.verifyRefresh(request.body.refresh, request.store.id)
      const [user] = await app.db
        .select({ email: users.email, username: users.username })
        .from(users)
        .where(eq(users.id, claims.userId))
      if (!user) throw tokenNotValid()
      // A client that lost the answer to its last refresh (the page reloaded
      // mid-call) says so; only such a retry gets the reuse grace.
      const retry = request.headers[REFRESH_RETRY_HEADER] === '1'
      const tokens = await app.sessions.rotate(claims, { retry })
      return { ...tokens, email: user.email, username: user.username, user_id: claims.userId }
    },
  )
}
