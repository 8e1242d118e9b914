import { randomUUID } from 'node:crypto'

import { and, eq, gt, isNull } from 'drizzle-orm'

import type { Db } from '../db/client.ts'
import { refreshTokens } from '../db/schema.ts'
import { tokenNotValid } from '../http-error.ts'
import { REFRESH_TTL_SECONDS, type RefreshClaims, type TokenService } from '../plugins/auth.ts'

export interface TokenPair {
  access: string
  refresh: string
}

/** Refresh tokens are single use: each one is a row, marked when used or revoked. */
export class Sessions {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
  ) {}

  async start(userId: number, storeId: number): Promise<TokenPair> {
    return this.issue(userId, storeId, randomUUID())
  }

  /**
   * Trades a refresh token for a new pair. A token presented twice means it
   * leaked: the whole family is revoked and the caller must log in again.
   */
  async rotate(claims: RefreshClaims): Promise<TokenPair> {
    const [used] = await this.db
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.jti, claims.jti),
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
    return this.issue(claims.userId, claims.storeId, used.family)
  }

  async revoke(claims: RefreshClaims): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.family, claims.family),
          eq(refreshTokens.userId, claims.userId),
          eq(refreshTokens.storeId, claims.storeId),
          isNull(refreshTokens.revokedAt),
        ),
      )
  }

  private async issue(userId: number, storeId: number, family: string): Promise<TokenPair> {
    const jti = randomUUID()
    await this.db.insert(refreshTokens).values({
      jti,
      family,
      userId,
      storeId,
      expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
    })
    const [access, refresh] = await Promise.all([
      this.tokens.signAccess({ userId, storeId }),
      this.tokens.signRefresh({ userId, storeId, jti, family }),
    ])
    return { access, refresh }
  }
}
