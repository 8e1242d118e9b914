import type { AdminProduct, AdminVariant } from '@vitrina/contract'
import { formatMoney } from '@vitrina/shared/rules'

/** The price range over the variants that have a price ('$ 10,00 – $ 20,00'), or null when none has. */
export function priceRange(product: Pick<AdminProduct, 'variants' | 'currency'>): string | null {
  const prices = product.variants.flatMap((v) => (v.price === null ? [] : [v.price]))
  if (prices.length === 0) return null
  const min = Math.min(...prices)
  const max = Math.max(...prices)
  const low = formatMoney(min, product.currency)
  return min === max ? low : `${low} – ${formatMoney(max, product.currency)}`
}

/** The sum of the tracked stock, or null when no variant tracks it. */
export function stockSum(variants: readonly AdminVariant[]): number | null {
  const tracked = variants.flatMap((v) => (v.stock === null ? [] : [v.stock]))
  return tracked.length === 0 ? null : tracked.reduce((sum, n) => sum + n, 0)
}

/** True when no variant can be bought: none has a price with stock left (or untracked). */
export function nothingToSell(variants: readonly AdminVariant[]): boolean {
  return !variants.some((v) => v.price !== null && (v.stock === null || v.stock > 0))
}

/** A variant's name in lists: its option values ('M / Azul'), or '' without options. */
export function variantName(variant: Pick<AdminVariant, 'option_values'>): string {
  return variant.option_values.join(' / ')
}
