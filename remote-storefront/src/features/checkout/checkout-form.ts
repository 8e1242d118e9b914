import type { OrderBody, StoreInfo } from '@vitrina/contract'
import { toE164 } from '@vitrina/shared/rules'

export interface CheckoutValues {
  name: string
  phone: string
  email: string
  method: 'retiro' | 'envio'
  address: string
  payment: string
  notes: string
}

export type CheckoutErrors = Partial<Record<'name' | 'phone' | 'address' | 'email', string>>

/** The delivery methods the store offers: pickup with an address, shipping with a fee. */
export function deliveryMethods(store: StoreInfo | null): ('retiro' | 'envio')[] {
  const methods: ('retiro' | 'envio')[] = []
  if (store?.pickup) methods.push('retiro')
  if (store?.shipping_flat_fee != null) methods.push('envio')
  return methods
}

/** The store's payment methods for a delivery: cash only when picking up. */
export function paymentMethods(store: StoreInfo | null, method: string): string[] {
  const methods = store?.payment_methods?.length ? store.payment_methods : ['a_convenir']
  return methods.filter((payment) => payment !== 'efectivo' || method === 'retiro')
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The form's errors as i18n keys under `checkout.errors`; empty when it can be sent. */
export function validate(values: CheckoutValues): CheckoutErrors {
  const errors: CheckoutErrors = {}
  const name = values.name.trim()
  if (name.length < 2 || name.length > 80) errors.name = 'name'
  if (!toE164(values.phone)) errors.phone = 'phone'
  const address = values.address.trim()
  if (values.method === 'envio' && (address.length < 5 || address.length > 300))
    errors.address = 'address'
  if (values.email.trim() && !EMAIL.test(values.email.trim())) errors.email = 'email'
  return errors
}

/** The order's body; `expected_total` is the total the shopper saw. */
export function orderBody(
  values: CheckoutValues,
  items: { variant_id: number; quantity: number }[],
  expectedTotal: number,
): OrderBody {
  const email = values.email.trim()
  const notes = values.notes.trim()
  return {
    items,
    customer: {
      name: values.name.trim(),
      phone: toE164(values.phone) ?? values.phone,
      ...(email ? { email } : {}),
    },
    delivery: {
      method: values.method,
      ...(values.method === 'envio' ? { address: values.address.trim() } : {}),
    },
    payment_method: values.payment as OrderBody['payment_method'],
    ...(notes ? { notes } : {}),
    expected_total: expectedTotal,
  }
}
