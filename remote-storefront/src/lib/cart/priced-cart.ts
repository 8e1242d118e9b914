import type { CartVariant } from '@vitrina/contract'
import type { CartLine } from '@vitrina/shared/rules'

/** Why a line cannot be bought: gone, no price, or fewer units left than asked. */
export type LineProblem =
  { reason: 'gone' } | { reason: 'no_price' } | { reason: 'short'; available: number }

export interface PricedLine {
  line: CartLine
  variant: CartVariant | null
  problem: LineProblem | null
  /** Unit price × quantity; 0 when the line cannot be bought. */
  total: number
}

export interface PricedCart {
  lines: PricedLine[]
  subtotal: number
  currency: string
  /** True when every line can be bought. */
  ready: boolean
}

/**
 * The cart's lines against the variants the API found: a variant missing is
 * gone, one without price cannot be ordered, a tracked stock below the
 * quantity is short (`available` units left, 0 for none).
 */
export function priceCart(
  lines: readonly CartLine[],
  variants: readonly CartVariant[],
  currency: string,
): PricedCart {
  const byId = new Map(variants.map((variant) => [variant.variant_id, variant]))
  const priced = lines.map((line): PricedLine => {
    const variant = byId.get(line.variant_id) ?? null
    let problem: LineProblem | null = null
    if (!variant) problem = { reason: 'gone' }
    else if (variant.price === null) problem = { reason: 'no_price' }
    else if (variant.stock !== null && variant.stock < line.quantity)
      problem = { reason: 'short', available: variant.stock }
    const total = variant?.price != null && !problem ? variant.price * line.quantity : 0
    return { line, variant, problem, total }
  })
  return {
    lines: priced,
    subtotal: priced.reduce((sum, line) => sum + line.total, 0),
    currency: variants[0]?.currency ?? currency,
    ready: priced.length > 0 && priced.every((line) => !line.problem),
  }
}

/** A 409 `out_of_stock` line as a problem of the cart. */
export function problemOf(reason: string | undefined, available = 0): LineProblem {
  if (reason === 'short') return { reason: 'short', available }
  if (reason === 'no_price') return { reason: 'no_price' }
  return { reason: 'gone' }
}
