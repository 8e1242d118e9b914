/** A cart line as the cart screen will read it. */
export interface StoredCartLine {
  variant_id: number
  quantity: number
}

/** Most units of one variant in a cart. */
export const MAX_QUANTITY = 99

/** The cart's key in localStorage, one cart per store. */
export const cartKey = (subdomain: string) => `cart:${subdomain}`

function readLines(key: string): StoredCartLine[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed.filter(
      (line): line is StoredCartLine =>
        Number.isInteger(line?.variant_id) && Number.isInteger(line?.quantity),
    )
  } catch {
    return []
  }
}

/** Adds units of a variant to the store's cart, merged with a line already there (at most 99). */
export function addCartLine(subdomain: string, variantId: number, quantity: number): void {
  const key = cartKey(subdomain)
  const lines = readLines(key)
  const line = lines.find((candidate) => candidate.variant_id === variantId)
  if (line) line.quantity = Math.min(MAX_QUANTITY, line.quantity + quantity)
  else lines.push({ variant_id: variantId, quantity: Math.min(MAX_QUANTITY, quantity) })
  localStorage.setItem(key, JSON.stringify(lines))
}
