import type { DeliveryMethod, OrderStatus } from '@vitrina/contract'

/** No move leaves these (commerce spec §5). */
export const FINAL_STATUSES: readonly OrderStatus[] = ['entregado', 'cancelado']

/** The statuses an order may move to from `from` (commerce spec §5). */
export function allowedMoves(from: OrderStatus, delivery: DeliveryMethod): OrderStatus[] {
  switch (from) {
    case 'pendiente':
      return ['confirmado', 'cancelado']
    case 'confirmado':
      return [delivery === 'envio' ? 'enviado' : 'listo_para_retirar', 'cancelado']
    case 'enviado':
    case 'listo_para_retirar':
      return ['entregado', 'cancelado']
    default:
      return []
  }
}
