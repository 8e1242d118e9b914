import {
  appStore,
  closeSession,
  followSessionInOtherTabs,
  hasHandoffCode,
  isLoggedInAtom,
  onUnauthorized,
  redeemHandoffCode,
  REFRESH_INTERVAL_MS,
  refreshSession,
  sessionAtom,
} from '@vitrina/shared'

export interface SessionRefresh {
  /** The startup refresh (resolves false when no tokens were stored, it failed or was put off). */
  startup: Promise<boolean>
  /**
   * The browser was offline at startup with tokens stored: the refresh waits
   * for the connection and the session stays as stored, its user unknown.
   */
  deferred: boolean
  stop(): void
}

/** The browser says it has no network (a failed request while "online" is still a failure). */
function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

/**
 * Keeps the session fresh: once now when tokens are stored, then every 15
 * minutes while a refresh token exists. An invalid-token 401 on any call
 * closes the session and sends the user to /login. The store's other tabs
 * are followed (their rotations, logins and logouts), and refreshes take the
 * session lock, so any number of tabs share one session.
 *
 * Offline (`navigator.onLine` false) a refresh cannot succeed, and failing it
 * would log the user out for being without network: it is put off until the
 * browser is back online, and the stored session is kept meanwhile.
 */
export function startSessionRefresh(
  intervalMs = REFRESH_INTERVAL_MS,
  /** The startup refresh's failure closes the session only once this settles. */
  closeAfter?: Promise<unknown>,
): SessionRefresh {
  onUnauthorized(() => {
    // Several calls may fail together; the first one closes the session.
    if (appStore.get(isLoggedInAtom)) closeSession('invalid-token')
  })
  const unfollow = followSessionInOtherTabs()
  // A new store's first page (docs/security.md#sign-up-handoff): its one-time
  // code is traded for a fresh session, which needs no refresh now.
  const handoff = hasHandoffCode()
  const hasTokens = Boolean(appStore.get(sessionAtom).refreshToken)
  const deferred = !handoff && hasTokens && isOffline()
  const startup = handoff
    ? redeemHandoffCode()
    : hasTokens && !deferred
      ? refreshSession({ closeAfter })
      : Promise.resolve(false)
  const onOnline = () => {
    if (appStore.get(sessionAtom).refreshToken) void refreshSession()
  }
  if (deferred) window.addEventListener('online', onOnline, { once: true })
  const timer = setInterval(() => {
    if (appStore.get(sessionAtom).refreshToken && !isOffline()) void refreshSession()
  }, intervalMs)
  return {
    startup,
    deferred,
    stop() {
      clearInterval(timer)
      window.removeEventListener('online', onOnline)
      unfollow()
      onUnauthorized(null)
    },
  }
}

/** The refresh the page started before its first render, until the startup takes it. */
let early: SessionRefresh | null = null
/** Says the app has mounted (the startup took the refresh): a failure may close the session. */
let mounted: (() => void) | null = null

/**
 * Starts the session refresh now, before the first render (host/src/bootstrap.tsx):
 * the user is then known by the time a page that needs them (the admin) first
 * renders, instead of one render and a round trip later, when the startup runs.
 */
export function startSessionRefreshEarly(): void {
  if (early) return
  // A failure waits for the app: closing the session moves the page, and the
  // app's first render must not see the session gone before the move (the
  // profile would send the user to /login instead of /).
  const gate = new Promise<void>((resolve) => (mounted = resolve))
  early = startSessionRefresh(REFRESH_INTERVAL_MS, gate)
}

/**
 * The refresh started early, once (the app has mounted: its failure may now
 * close the session); without one (or after it was taken), a new one.
 */
export function takeSessionRefresh(): SessionRefresh {
  const refresh = early ?? startSessionRefresh()
  early = null
  mounted?.()
  mounted = null
  return refresh
}
