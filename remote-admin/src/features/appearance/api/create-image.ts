import type { StoreImage } from '@vitrina/contract'
import { api, uploadFetch } from '@vitrina/shared'

import type { ImageKind, UploadOptions } from '../../../components/image-manager/types'
import { IMAGE_ROUTES } from './image-routes'

/** `POST admin/tienda/logos/` or `admin/tienda/portadas/`: uploads a new image (multipart field `logo` or `portada`). */
export async function createImage(
  kind: ImageKind,
  file: File,
  position?: number,
  { alt, onProgress }: UploadOptions = {},
): Promise<StoreImage> {
  const { segment, field } = IMAGE_ROUTES[kind]
  const body = new FormData()
  body.append(field, file)
  if (position !== undefined) body.append('position', String(position))
  if (alt !== undefined) body.append('alt', alt)
  try {
    // No Content-Type: the browser sets the multipart boundary itself.
    return await api
      .post(`admin/tienda/${segment}/`, {
        body,
        ...(onProgress && { fetch: uploadFetch(onProgress) }),
      })
      .json<StoreImage>()
  } catch (error) {
    console.error(`[${kind}] could not create an image`, error)
    throw error
  }
}
