import { isIPv4, isIPv6 } from 'node:net'

import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'

import type { Db } from '../db/client.ts'
import { loginThrottle } from '../db/schema.ts'
import { throttled } from '../http-error.ts'

export interface WindowLimit {
  max: number
  windowMs: number
}

export interface LoginLimits {
  /** Attempts on `login/` from everyone together: a load shield with a short window. */
  global: WindowLimit
  /** Failures per address (an IPv4 address, an IPv6 /64). */
  address: WindowLimit
  /** Failures per subnet (IPv4 /24, IPv6 /48). */
  subnet: WindowLimit
  /**
   * Failures per account, from any address. After `free` of them each new
   * failure blocks the account for `baseDelayMs × 2^(failures − free − 1)`
   * (at most `maxDelayMs`) — but only for addresses that already failed on
   * it: a correct password from anywhere else still gets in.
   */
  account: { free: number; baseDelayMs: number; maxDelayMs: number; windowMs: number }
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  global: { max: 100, windowMs: 10_000 },
  address: { max: 20, windowMs: 15 * 60_000 },
  subnet: { max: 100, windowMs: 15 * 60_000 },
  account: { free: 5, baseDelayMs: 1000, maxDelayMs: 15 * 60_000, windowMs: 60 * 60_000 },
}

export interface LoginLimitOverrides {
  global?: Partial<WindowLimit>
  address?: Partial<WindowLimit>
  subnet?: Partial<WindowLimit>
  account?: Partial<LoginLimits['account']>
}

export function loginLimits(overrides: LoginLimitOverrides = {}): LoginLimits {
  return {
    global: { ...DEFAULT_LOGIN_LIMITS.global, ...overrides.global },
    address: { ...DEFAULT_LOGIN_LIMITS.address, ...overrides.address },
    subnet: { ...DEFAULT_LOGIN_LIMITS.subnet, ...overrides.subnet },
    account: { ...DEFAULT_LOGIN_LIMITS.account, ...overrides.account },
  }
}

/** The eight 16-bit groups of an IPv6 address, as numbers. */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number]
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.split('::') as [string, string | undefined]
  const parse = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : [])
  const left = parse(head)
  const right = tail === undefined ? [] : parse(tail)
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => 0)
  return [...left, ...zeros, ...right]
}

/** The address and subnet keys of a client: an IPv6 /64 is one address, as one host usually owns it. */
export function networkKeys(ip: string): { address: string; subnet: string } {
  let v4 = isIPv4(ip) ? ip : undefined
  if (!v4 && isIPv6(ip)) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
    if (mapped) v4 = mapped[1]
  }
  if (v4) {
    return { address: v4, subnet: `${v4.split('.').slice(0, 3).join('.')}.0/24` }
  }
  if (isIPv6(ip)) {
    const hex = ipv6Groups(ip).map((g) => g.toString(16))
    return {
      address: `${hex.slice(0, 4).join(':')}::/64`,
      subnet: `${hex.slice(0, 3).join(':')}::/48`,
    }
  }
  return { address: ip, subnet: ip }
}

export interface Row {
  key: string
  count: number
  windowEndsAt: Date
  blockedUntil: Date | null
}

export const secondsUntil = (when: Date, now: number) =>
  Math.max(1, Math.ceil((when.getTime() - now) / 1000))

/** What one login attempt holds on to until its password is checked. */
export interface Attempt {
  succeeded(): Promise<void>
  failed(): Promise<void>
}

/**
 * Login throttling in layers, stored in the database. Every attempt counts
 * on the address, subnet and address+account keys before the password is
 * checked, so parallel guesses cannot slip through; one that passes them
 * counts on the global key too. A success takes its own count back, so only
 * failures add up.
 */
export class LoginThrottle {
  private lastSweep = 0

  constructor(
    private readonly db: Db,
    private readonly limits: LoginLimits,
  ) {}

  /** Counts an attempt of `email` from `ip`, or throws 429 when a layer is over its budget. */
  async begin(ip: string, email: string, now = Date.now()): Promise<Attempt> {
    await this.sweep(now)
    const { address, subnet } = networkKeys(ip)
    const { global: g, address: a, subnet: s, account } = this.limits
    const keys = {
      global: 'global',
      address: `ip:${address}`,
      subnet: `net:${subnet}`,
      pair: `pair:${address}|${email}`,
      account: `acct:${email}`,
    }
    const counted = await countAttempts(
      this.db,
      [
        [keys.address, a.windowMs],
        [keys.subnet, s.windowMs],
        [keys.pair, account.windowMs],
      ],
      now,
    )
    const row = (key: string) => counted.find((r) => r.key === key)!
    for (const [key, limit] of [
      [keys.address, a],
      [keys.subnet, s],
    ] as const) {
      const r = row(key)
      if (r.count > limit.max) throw throttled(secondsUntil(r.windowEndsAt, now))
    }
    // The account is slowed only for addresses that already tried it in this window.
    if (row(keys.pair).count > 1) {
      const [acct] = await this.db
        .select({ blockedUntil: loginThrottle.blockedUntil })
        .from(loginThrottle)
        .where(eq(loginThrottle.key, keys.account))
      if (acct?.blockedUntil && acct.blockedUntil.getTime() > now) {
        throw throttled(secondsUntil(acct.blockedUntil, now))
      }
    }
    // The load shield counts only what would reach the password check: attempts the
    // layers above refuse cost nothing, and counting them let one address that kept
    // trying (each refusal cheap) spend everyone's budget and lock every store out.
    const [shield] = await countAttempts(this.db, [[keys.global, g.windowMs]], now)
    if (shield!.count > g.max) throw throttled(secondsUntil(shield!.windowEndsAt, now))

    return {
      succeeded: async () => {
        await this.db.transaction(async (tx) => {
          // The rows in key order first, the order `countAttempts` takes them in
          // (ip:, net:, pair:). Deleting the pair first and then updating
          // the address, while another attempt from the address held it and waited
          // for that pair, was a deadlock: a 500 to one of them.
          await tx
            .select({ key: loginThrottle.key })
            .from(loginThrottle)
            .where(inArray(loginThrottle.key, [keys.address, keys.subnet, keys.pair]))
            .orderBy(loginThrottle.key)
            .for('update')
          await tx.delete(loginThrottle).where(eq(loginThrottle.key, keys.pair))
          await tx
            .update(loginThrottle)
            .set({ count: sql`greatest(${loginThrottle.count} - 1, 0)` })
            .where(inArray(loginThrottle.key, [keys.address, keys.subnet]))
        })
      },
      failed: async () => {
        const at = Date.now()
        const [acct] = await countAttempts(this.db, [[keys.account, account.windowMs]], at)
        const over = acct!.count - account.free
        if (over <= 0) return
        const delay = Math.min(
          account.baseDelayMs * 2 ** Math.min(over - 1, 40),
          account.maxDelayMs,
        )
        await this.db
          .update(loginThrottle)
          .set({ blockedUntil: new Date(at + delay) })
          .where(eq(loginThrottle.key, keys.account))
      },
    }
  }

  /** Drops rows whose window and block are both over, at most once a minute per process. */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < 60_000) return
    this.lastSweep = now
    const at = new Date(now)
    await this.db
      .delete(loginThrottle)
      .where(
        and(
          lt(loginThrottle.windowEndsAt, at),
          or(isNull(loginThrottle.blockedUntil), lt(loginThrottle.blockedUntil, at)),
        ),
      )
  }
}

/**
 * Adds one to each key's count, starting a new window (`windowMs` long) where
 * the old one has ended; answers each key's row. The login, and the deploy
 * interface's token, count here, so every instance counts the same attempts.
 */
export async function countAttempts(
  db: Pick<Db, 'insert'>,
  keys: [string, number][],
  now: number,
): Promise<Row[]> {
  const at = new Date(now)
  const ended = sql`${loginThrottle.windowEndsAt} <= ${at.toISOString()}::timestamptz`
  return db
    .insert(loginThrottle)
    .values(
      keys.map(([key, windowMs]) => ({ key, count: 1, windowEndsAt: new Date(now + windowMs) })),
    )
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        count: sql`case when ${ended} then 1 else ${loginThrottle.count} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${loginThrottle.windowEndsAt} end`,
        blockedUntil: sql`case when ${ended} then null else ${loginThrottle.blockedUntil} end`,
      },
    })
    .returning({
      key: loginThrottle.key,
      count: loginThrottle.count,
      windowEndsAt: loginThrottle.windowEndsAt,
      blockedUntil: loginThrottle.blockedUntil,
    })
}
