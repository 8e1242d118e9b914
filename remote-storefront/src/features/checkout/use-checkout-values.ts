import type { StoreInfo } from '@vitrina/contract'
import { useState } from 'react'

import { type CheckoutValues, deliveryMethods, paymentMethods } from './checkout-form'
import { phonePrefix } from './phone'

/**
 * What the shopper typed and chose, starting from the store's first delivery
 * and payment methods and its country code; a payment the new delivery does
 * not allow (cash with shipping) moves to the first one it does.
 */
export function useCheckoutValues(store: StoreInfo | null) {
  const methods = deliveryMethods(store)
  const [values, setValues] = useState<CheckoutValues>(() => ({
    name: '',
    phone: phonePrefix(store?.whatsapp, store?.currency ?? 'ARS'),
    email: '',
    method: methods[0] ?? 'retiro',
    address: '',
    payment: paymentMethods(store, methods[0] ?? 'retiro')[0] ?? 'a_convenir',
    notes: '',
  }))
  const change = (next: Partial<CheckoutValues>) =>
    setValues((current) => {
      const merged = { ...current, ...next }
      const allowed = paymentMethods(store, merged.method)
      return allowed.includes(merged.payment) ? merged : { ...merged, payment: allowed[0]! }
    })
  return { values, change, methods, payments: paymentMethods(store, values.method) }
}
