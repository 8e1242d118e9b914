import { CURRENCIES, CURRENCY_CODES, formatMoney, majorUnits, rescaleMinor } from './money'

/** Intl writes a no-break space between the symbol and the amount; compared as a plain space. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatMoney (commerce spec §2)', () => {
  it.each([
    ['ARS', 129900, '$ 1.299,00'],
    ['BRL', 129900, 'R$ 1.299,00'],
    ['CLP', 1299, '$1.299'],
    ['COP', 129900, '$ 1.299,00'],
    ['PYG', 129900, 'Gs. 129.900'],
    ['USD', 129900, '$1.299,00'],
    ['UYU', 5, '$ 0,05'],
    ['MXN', 129900, '$1,299.00'],
  ])('writes %s %d as its country does: %s', (currency, minor, expected) => {
    expect(plain(formatMoney(minor, currency))).toBe(expected)
  })

  it.each(CURRENCY_CODES)('%s: as many decimals as its ISO exponent, never Intl’s own', (code) => {
    // Five minor units: '0,05' (or '0.05') with two decimals, a bare '5' with none.
    const amount = /\d(?:[\d.,]*\d)?/.exec(formatMoney(5, code))?.[0]
    expect(amount).toEqual(
      CURRENCIES[code].exponent === 2 ? expect.stringMatching(/^0[.,]05$/) : '5',
    )
  })

  it('is the same whatever the interface language (it takes none)', () => {
    expect(formatMoney.length).toBe(2)
    const before = formatMoney(129900, 'ARS')
    const spoken = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'ARS' })
    expect(plain(spoken.format(1299))).not.toBe(plain(before))
    expect(formatMoney(129900, 'ARS')).toBe(before)
  })

  it('writes an unknown code as ARS', () => {
    expect(formatMoney(129900, 'XXX')).toBe(formatMoney(129900, 'ARS'))
  })
})

describe('majorUnits and rescaleMinor', () => {
  it('writes major units with `.`, none for a currency without decimals', () => {
    expect(majorUnits(129900, 'ARS')).toBe('1299.00')
    expect(majorUnits(5, 'ARS')).toBe('0.05')
    expect(majorUnits(-5, 'ARS')).toBe('-0.05')
    expect(majorUnits(1299, 'CLP')).toBe('1299')
  })

  it('keeps the major-unit value when the currency changes (ARS 1.299,00 → CLP 1.299)', () => {
    expect(rescaleMinor(129900, 'ARS', 'CLP')).toBe(1299)
    expect(rescaleMinor(1299, 'CLP', 'ARS')).toBe(129900)
    expect(rescaleMinor(129950, 'ARS', 'PYG')).toBe(1300)
    expect(rescaleMinor(129900, 'ARS', 'USD')).toBe(129900)
  })
})
