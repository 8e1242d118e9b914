import type { StoreInfo } from '@vitrina/contract'
import { currentTenant } from '@vitrina/shared'
import { useEffect, useState } from 'react'

import { type CheckoutValues, deliveryMethods, paymentMethods } from './checkout-form'
import { phonePrefix } from './phone'
import { readTab, writeTab } from './tab-storage'

const FORM_KEY = (subdomain: string) => `checkout-form:${subdomain}`
const TEXTS = ['name', 'phone', 'email', 'address', 'payment', 'notes'] as const

/** What this tab typed in the store's checkout, when it left for the cart and came back. */
function readForm(subdomain: string): Partial<CheckoutValues> {
  const parsed = readTab(FORM_KEY(subdomain))
  if (!parsed || typeof parsed !== 'object') return {}
  const fields = parsed as Record<string, unknown>
  const kept: Partial<CheckoutValues> = {}
  for (const key of TEXTS) if (typeof fields[key] === 'string') kept[key] = fields[key]
  if (fields.method === 'retiro' || fields.method === 'envio') kept.method = fields.method
  return kept
}

/** Forgets what the store's checkout kept in this tab (the order went out). */
export const forgetCheckoutForm = (subdomain: string) => writeTab(FORM_KEY(subdomain), null)

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
  useEffect(() => writeTab(FORM_KEY(currentTenant()), values), [values])
  const change = (next: Partial<CheckoutValues>) =>
    setValues((current) => {
      const merged = { ...current, ...next }
      const allowed = paymentMethods(store, merged.method)
      return allowed.includes(merged.payment) ? merged : { ...merged, payment: allowed[0]! }
    })
  return { values, change, methods, payments: paymentMethods(store, values.method) }
}
