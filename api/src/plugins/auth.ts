import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'

import { notAuthenticated, permissionDenied, tokenNotValid } from '../http-error.ts'

export const ACCESS_TTL_SECONDS = 30 * 60
export const REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60

export interface AccessClaims {
  userId: number
  storeId: number
}

export interface RefreshClaims extends AccessClaims {
  jti: string
  family: string
}

export interface TokenService {
  signAccess(claims: AccessClaims): Promise<string>
  signRefresh(claims: RefreshClaims): Promise<string>
  /** Verifies signature, expiry, type and that the token was issued by `storeId`. */
  verifyAccess(token: string, storeId: number): Promise<AccessClaims>
  verifyRefresh(token: string, storeId: number): Promise<RefreshClaims>
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService
    /** onRequest hook: a valid access token of this store is required. */
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

type TokenType = 'access' | 'refresh'

export function createTokenService(secret: Uint8Array): TokenService {
  const sign = (
    type: TokenType,
    claims: AccessClaims,
    ttl: number,
    jti?: string,
    family?: string,
  ) => {
    const jwt = new SignJWT({
      typ: type,
      store: claims.storeId,
      ...(family ? { fam: family } : {}),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
    if (jti) jwt.setJti(jti)
    return jwt.sign(secret)
  }

  const verify = async (token: string, type: TokenType, storeId: number) => {
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
      const userId = Number(payload.sub)
      if (payload.typ !== type || !Number.isSafeInteger(userId) || userId <= 0) {
        throw tokenNotValid('El token no es del tipo esperado.')
      }
      if (payload.store !== storeId) throw tokenNotValid('El token pertenece a otra tienda.')
      return { payload, userId }
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw tokenNotValid('El token ha expirado.')
      if (error instanceof joseErrors.JOSEError) throw tokenNotValid()
      throw error
    }
  }

  return {
    signAccess: (claims) => sign('access', claims, ACCESS_TTL_SECONDS),
    signRefresh: (claims) =>
      sign('refresh', claims, REFRESH_TTL_SECONDS, claims.jti, claims.family),
    verifyAccess: async (token, storeId) => {
      const { userId } = await verify(token, 'access', storeId)
      return { userId, storeId }
    },
    verifyRefresh: async (token, storeId) => {
      const { payload, userId } = await verify(token, 'refresh', storeId)
      if (typeof payload.jti !== 'string' || typeof payload.fam !== 'string') {
        throw tokenNotValid()
      }
      return { userId, storeId, jti: payload.jti, family: payload.fam }
    },
  }
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

    const requireUser = async (request: FastifyRequest) => {
      const { userId } = await tokens.verifyAccess(bearer(request), request.store.id)
      request.userId = userId
    }
    app.decorate('requireUser', requireUser)
    app.decorate('requireOwner', async (request: FastifyRequest) => {
      await requireUser(request)
      if (request.userId !== request.store.ownerUserId) throw permissionDenied()
    })
  },
  { name: 'auth', dependencies: ['tenant'] },
)
