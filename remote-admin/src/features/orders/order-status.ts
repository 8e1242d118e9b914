import type { OrderStatus } from '@vitrina/contract'

/** The chip colour of each status: waiting stands out, final ones recede. */
export const STATUS_PALETTE: Record<OrderStatus, string> = {
  pendiente: 'orange',
  confirmado: 'blue',
  enviado: 'purple',
  listo_para_retirar: 'teal',
  entregado: 'green',
  cancelado: 'gray',
}

/** Every status, in the order an order goes through them (the filter's options). */
export const STATUSES = Object.keys(STATUS_PALETTE) as OrderStatus[]

export const isOrderStatus = (value: string | null): value is OrderStatus =>
  (STATUSES as readonly string[]).includes(value ?? '')

/** The route param as an order number, or null when it cannot be one. */
export function parseOrderNumber(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null
  const n = Number(raw)
  return n >= 1 ? n : null
}
