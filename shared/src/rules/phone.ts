/**
 * Phone numbers as people type them ('+54 9 (11) 2233-4455', '0054 9 11…')
 * to E.164 (`+5491122334455`): `+` (or the international `00`), a country
 * code that does not start with 0, 8–15 digits in all. Null when the text is
 * not such a number: without `+` or `00`, '11 2233-4455' names no country.
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
