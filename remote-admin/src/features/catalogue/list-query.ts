import type { ProductStatus } from '@vitrina/contract'

import { readSearchAndPage, writeSearchAndPage } from '../../components/list-query'
import type { ProductListQuery } from './api/get-products'

/** Rows per page of the owner's list: small enough to open fast with 10,000 products. */
export const PAGE_SIZE = 20

/** The list's query from the page URL (`?q=&estado=&sin_stock=1&page=`), so back and reload keep it. */
export function readListQuery(params: URLSearchParams): ProductListQuery {
  const estado = params.get('estado')
  const { q, page } = readSearchAndPage(params)
  return {
    q,
    estado: estado === 'draft' || estado === 'active' ? (estado as ProductStatus) : '',
    sinStock: params.get('sin_stock') === '1',
    page,
    pageSize: PAGE_SIZE,
  }
}

/** The URL search of a query; the first page and empty filters are left out. */
export function writeListQuery(query: ProductListQuery): URLSearchParams {
  return writeSearchAndPage(query, {
    estado: query.estado,
    sin_stock: query.sinStock ? '1' : undefined,
  })
}
