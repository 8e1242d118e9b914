import { CURRENCIES, currencyExponent, isCurrency, MAX_AMOUNT } from '@vitrina/shared/rules'

/** The outcome of reading an amount typed in major units; `tooHigh`: past `MAX_AMOUNT`. */
export type MoneyText = { ok: true; minor: number | null } | { ok: false; tooHigh?: true }

/**
 * Splits an amount's text at its decimal mark. Owners write amounts the way
 * their country does ('1.299,50' in Argentina, '1,299.50' in Mexico, '1 299,50'
 * in Costa Rica) or plainly ('1299.5'): when both marks appear, the last one is
 * the decimal mark; a mark that appears more than once, or once with exactly
 * three digits after it, groups thousands (no currency has three decimals);
 * any other single mark is the decimal mark.
 */
function split(text: string): { whole: string; decimals: string } | null {
  const marks = text.match(/[.,]/g) ?? []
  if (marks.length === 0) return { whole: text, decimals: '' }
  const last = text.search(/[.,][^.,]*$/)
  const lastMark = text[last]!
  const after = text.slice(last + 1)
  const mixed = marks.some((mark) => mark !== lastMark)
  const grouping = !mixed && (marks.length > 1 || after.length === 3)
  const [whole, decimals] = grouping ? [text, ''] : [text.slice(0, last), after]
  const group = grouping ? lastMark : lastMark === '.' ? ',' : '.'
  if (!grouping && whole.includes(lastMark)) return null
  // Thousands: one to three digits, then groups of exactly three.
  const groups = whole.split(group)
  const grouped = groups.every((part, i) => (i === 0 ? /^\d{1,3}$/ : /^\d{3}$/).test(part))
  if (groups.length > 1 && !grouped) return null
  return { whole: groups.join(''), decimals }
}

/**
 * Reads an amount as the owner types it, in major units ('1299', '1299,5',
 * '1.299,50', '1,299.50'), into integer minor units of the currency: no more
 * decimals than the currency has, no sign, no letters. Empty is null.
 */
export function parseMoneyText(text: string, currency: string): MoneyText {
  const trimmed = text.replace(/\s/g, '').replace(/^\$/, '')
  if (trimmed === '') return { ok: true, minor: null }
  if (!/^\d[\d.,]*$/.test(trimmed)) return { ok: false }
  const parts = split(trimmed)
  if (!parts) return { ok: false }
  const exponent = currencyExponent(currency)
  if (parts.decimals.length > exponent) return { ok: false }
  const whole = parts.whole.replace(/^0+(?=\d)/, '')
  if (whole.length > 12) return { ok: false, tooHigh: true }
  const minor = Number(whole) * 10 ** exponent + Number(parts.decimals.padEnd(exponent, '0') || 0)
  return minor > MAX_AMOUNT ? { ok: false, tooHigh: true } : { ok: true, minor }
}

/** react-i18next's `t`, as far as the amount fields use it. */
export type Translate = ((key: string) => string) &
  ((key: string, options: { max: string }) => string)

/**
 * What to say beside an amount that cannot be sent: past the maximum, the
 * maximum in the store's own writing ('El importe máximo es 999.999.999,99.');
 * otherwise that it is not an amount. Before, a price past it was sent and the
 * server's schema text came back in minor units.
 */
export function amountProblem(read: MoneyText, currency: string, t: Translate): string {
  return !read.ok && read.tooHigh
    ? t('catalogue.editor.amountTooHigh', { max: moneyText(MAX_AMOUNT, currency) })
    : t('catalogue.editor.invalidPrice')
}

const formats = new Map<string, Intl.NumberFormat>()

/**
 * Minor units as the text of an amount field, written the way the store's
 * country writes it, without the symbol: `129900` ARS → '1.299,00', MXN →
 * '1,299.00', `1299` CLP → '1.299'. Null is empty. {@link parseMoneyText}
 * reads it back.
 */
export function moneyText(minor: number | null, currency: string): string {
  if (minor === null) return ''
  const code = isCurrency(currency) ? currency : 'ARS'
  const { exponent, locale } = CURRENCIES[code]
  let format = formats.get(code)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    })
    formats.set(code, format)
  }
  return format.format(minor / 10 ** exponent)
}
