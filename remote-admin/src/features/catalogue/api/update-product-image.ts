import type { ProductImage } from '@vitrina/contract'
import { api, uploadFetch, type UploadProgress } from '@vitrina/shared'

/** `PUT admin/tienda/productos/{id}/imagenes/{image_id}/` (multipart): a new file and/or alt text. */
export function updateProductImage(
  productId: number,
  imageId: number,
  changes: { file?: File; alt?: string },
  onProgress?: (progress: UploadProgress) => void,
): Promise<ProductImage> {
  const body = new FormData()
  if (changes.file) body.append('imagen', changes.file)
  if (changes.alt !== undefined) body.append('alt', changes.alt)
  return api
    .put(`admin/tienda/productos/${productId}/imagenes/${imageId}/`, {
      body,
      ...(onProgress && { fetch: uploadFetch(onProgress) }),
    })
    .json<ProductImage>()
}
