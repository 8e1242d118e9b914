/**
 * The shopper's cart rules (commerce spec §4): one cart per store on the
 * device, under the local-storage key `cart:<subdomain>`, lines
 * `{variant_id, quantity}` with 1–99 units. Pure: the storage and the event
 * target are passed in, so the storefront (which writes the cart) and the
 * host (which shows its count) read it the same way.
 */

export interface CartLine {
  variant_id: number
  quantity: number
}

/** Most units of one variant in a cart. */
export const CART_MAX_QUANTITY = 99

/** Most lines an order takes. */
export const CART_MAX_LINES = 50

/** Dispatched on `window` after this tab wrote a cart (other tabs hear `storage`). */
export const CART_CHANGED_EVENT = 'vitrina:cart-changed'

/** The store's cart key in local storage. */
export const cartKey = (subdomain: string) => `cart:${subdomain}`

/** The part of `Storage` the cart uses. */
export interface CartStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Where a cart is kept and whom to tell when it changes. */
export interface CartEnv {
  storage: CartStorage | null | undefined
  events?: Pick<EventTarget, 'dispatchEvent'> | null
}

const clampQuantity = (quantity: number) =>
  Math.min(CART_MAX_QUANTITY, Math.max(1, Math.trunc(quantity)))

/**
 * A stored cart as lines: anything that is not a list of positive integer
 * ids and quantities is dropped, quantities are kept within 1–99 and lines of
 * the same variant merged.
 */
export function parseCart(raw: string | null | undefined): CartLine[] {
  if (!raw) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  let lines: CartLine[] = []
  for (const item of parsed as Partial<CartLine>[]) {
    const id = item?.variant_id
    const quantity = item?.quantity
    if (!Number.isSafeInteger(id) || (id as number) < 1) continue
    if (!Number.isFinite(quantity) || (quantity as number) < 1) continue
    lines = addToCart(lines, id as number, quantity as number)
  }
  return lines.slice(0, CART_MAX_LINES)
}

/** Adds units of a variant, merged with its line (at most 99). */
export function addToCart(lines: readonly CartLine[], variantId: number, quantity: number) {
  const found = lines.some((line) => line.variant_id === variantId)
  if (!found) return [...lines, { variant_id: variantId, quantity: clampQuantity(quantity) }]
  return lines.map((line) =>
    line.variant_id === variantId
      ? { ...line, quantity: clampQuantity(line.quantity + quantity) }
      : line,
  )
}

/** Sets a line's quantity (kept within 1–99); an unknown variant changes nothing. */
export function setCartQuantity(lines: readonly CartLine[], variantId: number, quantity: number) {
  return lines.map((line) =>
    line.variant_id === variantId ? { ...line, quantity: clampQuantity(quantity) } : line,
  )
}

/** Removes a variant's line. */
export const removeFromCart = (lines: readonly CartLine[], variantId: number) =>
  lines.filter((line) => line.variant_id !== variantId)

/** The item count the app bar shows: the units of every line. */
export const cartCount = (lines: readonly CartLine[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0)

/** The store's cart; empty when storage is missing, blocked or holds something else. */
export function readCart(env: CartEnv, subdomain: string): CartLine[] {
  try {
    return parseCart(env.storage?.getItem(cartKey(subdomain)))
  } catch {
    return []
  }
}

/**
 * Writes the store's cart (an empty one removes the key) and dispatches
 * `CART_CHANGED_EVENT` with the subdomain as `detail`. Returns the lines.
 */
export function writeCart(env: CartEnv, subdomain: string, lines: readonly CartLine[]) {
  const kept = lines.slice(0, CART_MAX_LINES)
  try {
    if (kept.length === 0) env.storage?.removeItem(cartKey(subdomain))
    else env.storage?.setItem(cartKey(subdomain), JSON.stringify(kept))
  } catch {
    // Storage full or blocked: the cart stays as it was.
  }
  env.events?.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT, { detail: subdomain }))
  return kept
}

/** Reads, changes and writes the store's cart in one step. */
export function updateCart(
  env: CartEnv,
  subdomain: string,
  change: (lines: CartLine[]) => readonly CartLine[],
): CartLine[] {
  return writeCart(env, subdomain, change(readCart(env, subdomain)))
}
