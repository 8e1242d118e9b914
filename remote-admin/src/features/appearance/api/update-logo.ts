import { api, i18n, type StoreImage, uploadFetch } from '@vitrina/shared'

import type { UploadOptions } from '../image-manager/types'

export interface LogoUpdate {
  file?: File
  position?: number
  /** Alternative text; an empty one clears it. */
  alt?: string
}

/** `PUT admin/tienda/logos/{id}/`: replaces the logo's file and/or position (multipart). */
export async function updateLogo(
  id: number | null | undefined,
  changes: LogoUpdate,
  { onProgress }: Pick<UploadOptions, 'onProgress'> = {},
): Promise<StoreImage> {
  if (!id) throw new Error(i18n.t('admin:errors.logoIdRequired'))
  const body = new FormData()
  if (changes.file) body.append('logo', changes.file)
  if (changes.position !== undefined) body.append('position', String(changes.position))
  if (changes.alt !== undefined) body.append('alt', changes.alt)
  try {
    return await api
      .put(`admin/tienda/logos/${id}/`, {
        body,
        ...(onProgress && { fetch: uploadFetch(onProgress) }),
      })
      .json<StoreImage>()
  } catch (error) {
    console.error('[logos] could not update logo', id, error)
    throw error
  }
}
