import type { ImageEndpoints, ImageManagerConfig } from '../../components/image-manager/types'
import { createProductImage } from './api/create-product-image'
import { deleteProductImage } from './api/delete-product-image'
import { getProduct } from './api/get-product'
import { reorderProductImages } from './api/reorder-product-images'
import { updateProductImage } from './api/update-product-image'

/** A product's photos in the image manager: up to 10, square, JPEG. */
export const PRODUCT_IMAGES: ImageManagerConfig = {
  kind: 'products',
  maxImages: 10,
  aspect: 1,
  file: { name: 'producto.jpg', type: 'image/jpeg' },
  allowSkip: true,
  fit: 'cover',
}

/** The image manager's calls for one saved product. */
export function productImageEndpoints(productId: number): ImageEndpoints {
  return {
    list: async () => (await getProduct(productId)).images,
    create: (file, _position, options) =>
      createProductImage(productId, file, options?.alt, options?.onProgress),
    update: (id, { file, alt }, options) =>
      updateProductImage(productId, id, { file, alt }, options?.onProgress),
    remove: (id) => deleteProductImage(productId, id),
    reorder: (order) => reorderProductImages(productId, order),
  }
}
