import { api, i18n, type StoreImage, uploadFetch } from '@vitrina/shared'

import type { UploadOptions } from '../image-manager/types'

export interface CoverUpdate {
  file?: File
  position?: number
  /** Alternative text; an empty one clears it. */
  alt?: string
}

/** `PUT admin/tienda/portadas/{id}/`: replaces the cover's file and/or position (multipart). */
export async function updateCover(
  id: number | null | undefined,
  changes: CoverUpdate,
  { onProgress }: Pick<UploadOptions, 'onProgress'> = {},
): Promise<StoreImage> {
  if (!id) throw new Error(i18n.t('admin:errors.coverIdRequired'))
  const body = new FormData()
  if (changes.file) body.append('portada', changes.file)
  if (changes.position !== undefined) body.append('position', String(changes.position))
  if (changes.alt !== undefined) body.append('alt', changes.alt)
  try {
    return await api
      .put(`admin/tienda/portadas/${id}/`, {
        body,
        ...(onProgress && { fetch: uploadFetch(onProgress) }),
      })
      .json<StoreImage>()
  } catch (error) {
    console.error('[covers] could not update cover', id, error)
    throw error
  }
}
