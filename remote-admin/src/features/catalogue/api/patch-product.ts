import type { AdminProduct, ProductPatch } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `PATCH admin/tienda/productos/{id}/`: the status, or quick stock edits with `stock_seen`. */
export function patchProduct(id: number, patch: ProductPatch): Promise<AdminProduct> {
  return api.patch(`admin/tienda/productos/${id}/`, { json: patch }).json<AdminProduct>()
}
