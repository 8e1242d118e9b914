import { appStore, isLoggedInAtom, type StoreInfo } from '@vitrina/shared'
import { prepareMoneyFormat } from '@vitrina/shared/rules'

import { applyManifest, buildManifest } from '../pwa/web-manifest'
import { storeThemeAtom } from '../theme/atoms'

/** Runs `work` when the page is idle (soon anyway, where the browser has no idle callback). */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 5000 })
  else setTimeout(work, 1000)
}

/**
 * What follows startup: the store's web manifest, then push registration for
 * a logged-in user (its code loads only then: a visitor never needs it), and,
 * when the page is idle, the store's money format (the page's first
 * `Intl.NumberFormat` is the costly one: the owner's list or the cart, opened
 * later, then shows prices without paying for it).
 */
export function afterStartup(store: StoreInfo | null): void {
  const colors = appStore.get(storeThemeAtom)?.colors ?? {}
  applyManifest(buildManifest(store, colors))
  if (appStore.get(isLoggedInAtom)) {
    void import(/* webpackChunkName: "push" */ '../push/register-push').then(({ registerPush }) =>
      registerPush(),
    )
  }
  if (store) whenIdle(() => prepareMoneyFormat(store.currency))
}
