// The pure rules, not the package root: this runs before the async boundary, where
// no shared singleton is available yet (a stateless copy is harmless).
import { type AppMap, remoteForPath } from '@vitrina/shared/rules'

import apps from '../../../apps.json'

/** The app map (`apps.json`), bundled into the host. */
export const APP_MAP: AppMap = apps

/** The federation name of the remote that renders `pathname`, or null. */
export function remoteNameForPath(pathname: string): string | null {
  return remoteForPath(APP_MAP, pathname)?.federationName ?? null
}

/** The admin area: every path the admin remote owns (product-rules §2: all of `/admin/**`). */
export function isAdminPath(pathname: string): boolean {
  return remoteForPath(APP_MAP, pathname)?.name === 'admin'
}

/** The storefront's pages (the grid, a product, the cart, the checkout, an order): they show prices. */
export function isStorefrontPath(pathname: string): boolean {
  return remoteForPath(APP_MAP, pathname)?.name === 'storefront'
}
