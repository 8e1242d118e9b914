import type { AdminProductPage, ProductStatus } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** What the owner's list asks for; empty fields are left out of the query. */
export interface ProductListQuery {
  q?: string
  estado?: ProductStatus | ''
  /** Only products with nothing left to sell. */
  sinStock?: boolean
  page?: number
  pageSize?: number
}

/** `GET admin/tienda/productos/`: one page of the store's products, drafts included. */
export function getProducts(query: ProductListQuery = {}): Promise<AdminProductPage> {
  const searchParams: Record<string, string> = {}
  if (query.q) searchParams.q = query.q
  if (query.estado) searchParams.estado = query.estado
  if (query.sinStock) searchParams.sin_stock = '1'
  if (query.page) searchParams.page = String(query.page)
  if (query.pageSize) searchParams.page_size = String(query.pageSize)
  return api.get('admin/tienda/productos/', { searchParams }).json<AdminProductPage>()
}
