import type { ImageList, ImageOrder } from '@vitrina/contract'
import { api } from '@vitrina/shared'

import type { ImageKind } from '../../../components/image-manager/types'
import { IMAGE_ROUTES } from './image-routes'

/** `PUT admin/tienda/{logos,portadas}/` with `[{id, position}]`: sets the order of every image of the kind. */
export async function reorderImages(kind: ImageKind, order: ImageOrder): Promise<ImageList> {
  try {
    return await api
      .put(`admin/tienda/${IMAGE_ROUTES[kind].segment}/`, { json: order })
      .json<ImageList>()
  } catch (error) {
    console.error(`[${kind}] could not reorder images`, error)
    throw error
  }
}
