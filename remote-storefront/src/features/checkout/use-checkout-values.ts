import type { StoreInfo } from '@vitrina/contract'
import { currentTenant } from '@vitrina/shared'
import { useEffect, useState } from 'react'

import { type CheckoutValues, deliveryMethods, paymentMethods } from './checkout-form'
import { phonePrefix } from './phone'

const FORM_KEY = (subdomain: string) => `checkout-form:${subdomain}`
const TEXTS = ['name', 'phone', 'email', 'address', 'payment', 'notes'] as const

/** What this tab typed in the store's checkout, when it left for the cart and came back. */
function readForm(subdomain: string): Partial<CheckoutValues> {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(FORM_KEY(subdomain)) ?? 'null') as Record<
      string,
      unknown
    > | null
    if (!parsed || typeof parsed !== 'object') return {}
    const kept: Partial<CheckoutValues> = {}
    for (const key of TEXTS) if (typeof parsed[key] === 'string') kept[key] = parsed[key]
    if (parsed.method === 'retiro' || parsed.method === 'envio') kept.method = parsed.method
    return kept
  } catch {
    return {}
  }
}

/** Forgets what the store's checkout kept in this tab (the order went out). */
export function forgetCheckoutForm(subdomain: string) {
  try {
    sessionStorage.removeItem(FORM_KEY(subdomain))
  } catch {
    // Storage blocked: nothing was kept.
  }
}

/**
 * What the shopper typed and chose, starting from the store's first delivery
 * and payment methods and its country code; a payment the new delivery does
 * not allow (cash with shipping) moves to the first one it does. Kept in the
 * tab's session storage, so going back to the cart (to fix a line a 409
 * named) and returning finds the form as it was.
 */
export function useCheckoutValues(store: StoreInfo | null) {
  const methods = deliveryMethods(store)
  const [values, setValues] = useState<CheckoutValues>(() => {
    const kept = readForm(currentTenant())
    const method = kept.method && methods.includes(kept.method) ? kept.method : methods[0]
    const payments = paymentMethods(store, method ?? 'retiro')
    return {
      name: kept.name ?? '',
      phone: kept.phone ?? phonePrefix(store?.whatsapp, store?.currency ?? 'ARS'),
      email: kept.email ?? '',
      method: method ?? 'retiro',
      address: kept.address ?? '',
      payment:
        kept.payment && payments.includes(kept.payment)
          ? kept.payment
          : (payments[0] ?? 'a_convenir'),
      notes: kept.notes ?? '',
    }
  })
  useEffect(() => {
    try {
      sessionStorage.setItem(FORM_KEY(currentTenant()), JSON.stringify(values))
    } catch {
      // Storage blocked: the form lives as long as the page.
    }
  }, [values])
  const change = (next: Partial<CheckoutValues>) =>
    setValues((current) => {
      const merged = { ...current, ...next }
      const allowed = paymentMethods(store, merged.method)
      return allowed.includes(merged.payment) ? merged : { ...merged, payment: allowed[0]! }
    })
  return { values, change, methods, payments: paymentMethods(store, values.method) }
}
