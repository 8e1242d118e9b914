import type { OrderBody } from '@vitrina/contract'

/** A fresh `Idempotency-Key`: 128 random bits as 32 hex characters. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * An order press: the body it sent, under which key, when (the key made, or
 * the last press without an answer), the bodies sent under that key that got
 * no answer (the connection dropped, a 5xx): one of them may have made an
 * order the shopper never saw, and who pressed.
 */
export interface Attempt {
  body: string
  key: string
  at: number
  unsure: string[]
  /** The session's user, null for a guest: another shopper on the device starts afresh. */
  user: number | null
}

/**
 * How long a press without an answer keeps its key for the next one, whatever
 * the shopper changed: the server answers a key for 24 h, and a shopper who
 * comes back to the store much later means a new order.
 */
export const UNSURE_FOR_MS = 60 * 60_000

/**
 * The key for a press of `body` by `user`. The same body again (a retry)
 * keeps its key, so the server answers the first order instead of making a
 * second. A changed body is a new attempt with a new key, unless a press of
 * this key got no answer: then it keeps the key too, since that press may
 * have made an order, and the server says so (409 `idempotency_conflict`)
 * instead of making a second one.
 */
export function keyFor(
  last: Attempt | null,
  body: OrderBody,
  user: number | null,
  now = Date.now(),
): Attempt {
  const normal = JSON.stringify(body)
  const mine = last?.user === user ? last : null
  if (mine?.body === normal) return mine
  if (mine && mine.unsure.length > 0 && now - mine.at < UNSURE_FOR_MS) {
    return { ...mine, body: normal }
  }
  return { body: normal, key: newIdempotencyKey(), at: now, unsure: [], user }
}

/**
 * `attempt` after its press got no answer: its body may have made the order.
 * The hour counts from this press.
 */
export const unanswered = (attempt: Attempt, now = Date.now()): Attempt => ({
  ...attempt,
  at: now,
  unsure: attempt.unsure.includes(attempt.body)
    ? attempt.unsure
    : [...attempt.unsure, attempt.body],
})

const ATTEMPT_KEY = (subdomain: string) => `checkout-attempt:${subdomain}`

/**
 * The store's last attempt on this device, kept with the cart (`localStorage`):
 * a reload, or the store opened again in a new tab after a press without an
 * answer, finds its key. Null when there is none (another tab's order may
 * have ended it); undefined when storage cannot be read.
 */
export function readAttempt(subdomain: string): Attempt | null | undefined {
  let kept: Partial<Attempt> | null
  try {
    kept = JSON.parse(localStorage.getItem(ATTEMPT_KEY(subdomain)) ?? 'null') as Partial<Attempt>
  } catch {
    // Storage blocked (or unreadable): unknown, not "none"; the page's memory answers.
    return undefined
  }
  if (typeof kept?.body !== 'string' || typeof kept.key !== 'string') return null
  const unsure = Array.isArray(kept.unsure)
    ? kept.unsure.filter((body): body is string => typeof body === 'string')
    : []
  return {
    body: kept.body,
    key: kept.key,
    at: typeof kept.at === 'number' ? kept.at : 0,
    unsure,
    user: typeof kept.user === 'number' ? kept.user : null,
  }
}

/** Keeps (or, with null, forgets) the store's last attempt. */
export function saveAttempt(subdomain: string, attempt: Attempt | null) {
  try {
    if (attempt === null) localStorage.removeItem(ATTEMPT_KEY(subdomain))
    else localStorage.setItem(ATTEMPT_KEY(subdomain), JSON.stringify(attempt))
  } catch {
    // Storage blocked: kept in the page's memory only.
  }
}
