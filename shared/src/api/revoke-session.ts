import type { RefreshBody } from '@vitrina/contract'

import { api } from '../http/client'

/** `POST logout/` (204): the session of that refresh token ends. A 401 here logs nobody out twice. */
export async function revokeSession(json: RefreshBody): Promise<void> {
  await api.post('logout/', { json, context: { skipUnauthorizedHandler: true } })
}
