import { atom } from 'jotai'

import { sessionAtom } from '../session/atoms'

export interface StoreImage {
  id: number
  image: string
  position: number
  /** Alternative text the owner gave the image, when there is one. */
  alt?: string
  /** `<img srcset>` candidates (WebP variants, then `image` when wider); absent for images without variants. */
  srcset?: string
  /** The WebP variants, narrowest first. */
  variants?: { url: string; width: number; type: string }[]
}

/** `GET tienda/resume/subdomain/` */
export interface StoreInfo {
  id: number
  subdomain: string
  name: string | null
  nombre?: string | null
  owner_user_id: number
  logo?: string | null
  logo_url?: string | null
  logos: StoreImage[]
}

export interface StoreInfoState {
  store: StoreInfo | null
  /** True once a result (or null after a failure) was set. */
  loaded: boolean
}

const storeInfoBaseAtom = atom<StoreInfoState>({ store: null, loaded: false })

export const storeInfoAtom = atom((get) => get(storeInfoBaseAtom))

export const setStoreInfoAtom = atom(null, (_get, set, store: StoreInfo | null) =>
  set(storeInfoBaseAtom, { store, loaded: true }),
)

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
