/**
 * Money rules of the commerce spec (§2), shared by the browser and the
 * server: every amount is an integer in the currency's minor units (ISO 4217
 * exponent), shown the way the store's country writes it whatever the
 * interface language.
 */

/** The currencies a store may sell in, with their ISO 4217 exponent and the locale that writes them. */
export const CURRENCIES = {
  ARS: { exponent: 2, locale: 'es-AR' },
  BOB: { exponent: 2, locale: 'es-BO' },
  BRL: { exponent: 2, locale: 'pt-BR' },
  CLP: { exponent: 0, locale: 'es-CL' },
  COP: { exponent: 2, locale: 'es-CO' },
  CRC: { exponent: 2, locale: 'es-CR' },
  DOP: { exponent: 2, locale: 'es-DO' },
  EUR: { exponent: 2, locale: 'es-ES' },
  GTQ: { exponent: 2, locale: 'es-GT' },
  HNL: { exponent: 2, locale: 'es-HN' },
  MXN: { exponent: 2, locale: 'es-MX' },
  NIO: { exponent: 2, locale: 'es-NI' },
  PAB: { exponent: 2, locale: 'es-PA' },
  PEN: { exponent: 2, locale: 'es-PE' },
  PYG: { exponent: 0, locale: 'es-PY' },
  USD: { exponent: 2, locale: 'es-EC' },
  UYU: { exponent: 2, locale: 'es-UY' },
} as const

export type CurrencyCode = keyof typeof CURRENCIES

export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[]

export const isCurrency = (code: string): code is CurrencyCode =>
  Object.prototype.hasOwnProperty.call(CURRENCIES, code)

/**
 * The largest amount in minor units the API takes (prices, compare-at prices,
 * the shipping fee): the contract's `MAX_AMOUNT`, here for the browser, which
 * imports only the contract's types.
 */
export const MAX_AMOUNT = 99_999_999_999

/** The currency's minor-unit exponent (2 for ARS, 0 for CLP); 2 for an unknown code. */
export const currencyExponent = (currency: string): number =>
  isCurrency(currency) ? CURRENCIES[currency].exponent : 2

const formatters = new Map<string, Intl.NumberFormat>()

/**
 * Builds the currency's formatter now. A page's first `Intl.NumberFormat`
 * costs 40–110 ms on a phone-class CPU (the browser loads its number data
 * once), the next ones well under 1 ms: built while the page is idle, that
 * cost stays off the first screen that shows a price.
 */
export function prepareMoneyFormat(currency: string): void {
  formatMoney(0, currency)
}

/**
 * `129900` ARS → '$ 1.299,00'. The fraction digits are the ISO exponent,
 * never `Intl`'s own idea of the currency.
 */
export function formatMoney(minor: number, currency: string): string {
  const code = isCurrency(currency) ? currency : 'ARS'
  const { exponent, locale } = CURRENCIES[code]
  const key = `${code}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    })
    formatters.set(key, format)
  }
  return format.format(minor / 10 ** exponent)
}

/** Minor units as a decimal string in major units with `.`: `459900` ARS → `"4599.00"`, CLP `1299` → `"1299"`. */
export function majorUnits(minor: number, currency: string): string {
  const exponent = currencyExponent(currency)
  if (exponent === 0) return String(minor)
  const sign = minor < 0 ? '-' : ''
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0')
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`
}

/**
 * Rescales an amount when a store changes currency, keeping its major-unit
 * value (ARS 1.299,00 → CLP 1.299): `129900` ARS → `1299` CLP.
 */
export function rescaleMinor(minor: number, from: string, to: string): number {
  const shift = currencyExponent(to) - currencyExponent(from)
  if (shift === 0) return minor
  return shift > 0 ? minor * 10 ** shift : Math.round(minor / 10 ** -shift)
}
