import type { AdminProduct, ProductPatch } from '@vitrina/contract'
import { api } from '@vitrina/shared'

import { dropEarlyPage } from '../first-page'

/** `PATCH admin/tienda/productos/{id}/`: the status, or quick stock edits with `stock_seen`. */
export function patchProduct(id: number, patch: ProductPatch): Promise<AdminProduct> {
  dropEarlyPage()
  return api.patch(`admin/tienda/productos/${id}/`, { json: patch }).json<AdminProduct>()
}
