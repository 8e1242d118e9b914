import { readSearchAndPage, writeSearchAndPage } from '../../components/list-query'
import type { OrderListQuery } from './api/get-orders'
import { isOrderStatus } from './order-status'

/** Rows per page of the owner's order list. */
export const PAGE_SIZE = 20

/** The list's query from the page URL (`?q=&estado=&page=`), so back, reload and the dashboard's link keep it. */
export function readOrderQuery(params: URLSearchParams): OrderListQuery {
  const estado = params.get('estado')
  const { q, page } = readSearchAndPage(params)
  return { q, estado: isOrderStatus(estado) ? estado : '', page, pageSize: PAGE_SIZE }
}

/** The URL search of a query; the first page and empty filters are left out. */
export function writeOrderQuery(query: OrderListQuery): URLSearchParams {
  return writeSearchAndPage(query, { estado: query.estado })
}

/** The list's address search as the owner last left it (this tab), for 'Volver a los pedidos'. */
let lastSearch = ''

/** Remembers the list's search (`?q=ana&estado=pendiente`, or '' for the whole list). */
export function rememberListSearch(search: string): void {
  lastSearch = search
}

/** The list's address as the owner last left it: its filter, search and page kept. */
export const listPath = (): string => `/admin/pedidos${lastSearch}`
