import { api, i18n } from '@vitrina/shared'

import type { ImageKind } from '../../../components/image-manager/types'
import { ID_REQUIRED, IMAGE_ROUTES } from './image-routes'

/** `DELETE admin/tienda/{logos,portadas}/delete/{id}/` */
export async function deleteImage(kind: ImageKind, id: number | null | undefined): Promise<void> {
  if (!id) throw new Error(i18n.t(ID_REQUIRED[kind]))
  try {
    await api.delete(`admin/tienda/${IMAGE_ROUTES[kind].segment}/delete/${id}/`)
  } catch (error) {
    console.error(`[${kind}] could not delete image`, id, error)
    throw error
  }
}
