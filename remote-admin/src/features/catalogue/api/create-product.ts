import type { AdminProduct, ProductBody } from '@vitrina/contract'
import { api } from '@vitrina/shared'

import { dropEarlyPage } from '../first-page'

/** `POST admin/tienda/productos/` → 201 with the product (without images: they upload after). */
export function createProduct(body: ProductBody): Promise<AdminProduct> {
  dropEarlyPage()
  return api.post('admin/tienda/productos/', { json: body }).json<AdminProduct>()
}
