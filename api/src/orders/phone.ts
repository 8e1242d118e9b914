/**
 * Phone numbers as people type them ('+54 9 (11) 2233-4455', '0054 9 11…')
 * to E.164 (`+5491122334455`): `+` (or the international `00`), a country
 * code that does not start with 0, 8–15 digits in all. Null when the text is
 * not such a number: without `+` or `00`, '11 2233-4455' names no country.
 */
export function toE164(text: string): string | null {
  let compact = text.trim().replace(/[\s\-().\u00a0/]/g, '')
  if (compact.startsWith('00')) compact = `+${compact.slice(2)}`
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null
}

/** A phone with every digit but the last 4 hidden: `+5491122334455` → `+*********4455`. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/^\+/, '')
  const shown = digits.slice(-4)
  return `+${'*'.repeat(Math.max(0, digits.length - shown.length))}${shown}`
}
