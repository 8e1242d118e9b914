import { startTransition } from 'react'

import { ApiError, isInvalidTokenError } from '../http/api-error'
import { api } from '../http/client'
import { i18n } from '../i18n/i18n'
import { notify } from '../snackbar/notify'
import { appStore } from '../store/app-store'
import { clearSessionAtom, sessionAtom, updateSessionAtom } from './atoms'

/** Token refresh period (product-rules §9). */
export const REFRESH_INTERVAL_MS = 15 * 60 * 1000

/** `POST token/refresh/` answer. */
export interface RefreshResponse {
  access: string
  refresh?: string
  email: string
  username: string
  user_id: number
}

/** `POST login/` answer. */
export interface LoginResponse {
  email: string
  username: string
  user_id: number
  tokens: { access: string; refresh: string; visitor_id?: string | null }
}

type Navigate = (path: string) => void
let navigateTo: Navigate = (path) => {
  if (typeof window !== 'undefined' && window.location.pathname !== path)
    window.location.assign(path)
}

/** The host gives the router's navigate so session changes move the user without a reload. */
export function setNavigator(navigate: Navigate): void {
  navigateTo = navigate
}

/** Navigates with the host's router (or a full page load before it is ready). */
export function navigate(path: string): void {
  navigateTo(path)
}

/** Stores the tokens and user of a login answer. */
export function startSession(response: LoginResponse): void {
  appStore.set(updateSessionAtom, {
    accessToken: response.tokens.access,
    refreshToken: response.tokens.refresh,
    visitorId: response.tokens.visitor_id ?? null,
    email: response.email,
    username: response.username,
    userId: response.user_id,
  })
}

/**
 * Closes the session: tokens, visitor id and push token cleared; the user
 * goes to `/login` for an invalid token, to `/` otherwise.
 */
export function closeSession(
  reason: 'invalid-token' | 'refresh-failed' | 'logout',
  error?: unknown,
): void {
  navigateTo(reason === 'invalid-token' ? '/login' : '/')
  // The router applies navigations as transitions; clearing the session in one
  // too lets both land in the same render, so a page that guards on the session
  // (the profile) never sees "logged out" while still mounted and redirects.
  startTransition(() => appStore.set(clearSessionAtom))
  if (reason === 'refresh-failed') {
    // Errors show the HTTP status as their code (product-rules §8).
    const status = error instanceof ApiError && error.status > 0 ? error.status : null
    notify({
      type: 'error',
      message: i18n.t('common:snack.error.tokenRefresh'),
      errorCode: status,
    })
  } else {
    const key =
      reason === 'logout' ? 'common:snack.success.logout' : 'common:snack.success.sessionClosed'
    notify({ type: 'success', message: i18n.t(key) })
  }
}

/**
 * Refreshes the session with the stored refresh token. On success the access
 * token (and the rotated refresh token) and the user are updated; on failure
 * the session is closed. Returns whether the session is still open.
 */
export async function refreshSession(options: { announce?: boolean } = {}): Promise<boolean> {
  const { refreshToken } = appStore.get(sessionAtom)
  if (!refreshToken) return false
  try {
    const data = await api
      .post('token/refresh/', {
        json: { refresh: refreshToken },
        context: { skipAuth: true, skipUnauthorizedHandler: true },
      })
      .json<RefreshResponse>()
    appStore.set(updateSessionAtom, {
      accessToken: data.access,
      refreshToken: data.refresh ?? refreshToken,
      email: data.email,
      username: data.username,
      userId: data.user_id,
    })
    if (options.announce !== false)
      notify({ type: 'success', message: i18n.t('common:snack.success.tokenRefresh') })
    return true
  } catch (error) {
    console.error('[session] refresh failed', error)
    // A refresh already rotated by a concurrent call is not a reason to log out.
    if (appStore.get(sessionAtom).refreshToken !== refreshToken) return true
    closeSession(isInvalidTokenError(error) ? 'invalid-token' : 'refresh-failed', error)
    return false
  }
}

/** Logs out: calls the API best-effort, clears everything, goes to `/`. */
export async function logout(): Promise<void> {
  const { refreshToken } = appStore.get(sessionAtom)
  if (refreshToken) {
    api
      .post('logout/', {
        json: { refresh: refreshToken },
        context: { skipUnauthorizedHandler: true },
      })
      .catch((error: unknown) => console.warn('[session] logout call failed', error))
  }
  closeSession('logout')
}

/** Sends the stored push token to the API, if there is one. */
export async function sendStoredPushToken(): Promise<void> {
  const { fcmToken, fcmPlatform, accessToken } = appStore.get(sessionAtom)
  if (!fcmToken || !accessToken) return
  try {
    await api.post('user/push-token/', { json: { token: fcmToken, platform: fcmPlatform } })
  } catch (error) {
    console.error('[push] could not send token', error instanceof ApiError ? error.detail : error)
  }
}
