import { randomUUID } from 'node:crypto'

import { and, eq, gt, isNull } from 'drizzle-orm'

import type { Db } from '../db/client.ts'
import { refreshTokens, sessions } from '../db/schema.ts'
import { tokenNotValid } from '../http-error.ts'
import {
  REFRESH_TTL_SECONDS,
  type RefreshClaims,
  SESSION_MAX_AGE_SECONDS,
  type TokenService,
} from './tokens.ts'

export interface TokenPair {
  access: string
  refresh: string
}

/**
 * A login is a `sessions` row with an absolute end; its refresh tokens are
 * single use: each one is a row, marked when used or revoked.
 */
export class Sessions {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly maxAgeSeconds = SESSION_MAX_AGE_SECONDS,
  ) {}

  async start(userId: number, storeId: number): Promise<TokenPair> {
    const id = randomUUID()
    const expiresAt = new Date(Date.now() + this.maxAgeSeconds * 1000)
    await this.db.insert(sessions).values({ id, userId, storeId, expiresAt })
    return this.issue(userId, storeId, id, expiresAt)
  }

  /**
   * Trades a refresh token for a new pair. A token presented twice means it
   * leaked: the whole session is revoked and the caller must log in again.
   * Past the session's absolute end no new pair is issued.
   */
  async rotate(claims: RefreshClaims): Promise<TokenPair> {
    const [session] = await this.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(
        and(
          eq(sessions.id, claims.session),
          eq(sessions.userId, claims.userId),
          eq(sessions.storeId, claims.storeId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      )
    if (!session) throw tokenNotValid('La sesión ha terminado. Inicia sesión de nuevo.')
    const [used] = await this.db
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.jti, claims.jti),
          eq(refreshTokens.family, claims.session),
          eq(refreshTokens.userId, claims.userId),
          eq(refreshTokens.storeId, claims.storeId),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, new Date()),
        ),
      )
      .returning({ family: refreshTokens.family })
    if (!used) {
      await this.revoke(claims)
      throw tokenNotValid('El token de actualización ya fue usado o revocado.')
    }
    return this.issue(claims.userId, claims.storeId, claims.session, session.expiresAt)
  }

  /** Ends the session: its refresh tokens and, at their next request, its access tokens. */
  async revoke(claims: RefreshClaims): Promise<void> {
    const now = new Date()
    await this.db.transaction(async (tx) => {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.id, claims.session),
            eq(sessions.userId, claims.userId),
            eq(sessions.storeId, claims.storeId),
            isNull(sessions.revokedAt),
          ),
        )
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(refreshTokens.family, claims.session),
            eq(refreshTokens.userId, claims.userId),
            eq(refreshTokens.storeId, claims.storeId),
            isNull(refreshTokens.revokedAt),
          ),
        )
    })
  }

  private async issue(
    userId: number,
    storeId: number,
    session: string,
    sessionEnd: Date,
  ): Promise<TokenPair> {
    const jti = randomUUID()
    const expiresAt = new Date(
      Math.min(Date.now() + REFRESH_TTL_SECONDS * 1000, sessionEnd.getTime()),
    )
    await this.db.insert(refreshTokens).values({ jti, family: session, userId, storeId, expiresAt })
    const claims = { userId, storeId, session, notAfter: sessionEnd }
    const [access, refresh] = await Promise.all([
      this.tokens.signAccess(claims),
      this.tokens.signRefresh({ ...claims, jti }),
    ])
    return { access, refresh }
  }
}
