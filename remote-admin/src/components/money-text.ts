import { currencyExponent, majorUnits } from '@vitrina/shared/rules'

/** The outcome of reading an amount typed in major units. */
export type MoneyText = { ok: true; minor: number | null } | { ok: false }

/**
 * Reads an amount as the owner types it, in major units ('1299', '1299,5',
 * '1299.50'), into integer minor units of the currency: at most one decimal
 * mark (`.` or `,`) and no more decimals than the currency has. Empty is null.
 */
export function parseMoneyText(text: string, currency: string): MoneyText {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: true, minor: null }
  const exponent = currencyExponent(currency)
  const match = /^(\d{1,12})(?:[.,](\d*))?$/.exec(trimmed)
  if (!match) return { ok: false }
  const decimals = match[2] ?? ''
  if (decimals.length > exponent) return { ok: false }
  const minor = Number(match[1]) * 10 ** exponent + Number(decimals.padEnd(exponent, '0') || 0)
  return Number.isSafeInteger(minor) ? { ok: true, minor } : { ok: false }
}

/** Minor units as the text of an amount field ('1299.00'); null is empty. */
export function moneyText(minor: number | null, currency: string): string {
  return minor === null ? '' : majorUnits(minor, currency)
}
