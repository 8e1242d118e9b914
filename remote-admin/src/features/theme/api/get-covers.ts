import type { ImageList } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `GET store/portadas/` (public): the covers the preview shows, by position. */
export async function getCovers(): Promise<ImageList> {
  try {
    return await api.get('store/portadas/', { context: { skipAuth: true } }).json<ImageList>()
  } catch (error) {
    console.error('[theme] could not load the covers', error)
    throw error
  }
}
