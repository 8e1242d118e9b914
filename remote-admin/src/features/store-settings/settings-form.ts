import type { PaymentMethod, StoreSettings, StoreSettingsBody } from '@vitrina/contract'

import { moneyText, parseMoneyText } from '../../components/money-text'

/** The settings screen's fields as typed. */
export interface SettingsForm {
  currency: StoreSettings['currency']
  whatsapp: string
  paymentMethods: PaymentMethod[]
  transferInstructions: string
  pickupAddress: string
  /** Major units; empty: no shipping. */
  shippingFee: string
  pendingHoldHours: number
}

export const PAYMENT_METHOD_KEYS: PaymentMethod[] = ['a_convenir', 'transferencia', 'efectivo']

export function fromSettings(settings: StoreSettings): SettingsForm {
  return {
    currency: settings.currency,
    whatsapp: settings.whatsapp ?? '',
    paymentMethods: settings.payment_methods,
    transferInstructions: settings.transfer_instructions,
    pickupAddress: settings.pickup_address,
    shippingFee: moneyText(settings.shipping_flat_fee, settings.currency),
    pendingHoldHours: settings.pending_hold_hours,
  }
}

/**
 * The PUT body, or null when the fee is not an amount. A fee left as it was
 * loaded is read in the currency it was shown in (the server keeps its value
 * when the currency changes: ARS 2.500,00 → CLP 2.500); one typed anew, in
 * the chosen currency.
 */
export function toSettingsBody(form: SettingsForm, saved?: SettingsForm): StoreSettingsBody | null {
  const feeCurrency =
    saved && form.shippingFee === saved.shippingFee ? saved.currency : form.currency
  const fee = parseMoneyText(form.shippingFee, feeCurrency)
  if (!fee.ok) return null
  return {
    currency: form.currency,
    whatsapp: form.whatsapp.trim() || null,
    // In the order the spec lists them, whatever order they were ticked in.
    payment_methods: PAYMENT_METHOD_KEYS.filter((m) => form.paymentMethods.includes(m)),
    transfer_instructions: form.transferInstructions,
    pickup_address: form.pickupAddress.trim(),
    shipping_flat_fee: fee.minor,
    pending_hold_hours: form.pendingHoldHours,
  }
}
