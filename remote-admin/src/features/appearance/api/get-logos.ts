import { api, type StoreImage } from '@vitrina/shared'

/** `GET store/logos/` (public): the store's logos, ordered by position. */
export async function getLogos(): Promise<StoreImage[]> {
  try {
    return await api.get('store/logos/', { context: { skipAuth: true } }).json<StoreImage[]>()
  } catch (error) {
    console.error('[logos] could not load logos', error)
    throw error
  }
}
