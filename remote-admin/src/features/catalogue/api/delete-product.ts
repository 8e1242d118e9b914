import { api } from '@vitrina/shared'

/** `DELETE admin/tienda/productos/{id}/` */
export async function deleteProduct(id: number): Promise<void> {
  await api.delete(`admin/tienda/productos/${id}/`)
}
