/**
 * Country calling codes of the stores' markets, longest first so `+591`
 * (Bolivia) wins over a shorter code that starts the same way.
 */
const CALLING_CODES = [
  '591',
  '593',
  '595',
  '598',
  '502',
  '504',
  '505',
  '506',
  '507',
  '54',
  '55',
  '56',
  '57',
  '52',
  '51',
  '34',
  '1',
]

/** Where a store without WhatsApp sells, from its currency. */
const CODE_OF_CURRENCY: Record<string, string> = {
  ARS: '54',
  BOB: '591',
  BRL: '55',
  CLP: '56',
  COP: '57',
  CRC: '506',
  DOP: '1',
  EUR: '34',
  GTQ: '502',
  HNL: '504',
  MXN: '52',
  NIO: '505',
  PAB: '507',
  PEN: '51',
  PYG: '595',
  USD: '593',
  UYU: '598',
}

/**
 * What the phone field starts with: the country code of the store's WhatsApp
 * number (or of its currency's country), Argentine mobiles as WhatsApp shows
 * them, `+54 9 `.
 */
export function phonePrefix(whatsapp: string | null | undefined, currency: string): string {
  const digits = (whatsapp ?? '').replace(/\D/g, '')
  const code =
    CALLING_CODES.find((candidate) => digits.startsWith(candidate)) ??
    CODE_OF_CURRENCY[currency] ??
    '54'
  return code === '54' ? '+54 9 ' : `+${code} `
}

/**
 * A phone as people type it ('+54 9 (11) 2233-4455', '0054 9 11…') to E.164,
 * as the API reads it: `+` or `00`, then 8–15 digits with a country code not
 * starting with 0. Null when it is not such a number ('11 2233-4455' names no country).
 */
export function toE164(text: string): string | null {
  let compact = text.trim().replace(/[\s\-().\u00a0/]/g, '')
  if (compact.startsWith('00')) compact = `+${compact.slice(2)}`
  compact = argentineMobile(compact)
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null
}

/**
 * An Argentine mobile written the local way after `+54 9`: the trunk `0` and
 * the `15` after the area code are not part of the number WhatsApp knows
 * (`+54 9 (351) 15-555-0101`, `+54 9 011 15 2233-4455` → `+5493515550101`,
 * `+5491122334455`). The area code is `11` or 3–4 digits; its number makes 10.
 */
function argentineMobile(compact: string): string {
  const local = /^\+549(\d+)$/.exec(compact)?.[1]
  if (!local) return compact
  let national = local.startsWith('0') ? local.slice(1) : local
  if (national.length === 12) {
    const area = [2, 3, 4].find(
      (length) =>
        national.slice(length, length + 2) === '15' && (length !== 2 || national.startsWith('11')),
    )
    if (area !== undefined) national = national.slice(0, area) + national.slice(area + 2)
  }
  return `+549${national}`
}
