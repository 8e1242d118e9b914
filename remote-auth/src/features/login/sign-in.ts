import {
  appStore,
  isOwner,
  loadStoreInfo,
  refreshSession,
  sendStoredPushToken,
  sessionAtom,
  startSession,
} from '@vitrina/shared'

import { type Credentials, login } from './api/login'

/**
 * The login flow of product-rules §4 up to the navigation: log in, store the tokens,
 * refresh the session, load the store, pick the destination by ownership and
 * register a stored push token. Resolves to the destination, or null when the
 * refresh closed the session again (it has already told the user why).
 */
export async function signIn(credentials: Credentials): Promise<string | null> {
  const response = await login({ email: credentials.email.trim(), password: credentials.password })
  startSession(response)
  const open = await refreshSession({ announce: false })
  if (!open) return null
  const store = await loadStoreInfo()
  const { userId, fcmToken } = appStore.get(sessionAtom)
  const destination = isOwner(userId ?? response.user_id, store?.owner_user_id) ? '/admin' : '/'
  if (fcmToken) await sendStoredPushToken()
  return destination
}
