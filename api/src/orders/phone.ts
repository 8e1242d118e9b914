export { toE164 } from '@vitrina/shared/rules'

/** A phone with every digit but the last 4 hidden: `+5491122334455` → `+*********4455`. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/^\+/, '')
  const shown = digits.slice(-4)
  return `+${'*'.repeat(Math.max(0, digits.length - shown.length))}${shown}`
}
