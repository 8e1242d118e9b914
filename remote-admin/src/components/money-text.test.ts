import { moneyText, parseMoneyText } from './money-text'

describe('parseMoneyText', () => {
  it('reads major units into minor units with the currency exponent', () => {
    expect(parseMoneyText('1299', 'ARS')).toEqual({ ok: true, minor: 129900 })
    expect(parseMoneyText(' 1299,5 ', 'ARS')).toEqual({ ok: true, minor: 129950 })
    expect(parseMoneyText('1299.05', 'ARS')).toEqual({ ok: true, minor: 129905 })
    expect(parseMoneyText('1299', 'CLP')).toEqual({ ok: true, minor: 1299 })
    expect(parseMoneyText('', 'ARS')).toEqual({ ok: true, minor: null })
  })

  it('refuses more decimals than the currency has, two marks, signs and letters', () => {
    expect(parseMoneyText('1299.5', 'CLP')).toEqual({ ok: false })
    expect(parseMoneyText('1.299,00', 'ARS')).toEqual({ ok: false })
    expect(parseMoneyText('-5', 'ARS')).toEqual({ ok: false })
    expect(parseMoneyText('12a', 'ARS')).toEqual({ ok: false })
  })
})

describe('moneyText', () => {
  it('writes minor units back as the field shows them', () => {
    expect(moneyText(129900, 'ARS')).toBe('1299.00')
    expect(moneyText(1299, 'CLP')).toBe('1299')
    expect(moneyText(null, 'ARS')).toBe('')
  })
})
