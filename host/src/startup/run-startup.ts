import {
  appStore,
  isOwnerAtom,
  loadStoreInfo,
  storage,
  STORAGE_KEYS,
  type StoreInfo,
  storeLogoSrcSet,
  storeLogoUrl,
} from '@vitrina/shared'

import { takeSessionRefresh } from '../session/session-refresh'
import { APP_BAR_LOGO_SIZE } from '../shell/app-bar/logo-size'
import { storeThemeAtom } from '../theme/atoms'
import { loadFontStylesheet } from '../theme/font-stylesheet'
import { emptyTheme, fetchStoreTheme, sameTheme } from '../theme/store-theme'
import { advanceStartupAtom } from './atoms'
import { startupDestination } from './destination'

const LOGO_PRELOAD_LIMIT_MS = 4000

/** What the `<img>` will pick from, so the preload fetches the same variant. */
export interface ResponsiveSource {
  srcset: string
  sizes: string
}

/** Resolves once the image is in the cache (or failed, or took too long). */
export function preloadImage(
  url: string,
  responsive?: ResponsiveSource,
  limitMs = LOGO_PRELOAD_LIMIT_MS,
): Promise<void> {
  return new Promise((resolve) => {
    const image = new Image()
    const timer = setTimeout(resolve, limitMs)
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    image.onload = done
    image.onerror = done
    if (responsive) {
      image.sizes = responsive.sizes
      image.srcset = responsive.srcset
    }
    image.src = url
  })
}

export interface StartupOptions {
  /** The path being shown when startup ends. */
  currentPath: () => string
  navigate: (path: string) => void
  /** Called once store info and the startup refresh are settled. */
  onReady?: (store: StoreInfo | null) => void
  preload?: (url: string, responsive?: ResponsiveSource) => Promise<void>
}

export interface StartupHandle {
  /** Settles when the redirect decision was taken. */
  ready: Promise<void>
  stop(): void
}

/**
 * The host's startup: theme (+50) and store info with the logo preload (+50)
 * in parallel with the session refresh; then, once, the owner goes to the
 * admin dashboard and anyone else out of the admin area, unless the page has
 * moved since the startup began (a link followed meanwhile is where the user
 * wants to be).
 */
export function runStartup({
  currentPath,
  navigate,
  onReady,
  preload = preloadImage,
}: StartupOptions): StartupHandle {
  let stopped = false
  // Where the page started: a user who has gone elsewhere in the app by the
  // time the startup ends is not moved again (docs/decisions.md).
  const startPath = currentPath()
  // Started before the first render when the page did (bootstrap), else now.
  const refresh = takeSessionRefresh()

  void fetchStoreTheme()
    .then((fetched) => {
      // The theme inlined in the page stays when the fetch brings the same one
      // (a new object would rebuild the Chakra system and restyle every
      // element for nothing) or fails.
      const current = appStore.get(storeThemeAtom)
      const keep = current && (fetched === emptyTheme || sameTheme(current, fetched))
      const theme = keep ? current : fetched
      if (!keep) appStore.set(storeThemeAtom, theme)
      if (theme.colors.background)
        storage.set(STORAGE_KEYS.storeBackgroundColor, theme.colors.background)
      loadFontStylesheet(theme.typography)
    })
    .finally(() => appStore.set(advanceStartupAtom))

  const storeTask = loadStoreInfo()
    .then(async (store) => {
      const logo = storeLogoUrl(store)
      // A failed load keeps what the last visit remembered.
      if (store) storage.set(STORAGE_KEYS.storeLogoUrl, logo)
      // The app bar's variant (same srcset and sizes), so the logo is fetched once.
      const srcset = storeLogoSrcSet(store)
      if (logo && srcset) await preload(logo, { srcset, sizes: APP_BAR_LOGO_SIZE })
      else if (logo) await preload(logo)
      return store
    })
    .finally(() => appStore.set(advanceStartupAtom))

  const ready = Promise.all([storeTask, refresh.startup]).then(([store]) => {
    if (stopped) return
    // Offline with a stored session, who the user is stays unknown until the
    // deferred refresh: no redirect (an owner's /admin shows its offline state).
    const path = currentPath()
    const destination =
      refresh.deferred || path !== startPath
        ? null
        : startupDestination(path, appStore.get(isOwnerAtom))
    if (destination) navigate(destination)
    onReady?.(store)
  })

  return {
    ready,
    stop() {
      stopped = true
      refresh.stop()
    },
  }
}
