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
