import { throttled } from '../http-error.ts'

export interface ThrottleOptions {
  /** Attempts allowed per key within the window. */
  max: number
  windowMs: number
}

/**
 * Counts deploy-token attempts per client address, in memory (the deploy
 * interface is one CI's door, not a login page). An attempt counts before the
 * token is checked, so parallel guesses cannot slip through; a right token
 * clears its key.
 */
export class AttemptThrottle {
  private readonly attempts = new Map<string, { count: number; resetAt: number }>()
  private lastSweep = Date.now()

  constructor(private readonly options: ThrottleOptions) {}

  /** Records an attempt or throws 429 when the key is over its budget. */
  hit(key: string, now = Date.now()): void {
    this.sweep(now)
    let entry = this.attempts.get(key)
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.options.windowMs }
      this.attempts.set(key, entry)
    }
    if (entry.count >= this.options.max) {
      throw throttled(Math.max(1, Math.ceil((entry.resetAt - now) / 1000)))
    }
    entry.count++
  }

  clear(key: string): void {
    this.attempts.delete(key)
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.options.windowMs) return
    this.lastSweep = now
    for (const [key, entry] of this.attempts) if (entry.resetAt <= now) this.attempts.delete(key)
  }
}
