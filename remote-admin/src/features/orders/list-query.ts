import type { OrderListQuery } from './api/get-orders'
import { isOrderStatus } from './order-status'

/** Rows per page of the owner's order list. */
export const PAGE_SIZE = 20

/** The list's query from the page URL (`?q=&estado=&page=`), so back, reload and the dashboard's link keep it. */
export function readOrderQuery(params: URLSearchParams): OrderListQuery {
  const estado = params.get('estado')
  const page = Number(params.get('page'))
  return {
    q: params.get('q')?.trim() ?? '',
    estado: isOrderStatus(estado) ? estado : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: PAGE_SIZE,
  }
}

/** The URL search of a query; the first page and empty filters are left out. */
export function writeOrderQuery(query: OrderListQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.estado) params.set('estado', query.estado)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  return params
}
