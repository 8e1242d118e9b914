import type { ImageList } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `GET store/portadas/`: public, so it never sends a token (nor fails on a stale one). */
export const getCovers = () =>
  api.get('store/portadas/', { context: { skipAuth: true } }).json<ImageList>()
