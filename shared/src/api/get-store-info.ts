import type { StoreInfo } from '@vitrina/contract'

import { api } from '../http/client'

/** `GET tienda/resume/subdomain/`: public, so it never sends a token (nor fails on a stale one). */
export const getStoreInfo = () =>
  api.get('tienda/resume/subdomain/', { context: { skipAuth: true } }).json<StoreInfo>()
