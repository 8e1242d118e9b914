import { api } from '@vitrina/shared'

/** `DELETE admin/tienda/productos/{id}/imagenes/{image_id}/` */
export async function deleteProductImage(productId: number, imageId: number): Promise<void> {
  await api.delete(`admin/tienda/productos/${productId}/imagenes/${imageId}/`)
}
