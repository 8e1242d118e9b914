import { currentTenant } from '@vitrina/shared'
import {
  CART_CHANGED_EVENT,
  type CartLine,
  readCart,
  updateCart,
  writeCart,
} from '@vitrina/shared/rules'
import { useCallback, useSyncExternalStore } from 'react'

const env = () => ({ storage: window.localStorage, events: window })

let cached: { raw: string | null; lines: CartLine[] } = { raw: null, lines: [] }

/** The same array while the stored cart is unchanged, as `useSyncExternalStore` wants. */
function snapshot(): CartLine[] {
  const subdomain = currentTenant()
  const raw = window.localStorage.getItem(`cart:${subdomain}`)
  if (raw !== cached.raw) cached = { raw, lines: readCart(env(), subdomain) }
  return cached.lines
}

const EMPTY: CartLine[] = []

function subscribe(onChange: () => void) {
  window.addEventListener(CART_CHANGED_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/** The store's cart on this device, kept current across this tab and others. */
export function useCartLines(): CartLine[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY)
}

/** Changes the store's cart through the shared rules (the app bar's count follows). */
export function useCartUpdate() {
  return useCallback(
    (change: (lines: CartLine[]) => readonly CartLine[]) =>
      updateCart(env(), currentTenant(), change),
    [],
  )
}

/** Empties the store's cart (after an order). */
export const clearCart = () => writeCart(env(), currentTenant(), [])
