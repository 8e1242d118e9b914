import {
  type HandoffBody,
  HandoffBodySchema,
  type LoginResponse,
  LoginResponseSchema,
} from '@vitrina/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'

import { users } from '../db/schema.ts'
import { errorResponses, HttpError } from '../http-error.ts'
import { noStore } from '../routes/v1/no-store.ts'
import { redeemHandoff } from './signup.ts'

/**
 * `POST login/handoff/` on the new store (`X-Subdomain`): trades the one-time
 * code of `POST tiendas/` for the login answer. A used, expired or foreign
 * code is 401 and starts nothing.
 */
export default async function handoffRoute(app: FastifyInstance) {
  app.post<{ Body: HandoffBody }>(
    '/login/handoff/',
    {
      onRequest: noStore,
      schema: {
        body: HandoffBodySchema,
        response: { 200: LoginResponseSchema, ...errorResponses },
      },
    },
    async (request): Promise<LoginResponse> => {
      const userId = await redeemHandoff(app.db, request.body.code, request.store.id)
      const [user] =
        userId === undefined ? [] : await app.db.select().from(users).where(eq(users.id, userId))
      if (!user) {
        throw new HttpError(
          401,
          'invalid_credentials',
          'El enlace de ingreso no es válido o ya se usó. Iniciá sesión con tu correo y contraseña.',
        )
      }
      const tokens = await app.sessions.start(user.id, request.store.id)
      return {
        email: user.email,
        username: user.username,
        user_id: user.id,
        tokens: { ...tokens, visitor_id: user.visitorId },
      }
    },
  )
}
