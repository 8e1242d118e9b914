import { useSyncExternalStore } from 'react'

import { CART_CHANGED_EVENT, cartCount, cartKey, readCart } from '../rules/cart'
import { currentTenant } from '../tenant/tenant'

const browserStorage = () => {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/** The units in the current store's cart on this device. */
export function readCartCount(subdomain = currentTenant()): number {
  return cartCount(readCart({ storage: browserStorage() }, subdomain))
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(cartKey(''))) onChange()
  }
  window.addEventListener(CART_CHANGED_EVENT, onChange)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, onChange)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * The item count of the store's cart, kept current: the storefront writes the
 * cart through `@vitrina/shared/rules` and dispatches `vitrina:cart-changed`;
 * other tabs are heard through `storage`. 0 on the server.
 * Added in the 1.x contract without a version change (docs/shared-contract.md).
 */
export function useCartCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => readCartCount(),
    () => 0,
  )
}
