import { MAX_AMOUNT } from '@vitrina/shared/rules'

import { amountProblem, moneyText, parseMoneyText } from './money-text'

describe('parseMoneyText', () => {
  it('reads major units into minor units with the currency exponent', () => {
    expect(parseMoneyText('1299', 'ARS')).toEqual({ ok: true, minor: 129900 })
    expect(parseMoneyText(' 1299,5 ', 'ARS')).toEqual({ ok: true, minor: 129950 })
    expect(parseMoneyText('1299.05', 'ARS')).toEqual({ ok: true, minor: 129905 })
    expect(parseMoneyText('1299', 'CLP')).toEqual({ ok: true, minor: 1299 })
    expect(parseMoneyText('', 'ARS')).toEqual({ ok: true, minor: null })
  })

  it('reads thousands written the way each country writes them', () => {
    expect(parseMoneyText('1.299,50', 'ARS')).toEqual({ ok: true, minor: 129950 })
    expect(parseMoneyText('$ 1.299,00', 'ARS')).toEqual({ ok: true, minor: 129900 })
    expect(parseMoneyText('1,299.50', 'MXN')).toEqual({ ok: true, minor: 129950 })
    expect(parseMoneyText('1\u00a0299,50', 'CRC')).toEqual({ ok: true, minor: 129950 })
    expect(parseMoneyText('12.500', 'ARS')).toEqual({ ok: true, minor: 1250000 })
    expect(parseMoneyText('1.299', 'CLP')).toEqual({ ok: true, minor: 1299 })
    expect(parseMoneyText('1,299', 'MXN')).toEqual({ ok: true, minor: 129900 })
    expect(parseMoneyText('1.250.000', 'PYG')).toEqual({ ok: true, minor: 1250000 })
  })

  it('refuses more decimals than the currency has, misplaced thousands, signs and letters', () => {
    expect(parseMoneyText('1299.5', 'CLP')).toEqual({ ok: false })
    expect(parseMoneyText('1.2.3', 'ARS')).toEqual({ ok: false })
    expect(parseMoneyText('12.50.0', 'ARS')).toEqual({ ok: false })
    expect(parseMoneyText('1,29.50', 'MXN')).toEqual({ ok: false })
    expect(parseMoneyText('1.299,5,0', 'ARS')).toEqual({ ok: false })
    expect(parseMoneyText('1299,5.0', 'ARS')).toEqual({ ok: false })
    expect(parseMoneyText('-5', 'ARS')).toEqual({ ok: false })
    expect(parseMoneyText(',5', 'ARS')).toEqual({ ok: false })
    expect(parseMoneyText('12a', 'ARS')).toEqual({ ok: false })
  })

  it('says an amount past the API’s maximum is too high, in any writing', () => {
    expect(parseMoneyText('999.999.999,99', 'EUR')).toEqual({ ok: true, minor: MAX_AMOUNT })
    expect(parseMoneyText('99.999.999.999', 'CLP')).toEqual({ ok: true, minor: MAX_AMOUNT })
    // Before, these were read (up to twelve whole digits) and the server refused them in minor units.
    expect(parseMoneyText('1.000.000.000', 'EUR')).toEqual({ ok: false, tooHigh: true })
    expect(parseMoneyText('100.000.000.000', 'CLP')).toEqual({ ok: false, tooHigh: true })
    expect(parseMoneyText('1234567890123', 'ARS')).toEqual({ ok: false, tooHigh: true })
    expect(parseMoneyText('0001299', 'ARS')).toEqual({ ok: true, minor: 129900 })
    const t = (key: string, options?: Record<string, unknown>) =>
      `${key}${options ? ` ${JSON.stringify(options)}` : ''}`
    expect(amountProblem(parseMoneyText('1.000.000.000', 'EUR'), 'EUR', t)).toBe(
      'catalogue.editor.amountTooHigh {"max":"999.999.999,99"}',
    )
    expect(amountProblem(parseMoneyText('12a', 'EUR'), 'EUR', t)).toBe(
      'catalogue.editor.invalidPrice',
    )
  })
})

describe('moneyText', () => {
  it("writes minor units as the store's country writes them, and reads them back", () => {
    expect(moneyText(129900, 'ARS')).toBe('1.299,00')
    expect(moneyText(129950, 'MXN')).toBe('1,299.50')
    expect(moneyText(1299, 'CLP')).toBe('1.299')
    expect(moneyText(null, 'ARS')).toBe('')
    for (const [minor, currency] of [
      [129950, 'ARS'],
      [129950, 'MXN'],
      [129950, 'CRC'],
      [129950, 'EUR'],
      [1250000, 'PYG'],
      [5, 'USD'],
      [MAX_AMOUNT, 'BRL'],
    ] as const) {
      expect([currency, parseMoneyText(moneyText(minor, currency), currency)]).toEqual([
        currency,
        { ok: true, minor },
      ])
    }
  })
})
