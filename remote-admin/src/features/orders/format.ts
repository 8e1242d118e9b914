/** The order's number as people say it: '#1001'. */
export const orderLabel = (number: number) => `#${number}`

const formats = new Map<string, Intl.DateTimeFormat>()

/** A moment as a short date and time in the interface's language ('25/11/26, 14:05'). */
export function formatWhen(iso: string, language: string): string {
  let format = formats.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' })
    formats.set(language, format)
  }
  return format.format(new Date(iso))
}

/** The customer's phone (E.164) as a wa.me link: digits only. */
export const whatsappLink = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`
