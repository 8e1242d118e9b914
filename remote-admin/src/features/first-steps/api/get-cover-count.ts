import type { ImageList } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `GET store/portadas/` (public): how many covers the store shows. */
export const getCoverCount = async () =>
  (await api.get('store/portadas/', { context: { skipAuth: true } }).json<ImageList>()).length
