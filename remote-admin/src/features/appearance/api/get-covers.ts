import { api, type StoreImage } from '@vitrina/shared'

/** `GET store/portadas/` (public): the store's covers, ordered by position. */
export async function getCovers(): Promise<StoreImage[]> {
  try {
    return await api.get('store/portadas/', { context: { skipAuth: true } }).json<StoreImage[]>()
  } catch (error) {
    console.error('[covers] could not load covers', error)
    throw error
  }
}
