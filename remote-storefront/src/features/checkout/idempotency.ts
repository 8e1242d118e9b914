import type { OrderBody } from '@vitrina/contract'

import { readTab, writeTab } from './tab-storage'

/** A fresh `Idempotency-Key`: 128 random bits as 32 hex characters. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * One key per checkout attempt: the same body (a retry of the same cart and
 * form after no answer or an error) goes out with the same key, so the server
 * answers the first order again instead of making a second; any change to
 * the cart or the form is a new attempt with a new key.
 */
export function keyFor(
  last: { body: string; key: string } | null,
  body: OrderBody,
): { body: string; key: string } {
  const normal = JSON.stringify(body)
  return last?.body === normal ? last : { body: normal, key: newIdempotencyKey() }
}

const ATTEMPT_KEY = (subdomain: string) => `checkout-attempt:${subdomain}`

/** The last attempt of this tab, kept across a reload so its retry keeps the key. */
export function readAttempt(subdomain: string): { body: string; key: string } | null {
  const kept = readTab(ATTEMPT_KEY(subdomain)) as { body?: unknown; key?: unknown } | null
  return typeof kept?.body === 'string' && typeof kept.key === 'string'
    ? { body: kept.body, key: kept.key }
    : null
}

/** Keeps (or, with null, forgets) the tab's last attempt. */
export function saveAttempt(subdomain: string, attempt: { body: string; key: string } | null) {
  writeTab(ATTEMPT_KEY(subdomain), attempt)
}
