import type { StoreInfo } from '@vitrina/contract'

import { getStoreInfo } from '../api/get-store-info'
import { getRuntimeConfig } from '../config/runtime-config'
import { i18n } from '../i18n/i18n'
import { mediaSrcSet, mediaUrl } from '../rules'
import { notify } from '../snackbar/notify'
import { appStore } from '../store/app-store'
import { setStoreInfoAtom } from './atoms'

/** Where the browser loads a stored image from (the shared media-URL rule). */
export function absoluteMediaUrl(path: string | null | undefined): string | null {
  return mediaUrl(path, getRuntimeConfig().apiBaseUrl)
}

/** An image's `srcset` as the browser loads it (each candidate through the media-URL rule). */
export function absoluteMediaSrcSet(srcset: string | null | undefined): string | null {
  return mediaSrcSet(srcset, getRuntimeConfig().apiBaseUrl)
}

/** The store's display name: name, else nombre, else the product's label. */
export function storeDisplayName(store: StoreInfo | null): string {
  return store?.name || store?.nombre || i18n.t('common:product')
}

/** The first logo's URL (first of `logos`, else `logo_url`/`logo`). */
export function storeLogoUrl(store: StoreInfo | null): string | null {
  if (!store) return null
  return absoluteMediaUrl(store.logos?.[0]?.image ?? store.logo_url ?? store.logo ?? null)
}

/** The first logo's `srcset`, when it has variants (the app bar's logo). */
export function storeLogoSrcSet(store: StoreInfo | null): string | null {
  return absoluteMediaSrcSet(store?.logos?.[0]?.srcset)
}

/**
 * Loads `tienda/resume/subdomain/` into the store-info atom. On failure it says
 * 'Could not load store' and sets null; either way `loaded` becomes true.
 */
export async function loadStoreInfo(): Promise<StoreInfo | null> {
  try {
    const store = await getStoreInfo()
    appStore.set(setStoreInfoAtom, store)
    return store
  } catch (error) {
    console.error('[store] could not load store', error)
    notify({
      type: 'error',
      message: i18n.t('common:snack.error.storeLoad'),
      errorCode: errorStatus(error),
    })
    appStore.set(setStoreInfoAtom, null)
    return null
  }
}

function errorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown })?.status
  return typeof status === 'number' && status > 0 ? status : null
}
