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
      // The code is used up only with the session it opens: a failure between them
      // leaves it valid, for the new owner's retry.
      const { user, tokens } = await app.db.transaction(async (tx) => {
        const userId = await redeemHandoff(tx, request.body.code, request.store.id)
        const [found] =
          userId === undefined ? [] : await tx.select().from(users).where(eq(users.id, userId))
        if (!found) {
          throw new HttpError(
            401,
            'invalid_credentials',
            'El enlace de ingreso no es válido o ya se usó. Iniciá sesión con tu correo y contraseña.',
          )
        }
        return { user: found, tokens: await app.sessions.start(found.id, request.store.id, tx) }
      })
      return {
        email: user.email,
        username: user.username,
        user_id: user.id,
        tokens: { ...tokens, visitor_id: user.visitorId },
      }
    },
  )
}
