import type { RefreshBody, RefreshResponse } from '@vitrina/contract'

import { api } from '../http/client'

/**
 * `POST token/refresh/`: new access token, rotated refresh token. No bearer
 * token, and a 401 is the caller's to handle (it closes the session itself).
 */
export const refreshTokens = (json: RefreshBody) =>
  api
    .post('token/refresh/', { json, context: { skipAuth: true, skipUnauthorizedHandler: true } })
    .json<RefreshResponse>()
