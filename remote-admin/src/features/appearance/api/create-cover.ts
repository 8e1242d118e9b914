import { api, type StoreImage, uploadFetch } from '@vitrina/shared'

import type { UploadOptions } from '../image-manager/types'

/** `POST admin/tienda/portadas/`: uploads a new cover (multipart field `portada`). */
export async function createCover(
  file: File,
  position?: number,
  { alt, onProgress }: UploadOptions = {},
): Promise<StoreImage> {
  const body = new FormData()
  body.append('portada', file)
  if (position !== undefined) body.append('position', String(position))
  if (alt !== undefined) body.append('alt', alt)
  try {
    // No Content-Type: the browser sets the multipart boundary itself.
    return await api
      .post('admin/tienda/portadas/', {
        body,
        ...(onProgress && { fetch: uploadFetch(onProgress) }),
      })
      .json<StoreImage>()
  } catch (error) {
    console.error('[covers] could not create cover', error)
    throw error
  }
}
