/**
 * The order moves of the commerce spec (§5), shared by the server (which
 * refuses any other with 409 `invalid_transition`) and the owner's desk
 * (which shows one button per allowed move).
 */
import type { DeliveryMethod, OrderStatus } from '@vitrina/contract'

/** No move leaves these. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['entregado', 'cancelado']

/** The statuses an order may move to from `from`; a pickup is made ready, a delivery is sent. */
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
