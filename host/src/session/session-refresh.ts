import {
  appStore,
  closeSession,
  followSessionInOtherTabs,
  isLoggedInAtom,
  onUnauthorized,
  REFRESH_INTERVAL_MS,
  refreshSession,
  sessionAtom,
} from '@vitrina/shared'

export interface SessionRefresh {
  /** The startup refresh (resolves false when no tokens were stored or it failed). */
  startup: Promise<boolean>
  stop(): void
}

/**
 * Keeps the session fresh: once now when tokens are stored, then every 15
 * minutes while a refresh token exists. An invalid-token 401 on any call
 * closes the session and sends the user to /login. The store's other tabs
 * are followed (their rotations, logins and logouts), and refreshes take the
 * session lock, so any number of tabs share one session.
 */
export function startSessionRefresh(intervalMs = REFRESH_INTERVAL_MS): SessionRefresh {
  onUnauthorized(() => {
    // Several calls may fail together; the first one closes the session.
    if (appStore.get(isLoggedInAtom)) closeSession('invalid-token')
  })
  const unfollow = followSessionInOtherTabs()
  const hasTokens = Boolean(appStore.get(sessionAtom).refreshToken)
  const startup = hasTokens ? refreshSession() : Promise.resolve(false)
  const timer = setInterval(() => {
    if (appStore.get(sessionAtom).refreshToken) void refreshSession()
  }, intervalMs)
  return {
    startup,
    stop() {
      clearInterval(timer)
      unfollow()
      onUnauthorized(null)
    },
  }
}
