import { errors as joseErrors, type JWTPayload, jwtVerify, SignJWT } from 'jose'

import { tokenNotValid } from '../http-error.ts'
export const ACCESS_TTL_SECONDS = 30 * 60
export const REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60
/** A login lasts at most this long, however often its refresh token rotates. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60
export const TOKEN_ISSUER = 'vitrina'
export const TOKEN_AUDIENCE = 'vitrina-api'
/** HS256 wants a key at least as long as its output. */
export const MIN_SECRET_BYTES = 32

export interface AccessClaims {
  userId: number
  storeId: number
  /** The session (login) the token belongs to: `sessions.id`, the refresh family. */
  session: string
  /** Latest expiry allowed (the session's end): the token never outlives it. */
  notAfter?: Date
}

export interface RefreshClaims extends AccessClaims {
  jti: string
}

export interface TokenService {
  signAccess(claims: AccessClaims): Promise<string>
  signRefresh(claims: RefreshClaims): Promise<string>
  /**
   * Verifies signature, issuer, audience, `iat`/`exp` (both required, the
   * lifetime no longer than the token type's), type and that the token was
   * issued by `storeId`.
   */
  verifyAccess(token: string, storeId: number): Promise<AccessClaims>
  verifyRefresh(token: string, storeId: number): Promise<RefreshClaims>
}

type TokenType = 'access' | 'refresh'

const TTL: Record<TokenType, number> = { access: ACCESS_TTL_SECONDS, refresh: REFRESH_TTL_SECONDS }

/** `sub` is a user id written by us: decimal digits only, no sign, spaces, exponent or hex. */
const USER_ID = /^[1-9][0-9]{0,15}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export class WeakSecretError extends Error {
  constructor(bytes: number) {
    super(
      `JWT_SECRET is ${bytes} bytes long; it must be at least ${MIN_SECRET_BYTES} bytes ` +
        '(for example: openssl rand -base64 48), or leave it unset to keep a generated key in the data dir.',
    )
    this.name = 'WeakSecretError'
  }
}

export function checkSecret(secret: Uint8Array): void {
  if (secret.byteLength < MIN_SECRET_BYTES) throw new WeakSecretError(secret.byteLength)
}

export function createTokenService(secret: Uint8Array): TokenService {
  checkSecret(secret)
  const sign = (type: TokenType, claims: AccessClaims, jti?: string) => {
    const now = Math.floor(Date.now() / 1000)
    let exp = now + TTL[type]
    if (claims.notAfter) exp = Math.min(exp, Math.floor(claims.notAfter.getTime() / 1000))
    const jwt = new SignJWT({ typ: type, store: claims.storeId, sid: claims.session })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(String(claims.userId))
      .setIssuedAt(now)
      .setExpirationTime(exp)
    if (jti) jwt.setJti(jti)
    return jwt.sign(secret)
  }

  const verify = async (token: string, type: TokenType, storeId: number) => {
    let payload: JWTPayload
    try {
      ;({ payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sub'],
        // Also refuses an `iat` in the future.
        maxTokenAge: TTL[type],
      }))
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw tokenNotValid('El token ha expirado.')
      if (error instanceof joseErrors.JOSEError) throw tokenNotValid()
      throw error
    }
    // A token that claims to live longer than its type allows was not made here.
    if (payload.exp! - payload.iat! > TTL[type]) throw tokenNotValid()
    if (
      payload.typ !== type ||
      typeof payload.sub !== 'string' ||
      !USER_ID.test(payload.sub) ||
      typeof payload.sid !== 'string' ||
      !UUID.test(payload.sid)
    ) {
      throw tokenNotValid('El token no es del tipo esperado.')
    }
    const userId = Number(payload.sub)
    if (!Number.isSafeInteger(userId)) throw tokenNotValid('El token no es del tipo esperado.')
    if (payload.store !== storeId) throw tokenNotValid('El token pertenece a otra tienda.')
    return { payload, claims: { userId, storeId, session: payload.sid } }
  }

  return {
    signAccess: (claims) => sign('access', claims),
    signRefresh: (claims) => sign('refresh', claims, claims.jti),
    verifyAccess: async (token, storeId) => (await verify(token, 'access', storeId)).claims,
    verifyRefresh: async (token, storeId) => {
      const { payload, claims } = await verify(token, 'refresh', storeId)
      if (typeof payload.jti !== 'string') throw tokenNotValid()
      return { ...claims, jti: payload.jti }
    },
  }
}
