import type { ProductStatus } from '@vitrina/contract'

import type { ProductListQuery } from './api/get-products'

/** Rows per page of the owner's list: small enough to open fast with 10,000 products. */
export const PAGE_SIZE = 20

/** The list's query from the page URL (`?q=&estado=&sin_stock=1&page=`), so back and reload keep it. */
export function readListQuery(params: URLSearchParams): ProductListQuery {
  const estado = params.get('estado')
  const page = Number(params.get('page'))
  return {
    q: params.get('q')?.trim() ?? '',
    estado: estado === 'draft' || estado === 'active' ? (estado as ProductStatus) : '',
    sinStock: params.get('sin_stock') === '1',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: PAGE_SIZE,
  }
}

/** The URL search of a query; the first page and empty filters are left out. */
export function writeListQuery(query: ProductListQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.estado) params.set('estado', query.estado)
  if (query.sinStock) params.set('sin_stock', '1')
  if (query.page && query.page > 1) params.set('page', String(query.page))
  return params
}
