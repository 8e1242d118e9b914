import { api, type StoreImage, uploadFetch } from '@vitrina/shared'

import type { UploadOptions } from '../image-manager/types'

/** `POST admin/tienda/logos/`: uploads a new logo (multipart field `logo`). */
export async function createLogo(
  file: File,
  position?: number,
  { alt, onProgress }: UploadOptions = {},
): Promise<StoreImage> {
  const body = new FormData()
  body.append('logo', file)
  if (position !== undefined) body.append('position', String(position))
  if (alt !== undefined) body.append('alt', alt)
  try {
    // No Content-Type: the browser sets the multipart boundary itself.
    return await api
      .post('admin/tienda/logos/', {
        body,
        ...(onProgress && { fetch: uploadFetch(onProgress) }),
      })
      .json<StoreImage>()
  } catch (error) {
    console.error('[logos] could not create logo', error)
    throw error
  }
}
