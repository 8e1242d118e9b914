import type { ImageList } from '@vitrina/contract'
import { api } from '@vitrina/shared'

import type { ImageKind } from '../../../components/image-manager/types'
import { IMAGE_ROUTES } from './image-routes'

/** `GET store/logos/` or `store/portadas/` (public): the store's images of a kind, by position. */
export async function getImages(kind: ImageKind): Promise<ImageList> {
  const { segment } = IMAGE_ROUTES[kind]
  try {
    return await api.get(`store/${segment}/`, { context: { skipAuth: true } }).json<ImageList>()
  } catch (error) {
    console.error(`[${kind}] could not load ${kind}`, error)
    throw error
  }
}
