import type { AdminProduct, ProductBody } from '@vitrina/contract'
import { api } from '@vitrina/shared'

import { dropEarlyPage } from '../first-page'

/** `PUT admin/tienda/productos/{id}/`: the whole editable product; the variant list is replaced. */
export function updateProduct(id: number, body: ProductBody): Promise<AdminProduct> {
  dropEarlyPage()
  return api.put(`admin/tienda/productos/${id}/`, { json: body }).json<AdminProduct>()
}
