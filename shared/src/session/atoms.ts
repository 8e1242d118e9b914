import { atom } from 'jotai'

import { storage, STORAGE_KEYS } from './storage'

export type PushPlatform = 'android' | 'ios' | 'pwa/web'

/** The Session entity of product-rules §3. */
export interface Session {
  accessToken: string | null
  refreshToken: string | null
  visitorId: string | null
  fcmToken: string | null
  fcmPlatform: PushPlatform
  email: string | null
  username: string | null
  userId: number | null
}

/** The five fields mirrored in local storage under their own names. */
const MIRRORED = ['accessToken', 'refreshToken', 'visitorId', 'fcmToken', 'fcmPlatform'] as const

export const emptySession: Session = {
  accessToken: null,
  refreshToken: null,
  visitorId: null,
  fcmToken: null,
  fcmPlatform: 'android',
  email: null,
  username: null,
  userId: null,
}

function readStoredSession(): Session {
  const platform = storage.get(STORAGE_KEYS.fcmPlatform)
  return {
    ...emptySession,
    accessToken: storage.get(STORAGE_KEYS.accessToken),
    refreshToken: storage.get(STORAGE_KEYS.refreshToken),
    visitorId: storage.get(STORAGE_KEYS.visitorId),
    fcmToken: storage.get(STORAGE_KEYS.fcmToken),
    fcmPlatform: platform === 'ios' || platform === 'pwa/web' ? platform : 'android',
  }
}

function writeStoredSession(session: Session): void {
  for (const key of MIRRORED) {
    // fcmPlatform is only worth keeping beside a token.
    const value = key === 'fcmPlatform' && !session.fcmToken ? null : session[key]
    storage.set(STORAGE_KEYS[key], value)
  }
}

const sessionBaseAtom = atom<Session>(readStoredSession())

/** The current session (read-only; change it through the action atoms). */
export const sessionAtom = atom((get) => get(sessionBaseAtom))

/** Logged in means both tokens are set. */
export const isLoggedInAtom = atom((get) => {
  const { accessToken, refreshToken } = get(sessionBaseAtom)
  return Boolean(accessToken && refreshToken)
})

/** Merges fields into the session and mirrors the five stored ones. */
export const updateSessionAtom = atom(null, (get, set, patch: Partial<Session>) => {
  const next = { ...get(sessionBaseAtom), ...patch }
  writeStoredSession(next)
  set(sessionBaseAtom, next)
})

/** Clears every field and removes the five stored keys. */
export const clearSessionAtom = atom(null, (_get, set) => {
  for (const key of MIRRORED) storage.remove(STORAGE_KEYS[key])
  set(sessionBaseAtom, emptySession)
})

/**
 * Takes the five stored fields as another tab left them, keeping this tab's
 * user (email, name, id), without writing storage back.
 */
export const adoptStoredSessionAtom = atom(null, (get, set) => {
  const stored = readStoredSession()
  const next = { ...get(sessionBaseAtom) }
  for (const key of MIRRORED) Object.assign(next, { [key]: stored[key] })
  set(sessionBaseAtom, next)
})

/** Re-reads the stored session (e.g. after another tab changed it, or in tests). */
export const reloadSessionAtom = atom(null, (_get, set) =>
  set(sessionBaseAtom, readStoredSession()),
)
