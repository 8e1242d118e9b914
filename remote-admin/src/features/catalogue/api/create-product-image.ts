import type { ProductImage } from '@vitrina/contract'
import { api, uploadFetch, type UploadProgress } from '@vitrina/shared'

/** `POST admin/tienda/productos/{id}/imagenes/`: multipart `imagen` (+ optional `alt`) → 201 image. */
export function createProductImage(
  productId: number,
  file: File,
  alt?: string,
  onProgress?: (progress: UploadProgress) => void,
): Promise<ProductImage> {
  const body = new FormData()
  body.append('imagen', file)
  if (alt !== undefined) body.append('alt', alt)
  return api
    .post(`admin/tienda/productos/${productId}/imagenes/`, {
      body,
      ...(onProgress && { fetch: uploadFetch(onProgress) }),
    })
    .json<ProductImage>()
}
