import { appStore } from '../store/app-store'
import { refreshSession, syncSessionWithStorage } from './actions'
import { isLoggedInAtom, sessionAtom } from './atoms'
import { STORAGE_KEYS } from './storage'

const TOKEN_KEYS: ReadonlySet<string> = new Set([
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
])

/**
 * Follows what the store's other tabs do to the session through `storage`
 * events: tokens another tab rotated are adopted, a logout there closes the
 * session here, and a login there logs this tab in (one refresh brings the
 * user's name and id, which are not stored). Returns the unsubscribe.
 */
export function followSessionInOtherTabs(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !TOKEN_KEYS.has(event.key)) return
    const wasLoggedIn = appStore.get(isLoggedInAtom)
    const change = syncSessionWithStorage()
    if (change !== 'adopted' || wasLoggedIn || !appStore.get(isLoggedInAtom)) return
    if (appStore.get(sessionAtom).userId === null) void refreshSession({ announce: false })
  }
  target.addEventListener('storage', onStorage)
  return () => target.removeEventListener('storage', onStorage)
}
