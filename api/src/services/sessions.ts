import { randomUUID } from 'node:crypto'

import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm'

import type { Db } from '../db/client.ts'
import { refreshTokens, sessions } from '../db/schema.ts'
import { tokenNotValid } from '../http-error.ts'
import {
  type AccessClaims,
  REFRESH_TTL_SECONDS,
  type RefreshClaims,
  SESSION_MAX_AGE_SECONDS,
  type TokenService,
} from './tokens.ts'

/**
 * How long after a rotation the rotated token may come back once and get the
 * same successor (a reload during the startup refresh), instead of revoking.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10
/** Header a client sends when it presents a refresh token whose rotation answer it may have lost. */
export const REFRESH_RETRY_HEADER = 'x-refresh-retry'

/** What a session write needs: the database, or a transaction of it. */
type Writer = Pick<Db, 'insert'>

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
    private readonly reuseGraceSeconds = REFRESH_REUSE_GRACE_SECONDS,
  ) {}

  /**
   * A new session and its first refresh token, written together (in `tx`, the
   * caller's transaction, when given: a sign-up's handoff code is used up only
   * with the session it opens).
   */
  async start(userId: number, storeId: number, tx?: Writer): Promise<TokenPair> {
    if (!tx) return this.db.transaction((own) => this.start(userId, storeId, own))
    const id = randomUUID()
    const expiresAt = new Date(Date.now() + this.maxAgeSeconds * 1000)
    await tx.insert(sessions).values({ id, userId, storeId, expiresAt })
    return this.issue(userId, storeId, id, expiresAt, tx)
  }

  /**
   * Trades a refresh token for a new pair. A token presented twice means it
   * leaked: the whole session is revoked and the caller must log in again —
   * except once, within the reuse grace (below), when the client says it is
   * retrying a refresh whose answer it lost. Past the session's absolute
   * end no new pair is issued.
   */
  async rotate(claims: RefreshClaims, options: { retry?: boolean } = {}): Promise<TokenPair> {
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
    const successor = randomUUID()
    const rotated = await this.db.transaction(async (tx) => {
      const [used] = await tx
        .update(refreshTokens)
        .set({ usedAt: new Date(), replacedBy: successor })
        .where(
          and(
            this.ownedBy(claims),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, new Date()),
          ),
        )
        .returning({ family: refreshTokens.family })
      if (!used) return false
      await tx.insert(refreshTokens).values(this.successorRow(successor, claims, session.expiresAt))
      return true
    })
    if (rotated) return this.sign(claims, successor, session.expiresAt)
    const graced = options.retry ? await this.graceReuse(claims) : null
    if (graced) return this.sign(claims, graced, session.expiresAt)
    await this.revoke(claims)
    throw tokenNotValid('El token de actualización ya fue usado o revocado.')
  }

  /**
   * The reuse grace: a page reloaded while its refresh was in flight presents
   * the token the server has just rotated (the answer with the successor was
   * lost), and says so (`X-Refresh-Retry: 1`; a plain replay is always
   * treated as a leak). Within `reuseGraceSeconds` of that rotation, once per token, and
   * only while the successor is unused, the replay is answered with the same
   * successor (newly signed, same `jti`): the chain does not fork, and the
   * successor stays single use. Anything else returns null (the caller revokes).
   */
  private async graceReuse(claims: RefreshClaims): Promise<string | null> {
    const now = new Date()
    const [replayed] = await this.db
      .update(refreshTokens)
      .set({ reuseGracedAt: now })
      .where(
        and(
          this.ownedBy(claims),
          gt(refreshTokens.usedAt, new Date(now.getTime() - this.reuseGraceSeconds * 1000)),
          isNotNull(refreshTokens.replacedBy),
          isNull(refreshTokens.reuseGracedAt),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning({ successor: refreshTokens.replacedBy })
    if (!replayed?.successor) return null
    const [successor] = await this.db
      .select({ jti: refreshTokens.jti })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.jti, replayed.successor),
          eq(refreshTokens.family, claims.session),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
    return successor?.jti ?? null
  }

  private ownedBy(claims: RefreshClaims) {
    return and(
      eq(refreshTokens.jti, claims.jti),
      eq(refreshTokens.family, claims.session),
      eq(refreshTokens.userId, claims.userId),
      eq(refreshTokens.storeId, claims.storeId),
    )
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
    tx: Writer = this.db,
  ): Promise<TokenPair> {
    const jti = randomUUID()
    const claims = { userId, storeId, session }
    await tx.insert(refreshTokens).values(this.successorRow(jti, claims, sessionEnd))
    return this.sign(claims, jti, sessionEnd)
  }

  private successorRow(jti: string, claims: AccessClaims, sessionEnd: Date) {
    const expiresAt = new Date(
      Math.min(Date.now() + REFRESH_TTL_SECONDS * 1000, sessionEnd.getTime()),
    )
    return {
      jti,
      family: claims.session,
      userId: claims.userId,
      storeId: claims.storeId,
      expiresAt,
    }
  }

  /** Signs a pair whose refresh token is the row `jti`; neither token outlives `notAfter`. */
  private async sign(claims: AccessClaims, jti: string, notAfter: Date): Promise<TokenPair> {
    const signed = {
      userId: claims.userId,
      storeId: claims.storeId,
      session: claims.session,
      notAfter,
    }
    const [access, refresh] = await Promise.all([
      this.tokens.signAccess(signed),
      this.tokens.signRefresh({ ...signed, jti }),
    ])
    return { access, refresh }
  }
}
