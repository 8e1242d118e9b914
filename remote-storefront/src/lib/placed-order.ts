import type { Order } from '@vitrina/contract'

/** The order the checkout just placed, until the order page takes it. */
let placed: Order | null = null

/**
 * Keeps the order the checkout's press was answered with, for the order page
 * it opens next: that page shows it as it came, instead of asking the API for
 * it again (a request that a connection lost right after the order would
 * fail, leaving the shopper without their order's page).
 */
export function rememberPlacedOrder(order: Order): void {
  placed = order
}

/** The order just placed for `token`, if it is the one kept (a pure read, for a render). */
export function placedOrder(token: string): Order | null {
  return placed?.token === token ? placed : null
}

/** Forgets it once the order page has shown it: a later showing asks the API. */
export function forgetPlacedOrder(): void {
  placed = null
}
