import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

import { sessions } from '../db/schema.ts'
import { notAuthenticated, permissionDenied, tokenNotValid } from '../http-error.ts'
import { createTokenService, type TokenService } from '../services/tokens.ts'

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService
    /** onRequest hook: a valid access token of this store, of a session still open, is required. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** onRequest hook: the caller must be this store's owner. */
    requireOwner: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
  interface FastifyRequest {
    userId: number
  }
}

export interface AuthPluginOptions {
  secret: Uint8Array
}

function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization
  if (!header) throw notAuthenticated()
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  if (!match?.[1]) throw tokenNotValid('La cabecera Authorization no es válida.')
  return match[1]
}

/** JWT issuing/verification and the user/owner hooks. Needs the tenant hook to run first. */
export default fp<AuthPluginOptions>(
  async (app, { secret }) => {
    const tokens = createTokenService(secret)
    app.decorate('tokens', tokens)
    app.decorateRequest('userId', 0)

    // One primary-key read per authenticated request: a session ended by logout,
    // refresh-token reuse or its absolute lifetime stops its access tokens at once.
    const openSession = app.db
      .select({ one: sql<number>`1` })
      .from(sessions)
      .where(
        and(
          eq(sessions.id, sql.placeholder('session')),
          eq(sessions.userId, sql.placeholder('userId')),
          eq(sessions.storeId, sql.placeholder('storeId')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
        ),
      )
      .limit(1)
      .prepare('auth_open_session')

    const requireUser = async (request: FastifyRequest) => {
      const claims = await tokens.verifyAccess(bearer(request), request.store.id)
      const [open] = await openSession.execute({
        session: claims.session,
        userId: claims.userId,
        storeId: claims.storeId,
      })
      if (!open) throw tokenNotValid('La sesión ha terminado. Inicia sesión de nuevo.')
      request.userId = claims.userId
    }
    app.decorate('requireUser', requireUser)
    app.decorate('requireOwner', async (request: FastifyRequest) => {
      await requireUser(request)
      if (request.userId !== request.store.ownerUserId) throw permissionDenied()
    })
  },
  { name: 'auth', dependencies: ['tenant', 'db'] },
)
