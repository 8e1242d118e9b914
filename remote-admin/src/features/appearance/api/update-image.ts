import type { StoreImage } from '@vitrina/contract'
import { api, i18n, uploadFetch } from '@vitrina/shared'

import type { ImageKind, UploadOptions } from '../../../components/image-manager/types'
import { ID_REQUIRED, IMAGE_ROUTES } from './image-routes'

export interface ImageUpdate {
  file?: File
  position?: number
  /** Alternative text; an empty one clears it. */
  alt?: string
}

/** `PUT admin/tienda/{logos,portadas}/{id}/`: replaces the image's file, position and/or alt text (multipart). */
export async function updateImage(
  kind: ImageKind,
  id: number | null | undefined,
  changes: ImageUpdate,
  { onProgress }: Pick<UploadOptions, 'onProgress'> = {},
): Promise<StoreImage> {
  if (!id) throw new Error(i18n.t(ID_REQUIRED[kind]))
  const { segment, field } = IMAGE_ROUTES[kind]
  const body = new FormData()
  if (changes.file) body.append(field, changes.file)
  if (changes.position !== undefined) body.append('position', String(changes.position))
  if (changes.alt !== undefined) body.append('alt', changes.alt)
  try {
    return await api
      .put(`admin/tienda/${segment}/${id}/`, {
        body,
        ...(onProgress && { fetch: uploadFetch(onProgress) }),
      })
      .json<StoreImage>()
  } catch (error) {
    console.error(`[${kind}] could not update image`, id, error)
    throw error
  }
}
