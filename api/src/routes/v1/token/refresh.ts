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
      const tokens = await app.sessions.rotate(claims)
      return { ...tokens, email: user.email, username: user.username, user_id: claims.userId }
    },
  )
}
