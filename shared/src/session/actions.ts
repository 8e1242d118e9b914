import type { LoginResponse } from '@vitrina/contract'
import { startTransition } from 'react'

import { refreshTokens } from '../api/refresh-tokens'
import { registerPushToken } from '../api/register-push-token'
import { revokeSession } from '../api/revoke-session'
import { LOGIN_PATH } from '../first-view/first-view'
import { ApiError, isInvalidTokenError } from '../http/api-error'
import { i18n } from '../i18n/i18n'
import { notify } from '../snackbar/notify'
import { appStore } from '../store/app-store'
import {
  adoptStoredSessionAtom,
  clearSessionAtom,
  isLoggedInAtom,
  sessionAtom,
  updateSessionAtom,
} from './atoms'
import { withSessionLock } from './lock'
import { clearRotations, newestRotation, recordRotation } from './rotations'
import { storage, STORAGE_KEYS } from './storage'

/** Token refresh period (product-rules §9). */
export const REFRESH_INTERVAL_MS = 15 * 60 * 1000

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
 * goes to `/login` for an invalid token, to `/` otherwise (`ended-elsewhere`:
 * another tab of the store closed it).
 */
export function closeSession(
  reason: 'invalid-token' | 'refresh-failed' | 'logout' | 'ended-elsewhere',
  error?: unknown,
): void {
  navigateTo(reason === 'invalid-token' ? LOGIN_PATH : '/')
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
    // The session is closed as after an invalid token, and says so once the error has been read.
    notify({ type: 'success', message: i18n.t('common:snack.success.sessionClosed') })
  } else {
    const key =
      reason === 'logout' ? 'common:snack.success.logout' : 'common:snack.success.sessionClosed'
    notify({ type: 'success', message: i18n.t(key) })
  }
}

/**
 * Brings this tab's tokens in line with storage, where another tab may have
 * rotated them, logged in or logged out: `adopted` when the stored tokens
 * were taken, `ended` when the session this tab had is gone (it is closed
 * here too), `unchanged` otherwise.
 */
export function syncSessionWithStorage(): 'unchanged' | 'adopted' | 'ended' {
  const current = appStore.get(sessionAtom)
  const accessToken = storage.get(STORAGE_KEYS.accessToken)
  const refreshToken = storage.get(STORAGE_KEYS.refreshToken)
  if (accessToken === current.accessToken && refreshToken === current.refreshToken)
    return 'unchanged'
  if (!refreshToken) {
    if (!current.refreshToken) return 'unchanged'
    closeSession('ended-elsewhere')
    return 'ended'
  }
  // Halfway through another tab's write (a logout removes the access token first): wait for the rest.
  if (!accessToken) return 'unchanged'
  appStore.set(adoptStoredSessionAtom)
  return 'adopted'
}

/**
 * Refreshes the session with the refresh token in storage (the newest any tab
 * holds), under the session lock so tabs rotate it one at a time. On success
 * the access token (and the rotated refresh token) and the user are updated;
 * on failure the session is closed. Returns whether the session is still open.
 */
export interface RefreshOptions {
  /** false: no 'Sesión actualizada' on success. */
  announce?: boolean
  /**
   * A failure closes the session (and moves the page) only once this has
   * settled: a refresh sent before the app's first render waits for it, so
   * the move and the cleared session reach the app as one (an added option).
   */
  closeAfter?: Promise<unknown>
}

export async function refreshSession(options: RefreshOptions = {}): Promise<boolean> {
  if (!appStore.get(sessionAtom).refreshToken && !storage.get(STORAGE_KEYS.refreshToken))
    return false
  return withSessionLock(() => refreshHoldingLock(options))
}

/** Set once the page is going away: its cut-off calls say nothing about the session. */
let pageLeaving = false
globalThis.addEventListener?.('pagehide', () => {
  pageLeaving = true
})
globalThis.addEventListener?.('pageshow', () => {
  pageLeaving = false
})

async function refreshHoldingLock(options: RefreshOptions): Promise<boolean> {
  // Another tab may have rotated the tokens, or logged out, while this one waited.
  if (syncSessionWithStorage() === 'ended') return false
  const stored = appStore.get(sessionAtom).refreshToken
  if (!stored) return false
  // This tab's copy of localStorage may still show a token the previous
  // holder of the lock has rotated; the journal has what it became.
  const caughtUp = await newestRotation(stored)
  if (caughtUp && appStore.get(sessionAtom).refreshToken === stored)
    appStore.set(updateSessionAtom, caughtUp)
  const { refreshToken } = appStore.get(sessionAtom)
  if (!refreshToken) return false
  // A marker naming this token means its last refresh was cut off (a reload
  // mid-call): the server may have rotated it already, so say it is a retry.
  const retry = storage.get(STORAGE_KEYS.refreshInFlight) === refreshToken
  storage.set(STORAGE_KEYS.refreshInFlight, refreshToken)
  try {
    const data = await refreshTokens({ refresh: refreshToken }, { retry })
    storage.remove(STORAGE_KEYS.refreshInFlight)
    const rotation = { accessToken: data.access, refreshToken: data.refresh ?? refreshToken }
    appStore.set(updateSessionAtom, {
      ...rotation,
      email: data.email,
      username: data.username,
      userId: data.user_id,
    })
    // Committed before the lock is released: the next tab reads it there.
    await recordRotation(refreshToken, rotation)
    if (options.announce !== false)
      notify({ type: 'success', message: i18n.t('common:snack.success.tokenRefresh') })
    return true
  } catch (error) {
    console.error('[session] refresh failed', error)
    // The server answered: the mark is done with. Without an answer (the page
    // unloading, the network) the token may have been rotated; keep the mark.
    if (error instanceof ApiError && error.status > 0) storage.remove(STORAGE_KEYS.refreshInFlight)
    // A reload or a navigation away cut the call off: the next page retries it.
    if (pageLeaving) return false
    // A token rotated meanwhile (a login here, a tab without Web Locks) is not a reason to log out.
    if (storage.get(STORAGE_KEYS.refreshToken) !== refreshToken) {
      syncSessionWithStorage()
      return appStore.get(isLoggedInAtom)
    }
    if (appStore.get(sessionAtom).refreshToken !== refreshToken) return true
    if (options.closeAfter) await options.closeAfter.catch(() => undefined)
    closeSession(isInvalidTokenError(error) ? 'invalid-token' : 'refresh-failed', error)
    return false
  }
}

/**
 * Logs out: calls the API best-effort, clears everything, goes to `/`. Under
 * the session lock, so no other tab is halfway through a rotation that would
 * store a fresh token after this one cleared them (other tabs follow the
 * cleared storage and close their session too).
 */
export async function logout(): Promise<void> {
  await withSessionLock(async () => {
    const refreshToken =
      storage.get(STORAGE_KEYS.refreshToken) ?? appStore.get(sessionAtom).refreshToken
    if (refreshToken) {
      revokeSession({ refresh: refreshToken }).catch((error: unknown) =>
        console.warn('[session] logout call failed', error),
      )
    }
    closeSession('logout')
    await clearRotations()
  })
}

/** Sends the stored push token to the API, if there is one. */
export async function sendStoredPushToken(): Promise<void> {
  const { fcmToken, fcmPlatform, accessToken } = appStore.get(sessionAtom)
  if (!fcmToken || !accessToken) return
  try {
    await registerPushToken({ token: fcmToken, platform: fcmPlatform })
  } catch (error) {
    console.error('[push] could not send token', error instanceof ApiError ? error.detail : error)
  }
}
