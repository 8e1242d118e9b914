import { appStore, isLoggedInAtom, type StoreInfo } from '@vitrina/shared'

import { registerPush } from '../push/register-push'
import { applyManifest, buildManifest } from '../pwa/web-manifest'
import { storeThemeAtom } from '../theme/atoms'

/** What follows startup: the store's web manifest, then push registration for a logged-in user. */
export function afterStartup(store: StoreInfo | null): void {
  const colors = appStore.get(storeThemeAtom)?.colors ?? {}
  applyManifest(buildManifest(store, colors))
  if (appStore.get(isLoggedInAtom)) void registerPush()
}
