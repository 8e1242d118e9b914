import type { RefreshBody, RefreshResponse } from '@vitrina/contract'

import { api } from '../http/client'

/**
 * `POST token/refresh/`: new access token, rotated refresh token. No bearer
 * token, and a 401 is the caller's to handle (it closes the session itself).
 * `retry`: this token was sent before and its answer never arrived (a reload
 * mid-call); the server then answers with the same successor for a few
 * seconds instead of treating the replay as a leak (docs/security.md).
 */
export const refreshTokens = (json: RefreshBody, options: { retry?: boolean } = {}) =>
  api
    .post('token/refresh/', {
      json,
      headers: options.retry ? { 'X-Refresh-Retry': '1' } : undefined,
      context: { skipAuth: true, skipUnauthorizedHandler: true },
    })
    .json<RefreshResponse>()
