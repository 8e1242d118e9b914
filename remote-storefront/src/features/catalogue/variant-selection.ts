import type { PublicProduct, PublicVariant } from '@vitrina/contract'

/** The value chosen on each option axis, in axis order; null while unchosen. */
export type Selection = (string | null)[]

/** What choosing a value would give, with the other choices made so far. */
export type ValueState = 'available' | 'unavailable' | 'not-sold'

/** A selection where an axis with a single value is already chosen. */
export function initialSelection(product: PublicProduct): Selection {
  return product.options.map((option) => (option.values.length === 1 ? option.values[0]! : null))
}

/** The variant the selection names, or null while an axis is unchosen or the combination is not sold. */
export function selectedVariant(
  product: PublicProduct,
  selection: Selection,
): PublicVariant | null {
  if (product.options.length === 0) return product.variants[0] ?? null
  if (selection.some((value) => value === null)) return null
  return (
    product.variants.find((variant) =>
      variant.option_values.every((value, axis) => value === selection[axis]),
    ) ?? null
  )
}

/** Whether `value` on `axis` is sold (and available) together with the other axes' choices. */
export function valueState(
  product: PublicProduct,
  selection: Selection,
  axis: number,
  value: string,
): ValueState {
  const candidates = product.variants.filter((variant) =>
    variant.option_values.every((own, other) =>
      other === axis ? own === value : selection[other] == null || own === selection[other],
    ),
  )
  if (candidates.length === 0) return 'not-sold'
  return candidates.some(isOrderable) ? 'available' : 'unavailable'
}

/** A variant a shopper can buy: it has a price and stock. */
export const isOrderable = (variant: PublicVariant) => variant.available && variant.price !== null

export interface PriceRange {
  min: number | null
  max: number | null
  compareAt: number | null
}

/** Prices over the variants with a price; the compare-at of the variant giving the minimum. */
export function priceRange(variants: PublicVariant[]): PriceRange {
  const priced = variants.filter((variant) => variant.price !== null)
  if (priced.length === 0) return { min: null, max: null, compareAt: null }
  const cheapest = priced.reduce((low, variant) => (variant.price! < low.price! ? variant : low))
  const max = Math.max(...priced.map((variant) => variant.price!))
  return { min: cheapest.price, max, compareAt: cheapest.compare_at_price }
}
