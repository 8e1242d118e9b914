import type { OrderPage, OrderStatus } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** What the owner's order list asks for; empty fields are left out of the query. */
export interface OrderListQuery {
  q?: string
  estado?: OrderStatus | ''
  page?: number
  pageSize?: number
}

/** `GET admin/tienda/pedidos/`: one page of the store's orders, newest first. */
export function getOrders(query: OrderListQuery = {}): Promise<OrderPage> {
  const searchParams: Record<string, string> = {}
  if (query.q) searchParams.q = query.q
  if (query.estado) searchParams.estado = query.estado
  if (query.page) searchParams.page = String(query.page)
  if (query.pageSize) searchParams.page_size = String(query.pageSize)
  return api.get('admin/tienda/pedidos/', { searchParams }).json<OrderPage>()
}
