import ky, { isHTTPError, type KyInstance, type Options } from 'ky'

import { getRuntimeConfig } from '../config/runtime-config'
import { startLoadingAtom, stopLoadingAtom } from '../loading/atoms'
import { sessionAtom } from '../session/atoms'
import { appStore } from '../store/app-store'
import { currentTenant } from '../tenant/tenant'
import { ApiError, isInvalidTokenError } from './api-error'

/** Per-request options our hooks read from ky's `context`. */
export interface ApiContext {
  /** Send no bearer token (public reads, login, refresh). */
  skipAuth?: boolean
  /** Do not log out on an invalid-token 401 (the refresh call handles it itself). */
  skipUnauthorizedHandler?: boolean
}

type UnauthorizedHandler = (error: ApiError) => void
let unauthorizedHandler: UnauthorizedHandler | null = null

/** The host registers what an invalid token does (log out, go to /login). */
export function onUnauthorized(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler
}

/** The API origin + `/api/v1/`. */
export function apiPrefix(): string {
  return `${getRuntimeConfig().apiBaseUrl.replace(/\/$/, '')}/api/v1/`
}

/** fetch that counts requests in flight, whatever their outcome. */
const countingFetch: typeof fetch = async (input, init) => {
  appStore.set(startLoadingAtom)
  try {
    return await globalThis.fetch(input, init)
  } finally {
    appStore.set(stopLoadingAtom)
  }
}

async function toApiError(error: Error): Promise<ApiError> {
  if (error instanceof ApiError) return error
  if (isHTTPError(error)) {
    const body = (error.data ?? {}) as { detail?: unknown; code?: unknown; errors?: unknown }
    const status = error.response.status
    const detail = typeof body.detail === 'string' && body.detail !== '' ? body.detail : null
    return new ApiError(
      status,
      typeof body.code === 'string' ? body.code : `http_${status}`,
      detail ?? (error.response.statusText || error.message),
      (body.errors as Record<string, string[]>) ?? {},
      detail !== null,
    )
  }
  if (error.name === 'AbortError') return new ApiError(0, 'aborted', error.message)
  if (error.name === 'TimeoutError') return new ApiError(0, 'timeout', error.message)
  return new ApiError(0, 'network_error', error.message)
}

const options: Options = {
  // Resolved per request so a runtime-config change is picked up.
  prefix: '/api/v1/',
  retry: 0,
  timeout: false,
  fetch: countingFetch,
  hooks: {
    beforeRequest: [
      ({ request, options: requestOptions }) => {
        const context = requestOptions.context as ApiContext
        request.headers.set('X-Subdomain', currentTenant())
        const { accessToken } = appStore.get(sessionAtom)
        if (accessToken && !context.skipAuth)
          request.headers.set('Authorization', `Bearer ${accessToken}`)
        const base = getRuntimeConfig().apiBaseUrl
        if (base) {
          const url = new URL(request.url)
          return new Request(new URL(url.pathname + url.search, base), request)
        }
        return undefined
      },
    ],
    beforeError: [
      async ({ error, options: requestOptions }) => {
        const apiError = await toApiError(error)
        const context = requestOptions.context as ApiContext
        if (!context.skipUnauthorizedHandler && isInvalidTokenError(apiError))
          unauthorizedHandler?.(apiError)
        return apiError
      },
    ],
  },
}

/**
 * The shared HTTP client: `X-Subdomain` on every call, the bearer token unless
 * `context: { skipAuth: true }`, the loading counter, and `ApiError` on failure.
 */
export const api: KyInstance = ky.create(options)
