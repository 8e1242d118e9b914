import type { Order } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `GET admin/tienda/pedidos/{number}/`: the whole order, with its history. */
export function getOrder(number: number): Promise<Order> {
  return api.get(`admin/tienda/pedidos/${number}/`).json<Order>()
}
