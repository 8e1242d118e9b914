import type { ProductCardPage, ProductQuery } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** The query of `GET store/productos/`, with numbers as numbers; empty fields are left out. */
export type ProductListQuery = Omit<ProductQuery, 'page' | 'page_size'> & {
  page?: number
  page_size?: number
}

/** `GET store/productos/`: one page of the active products' cards; public, never sends a token. */
export const getProducts = (query: ProductListQuery) => {
  const searchParams = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') searchParams.set(name, String(value))
  }
  return api
    .get('store/productos/', { searchParams, context: { skipAuth: true } })
    .json<ProductCardPage>()
}
