import type { PaymentMethod, StoreSettings, StoreSettingsBody } from '@vitrina/contract'

import { type MoneyText, moneyText, parseMoneyText } from '../../components/money-text'

/** The settings screen's fields as typed. */
export interface SettingsForm {
  currency: StoreSettings['currency']
  whatsapp: string
  paymentMethods: PaymentMethod[]
  transferInstructions: string
  pickupAddress: string
  /** Major units; empty: no shipping. */
  shippingFee: string
  /** Whole hours, 0–720 (0: a pending order never cancels itself). */
  pendingHoldHours: string
}

/** The longest hold the API accepts: 30 days. */
export const MAX_HOLD_HOURS = 720

export const PAYMENT_METHOD_KEYS: PaymentMethod[] = ['a_convenir', 'transferencia', 'efectivo']

export function fromSettings(settings: StoreSettings): SettingsForm {
  return {
    currency: settings.currency,
    whatsapp: settings.whatsapp ?? '',
    paymentMethods: settings.payment_methods,
    transferInstructions: settings.transfer_instructions,
    pickupAddress: settings.pickup_address,
    shippingFee: moneyText(settings.shipping_flat_fee, settings.currency),
    pendingHoldHours: String(settings.pending_hold_hours),
  }
}

/** A field the form cannot send as typed. */
export type InvalidSetting = 'payment_methods' | 'shipping_flat_fee' | 'pending_hold_hours'

/** The PUT body, or every field that cannot be read (in the order the screen shows them). */
export type SettingsBodyResult =
  | { ok: true; body: StoreSettingsBody }
  | { ok: false; invalid: InvalidSetting[]; fee: MoneyText; feeCurrency: string }

/**
 * The PUT body. A fee left as it was loaded is read in the currency it was
 * shown in (the server keeps its value when the currency changes: ARS
 * 2.500,00 → CLP 2.500); one typed anew, in the chosen currency.
 */
export function toSettingsBody(form: SettingsForm, saved?: SettingsForm): SettingsBodyResult {
  const feeCurrency =
    saved && form.shippingFee === saved.shippingFee ? saved.currency : form.currency
  const fee = parseMoneyText(form.shippingFee, feeCurrency)
  const hours = form.pendingHoldHours.trim()
  const invalid: InvalidSetting[] = []
  if (form.paymentMethods.length === 0) invalid.push('payment_methods')
  if (!fee.ok) invalid.push('shipping_flat_fee')
  if (!/^\d{1,6}$/.test(hours) || Number(hours) > MAX_HOLD_HOURS) invalid.push('pending_hold_hours')
  if (!fee.ok || invalid.length > 0) return { ok: false, invalid, fee, feeCurrency }
  const body: StoreSettingsBody = {
    currency: form.currency,
    whatsapp: form.whatsapp.trim() || null,
    // In the order the spec lists them, whatever order they were ticked in.
    payment_methods: PAYMENT_METHOD_KEYS.filter((m) => form.paymentMethods.includes(m)),
    transfer_instructions: form.transferInstructions,
    pickup_address: form.pickupAddress.trim(),
    shipping_flat_fee: fee.minor,
    pending_hold_hours: Number(hours),
  }
  return { ok: true, body }
}
