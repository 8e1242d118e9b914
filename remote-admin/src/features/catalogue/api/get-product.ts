import type { AdminProduct } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `GET admin/tienda/productos/{id}/` */
export function getProduct(id: number): Promise<AdminProduct> {
  return api.get(`admin/tienda/productos/${id}/`).json<AdminProduct>()
}
