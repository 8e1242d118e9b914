import { cafe, remera } from './test-data'
import { initialSelection, priceRange, selectedVariant, valueState } from './variant-selection'

describe('variant selection', () => {
  it('starts with nothing chosen, except an axis with a single value', () => {
    expect(initialSelection(remera)).toEqual([null, null])
    const oneColour = {
      ...remera,
      options: [{ name: 'Color', values: ['Rojo'] }, remera.options[1]!],
    }
    expect(initialSelection(oneColour)).toEqual(['Rojo', null])
  })

  it('names a variant only when every axis is chosen; a product without options has its one', () => {
    expect(selectedVariant(remera, ['Rojo', null])).toBeNull()
    expect(selectedVariant(remera, ['Azul', 'L'])?.id).toBe(5)
    expect(selectedVariant(cafe, [])?.id).toBe(9)
  })

  it('tells sold, out-of-stock and unsold values apart given the other choices', () => {
    expect(valueState(remera, [null, null], 1, 'L')).toBe('available')
    expect(valueState(remera, ['Rojo', null], 1, 'L')).toBe('not-sold')
    expect(valueState(remera, ['Azul', null], 1, 'M')).toBe('unavailable')
    // Any colour with M is still sold and available (Rojo M).
    expect(valueState(remera, [null, null], 1, 'M')).toBe('available')
    expect(valueState(remera, [null, 'L'], 0, 'Rojo')).toBe('not-sold')
  })

  it('gives the price range over priced variants with the cheapest one’s compare-at', () => {
    expect(priceRange(remera.variants)).toEqual({ min: 450000, max: 520000, compareAt: 500000 })
    const unpriced = remera.variants.map((variant) => ({ ...variant, price: null }))
    expect(priceRange(unpriced)).toEqual({ min: null, max: null, compareAt: null })
  })
})
