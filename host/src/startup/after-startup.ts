import { appStore, isLoggedInAtom, type StoreInfo } from '@vitrina/shared'

import { applyManifest, buildManifest } from '../pwa/web-manifest'
import { storeThemeAtom } from '../theme/atoms'

/**
 * What follows startup: the store's web manifest, then push registration for
 * a logged-in user (its code loads only then: a visitor never needs it).
 */
export function afterStartup(store: StoreInfo | null): void {
  const colors = appStore.get(storeThemeAtom)?.colors ?? {}
  applyManifest(buildManifest(store, colors))
  if (appStore.get(isLoggedInAtom)) {
    void import(/* webpackChunkName: "push" */ '../push/register-push').then(({ registerPush }) =>
      registerPush(),
    )
  }
}
