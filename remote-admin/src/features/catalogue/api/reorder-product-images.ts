import type { ProductImage, ProductImageOrder } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `PUT admin/tienda/productos/{id}/imagenes/` with `[{id, position}]` → the product's images in order. */
export function reorderProductImages(
  productId: number,
  order: ProductImageOrder,
): Promise<ProductImage[]> {
  return api
    .put(`admin/tienda/productos/${productId}/imagenes/`, { json: order })
    .json<ProductImage[]>()
}
