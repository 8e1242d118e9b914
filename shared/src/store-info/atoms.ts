import type { StoreImage, StoreInfo } from '@vitrina/contract'
import { atom } from 'jotai'

import { sessionAtom } from '../session/atoms'

export interface StoreInfoState {
  store: StoreInfo | null
  /** True once a result (or null after a failure) was set. */
  loaded: boolean
}

const storeInfoBaseAtom = atom<StoreInfoState>({ store: null, loaded: false })

export const storeInfoAtom = atom((get) => get(storeInfoBaseAtom))

export const setStoreInfoAtom = atom(null, (get, set, store: StoreInfo | null) => {
  const current = get(storeInfoBaseAtom)
  // The same store again (the startup's read of the store the server drew):
  // no new value, so nothing that shows the store renders again.
  if (current.loaded && JSON.stringify(current.store) === JSON.stringify(store)) return
  set(storeInfoBaseAtom, { store, loaded: true })
})

/** The store's logos changed (the owner saved them): the app bar shows the new first logo. */
export const setStoreLogosAtom = atom(null, (get, set, logos: StoreImage[]) => {
  const { store, loaded } = get(storeInfoBaseAtom)
  if (store) set(storeInfoBaseAtom, { store: { ...store, logos }, loaded })
})

/** Owner: the user's id and the store's owner_user_id are both > 0 and equal (product-rules §6). */
export function isOwner(
  userId: number | null | undefined,
  ownerUserId: number | null | undefined,
): boolean {
  return Boolean(userId && ownerUserId && userId > 0 && ownerUserId > 0 && userId === ownerUserId)
}

export const isOwnerAtom = atom((get) =>
  isOwner(get(sessionAtom).userId, get(storeInfoBaseAtom).store?.owner_user_id),
)
