import type { AdminVariant } from '@vitrina/contract'

import { nothingToSell, priceRange, stockSum, variantName } from './product-summary'

/** Intl writes a no-break space after the symbol. */
const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ') ?? null

const variant = (over: Partial<AdminVariant>): AdminVariant => ({
  id: 1,
  option_values: [],
  sku: null,
  price: 1000,
  compare_at_price: null,
  stock: null,
  ...over,
})

describe('product summary', () => {
  it('formats the price range over priced variants in the store currency', () => {
    const variants = [
      variant({ price: 129900 }),
      variant({ price: null }),
      variant({ price: 259900 }),
    ]
    expect(plain(priceRange({ variants, currency: 'ARS' }))).toBe('$ 1.299,00 – $ 2.599,00')
    expect(plain(priceRange({ variants: [variant({ price: 1299 })], currency: 'CLP' }))).toBe(
      '$1.299',
    )
    expect(priceRange({ variants: [variant({ price: null })], currency: 'ARS' })).toBeNull()
  })

  it('sums tracked stock and says null when nothing is tracked', () => {
    expect(stockSum([variant({ stock: 2 }), variant({ stock: null }), variant({ stock: 3 })])).toBe(
      5,
    )
    expect(stockSum([variant({ stock: null })])).toBeNull()
  })

  it('finds products with nothing left to sell', () => {
    expect(nothingToSell([variant({ stock: 0 }), variant({ price: null, stock: 4 })])).toBe(true)
    expect(nothingToSell([variant({ stock: 0 }), variant({ stock: null })])).toBe(false)
    expect(nothingToSell([variant({ stock: 1 })])).toBe(false)
  })

  it('names a variant by its option values', () => {
    expect(variantName(variant({ option_values: ['M', 'Azul'] }))).toBe('M / Azul')
  })
})
