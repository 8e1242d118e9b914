import type { DeliveryMethod, PaymentMethod } from '@vitrina/contract'
import { formatMoney } from '@vitrina/shared/rules'

export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  a_convenir: 'A convenir con el vendedor',
  transferencia: 'Transferencia bancaria',
  efectivo: 'Efectivo al retirar',
}

export const DELIVERY_LABELS: Record<DeliveryMethod, string> = {
  retiro: 'Retiro en el local',
  envio: 'Envío a domicilio',
}

/** Typed text on one line: no line break of any kind can fake a line of the message. */
export const oneLine = (text: string) =>
  text
    .replace(/[\r\n\v\f\u0085\u2028\u2029]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim()

export interface MessageOrder {
  number: number
  storeName: string
  currency: string
  items: { title: string; optionValues: string[]; quantity: number; lineTotal: number }[]
  shipping: number
  total: number
  deliveryMethod: DeliveryMethod
  deliveryAddress: string | null
  paymentMethod: PaymentMethod
  pageUrl: string
}

/** The text the shopper sends the store on WhatsApp (commerce spec §4). */
export function orderMessage(order: MessageOrder): string {
  // Plain spaces, as the spec writes the amounts ('$ 25.998,00'): Intl puts a no-break
  // space after the sign, which a text pasted or searched elsewhere does not match.
  const money = (minor: number) =>
    formatMoney(minor, order.currency).replace(/[\u00a0\u202f]/g, ' ')
  const lines = [`Hola! Hice el pedido #${order.number} en ${oneLine(order.storeName)}:`]
  for (const item of order.items) {
    const options = item.optionValues.length > 0 ? ` (${item.optionValues.join(', ')})` : ''
    lines.push(`${item.quantity} × ${oneLine(item.title + options)} — ${money(item.lineTotal)}`)
  }
  if (order.deliveryMethod === 'envio') lines.push(`Envío: ${money(order.shipping)}`)
  lines.push(`Total: ${money(order.total)}`)
  const address =
    order.deliveryMethod === 'envio' && order.deliveryAddress
      ? ` — ${oneLine(order.deliveryAddress)}`
      : ''
  lines.push(`Entrega: ${DELIVERY_LABELS[order.deliveryMethod]}${address}`)
  lines.push(`Pago: ${PAYMENT_LABELS[order.paymentMethod]}`)
  lines.push(`Pedido: ${order.pageUrl}`)
  return lines.join('\n')
}

/** `https://wa.me/<digits>?text=…` for a store's E.164 number. */
export const whatsappUrl = (e164: string, text: string) =>
  `https://wa.me/${e164.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
