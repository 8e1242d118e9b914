import { eq } from 'drizzle-orm'

import type { Db } from '../db/client.ts'
import { loginThrottle } from '../db/schema.ts'
import { throttled } from '../http-error.ts'
import { countAttempts, secondsUntil } from './login-throttle.ts'

export interface ThrottleOptions {
  /** Attempts allowed per key within the window. */
  max: number
  windowMs: number
}

/**
 * Counts deploy-token attempts per client address in the database, beside the
 * login's counters (`login_throttle`, swept with them), so every instance
 * counts the same attempts and a restart forgets none. An attempt counts
 * before the token is checked, so parallel guesses cannot slip through; a
 * right token clears its key.
 */
export class AttemptThrottle {
  constructor(
    private readonly db: Db,
    private readonly options: ThrottleOptions,
  ) {}

  /** Records an attempt or throws 429 when the key is over its budget. */
  async hit(key: string, now = Date.now()): Promise<void> {
    const [row] = await countAttempts(this.db, [[key, this.options.windowMs]], now)
    if (row && row.count > this.options.max) throw throttled(secondsUntil(row.windowEndsAt, now))
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(loginThrottle).where(eq(loginThrottle.key, key))
  }
}
