import type { Order, OrderPatch } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `PATCH admin/tienda/pedidos/{number}/`: one allowed move; 409 `invalid_transition` for any other. */
export function moveOrder(number: number, patch: OrderPatch): Promise<Order> {
  return api.patch(`admin/tienda/pedidos/${number}/`, { json: patch }).json<Order>()
}
