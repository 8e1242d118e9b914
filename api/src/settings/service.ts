import {
  type Currency,
  MAX_AMOUNT,
  type PaymentMethod,
  type StoreSettings,
  type StoreSettingsBody,
  trimText,
} from '@vitrina/contract'
import { currencyExponent } from '@vitrina/shared/rules'
import { eq, sql } from 'drizzle-orm'

import { announceStoreChange, type Db, firstRow } from '../db/client.ts'
import { stores } from '../db/schema.ts'
import { conflict, type FieldErrors, invalid, notFound } from '../http-error.ts'
import { toE164 } from '../orders/phone.ts'
import { FINAL_STATUSES } from '../orders/statuses.ts'

export const NO_DELIVERY = 'Elegí al menos una forma de entrega'
export const CASH_NEEDS_PICKUP = 'El pago en efectivo necesita una dirección de retiro'
export const INVALID_WHATSAPP = 'Ingresá un número de WhatsApp válido, con el código de país'
export const CURRENCY_OVERFLOW =
  'Con esta moneda algún precio superaría el máximo admitido: bajalo antes de cambiarla.'
export const CURRENCY_LOCKED =
  'No se puede cambiar la moneda mientras haya pedidos sin entregar ni cancelar.'

type Row = typeof stores.$inferSelect

const toSettings = (row: Row): StoreSettings => ({
  currency: row.currency as Currency,
  whatsapp: row.whatsapp,
  payment_methods: row.paymentMethods as PaymentMethod[],
  transfer_instructions: row.transferInstructions,
  pickup_address: row.pickupAddress,
  shipping_flat_fee: row.shippingFlatFee,
  pending_hold_hours: row.pendingHoldHours,
})

/**
 * An amount column rescaled in SQL the way `rescaleMinor` does it (the
 * amounts are never negative, so `round` agrees with `Math.round`).
 */
function rescaled(column: string, shift: number) {
  const c = sql.raw(column)
  if (shift > 0) return sql`${c} * ${10 ** shift}::bigint`
  return sql`round(${c}::numeric / ${10 ** -shift})::bigint`
}

/**
 * A store's commerce settings (commerce spec §1). A write announces the
 * store's change in its transaction and calls `changed` after the commit, so
 * `tienda/resume/subdomain/` answers the new values at once everywhere.
 */
export class StoreSettingsService {
  constructor(
    private readonly db: Db,
    private readonly changed: (storeId: number) => void = () => {},
  ) {}

  async get(storeId: number): Promise<StoreSettings> {
    const [row] = await this.db.select().from(stores).where(eq(stores.id, storeId))
    if (!row) throw notFound('La tienda no existe.')
    return toSettings(row)
  }

  async update(storeId: number, body: StoreSettingsBody): Promise<StoreSettings> {
    const errors: FieldErrors = {}
    let whatsapp: string | null | undefined = undefined
    if (body.whatsapp === null || body.whatsapp?.trim() === '') whatsapp = null
    else if (body.whatsapp !== undefined) {
      whatsapp = toE164(body.whatsapp)
      if (!whatsapp) errors.whatsapp = [INVALID_WHATSAPP]
    }
    const pickup = body.pickup_address === undefined ? undefined : trimText(body.pickup_address)
    const result = await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(stores).where(eq(stores.id, storeId)).for('update')
      if (!current) throw notFound('La tienda no existe.')
      // A field left out keeps its current value.
      const currency = body.currency ?? current.currency
      const pickupAddress = pickup ?? current.pickupAddress
      const methods = body.payment_methods ?? (current.paymentMethods as PaymentMethod[])
      let shippingFlatFee =
        body.shipping_flat_fee === undefined ? current.shippingFlatFee : body.shipping_flat_fee
      if (pickupAddress === '' && shippingFlatFee === null) {
        errors.pickup_address = [NO_DELIVERY]
      }
      if (methods.includes('efectivo') && pickupAddress === '') {
        errors.payment_methods = [CASH_NEEDS_PICKUP]
      }
      if (Object.keys(errors).length > 0) {
        throw invalid(errors, errors.pickup_address ? NO_DELIVERY : undefined)
      }

      if (currency !== current.currency) {
        const open = firstRow<{ n: number }>(
          await tx.execute(sql`select count(*)::int as n from orders
            where store_id = ${storeId} and status not in (${sql.join(
              FINAL_STATUSES.map((s) => sql`${s}`),
              sql`, `,
            )})`),
        )
        if ((open?.n ?? 0) > 0) throw conflict('currency_locked', CURRENCY_LOCKED)
        const shift = currencyExponent(currency) - currencyExponent(current.currency)
        if (shift > 0) {
          // An amount that would pass the API's own maximum (so no form could save it again) is refused.
          const limit = Math.floor((MAX_AMOUNT - 1) / 10 ** shift)
          const over = firstRow<{ n: number }>(
            await tx.execute(sql`select count(*)::int as n from variants
              where store_id = ${storeId} and (price > ${limit} or compare_at_price > ${limit})`),
          )
          const fee = shippingFlatFee === current.shippingFlatFee ? shippingFlatFee : null
          if ((over?.n ?? 0) > 0 || (fee !== null && fee > limit)) {
            throw invalid({ currency: [CURRENCY_OVERFLOW] })
          }
        }
        if (shift !== 0) {
          // A compare-at price stays above its price: one rounded onto it (ARS 1.299,40
          // over 1.299,00 → CLP 1.299) becomes the next unit up (CLP 1.300).
          await tx.execute(sql`update variants set
              price = ${rescaled('price', shift)},
              compare_at_price = case when compare_at_price is not null then greatest(
                ${rescaled('compare_at_price', shift)}, ${rescaled('price', shift)} + 1) end
            where store_id = ${storeId}`)
          await tx.execute(sql`update products set
              price_min = ${rescaled('price_min', shift)},
              price_max = ${rescaled('price_max', shift)},
              compare_at_price = case when compare_at_price is not null then greatest(
                ${rescaled('compare_at_price', shift)}, ${rescaled('price_min', shift)} + 1) end
            where store_id = ${storeId}`)
          // The fee the form showed was in the old currency: it keeps its value too.
          if (shippingFlatFee !== null && shippingFlatFee === current.shippingFlatFee) {
            shippingFlatFee =
              shift > 0 ? shippingFlatFee * 10 ** shift : Math.round(shippingFlatFee / 10 ** -shift)
          }
        }
      }
      const [row] = await tx
        .update(stores)
        .set({
          currency,
          whatsapp: whatsapp === undefined ? current.whatsapp : whatsapp,
          paymentMethods: methods,
          transferInstructions:
            body.transfer_instructions === undefined
              ? current.transferInstructions
              : trimText(body.transfer_instructions),
          pickupAddress,
          shippingFlatFee,
          pendingHoldHours: body.pending_hold_hours ?? current.pendingHoldHours,
        })
        .where(eq(stores.id, storeId))
        .returning()
      await announceStoreChange(tx, storeId)
      return row!
    })
    this.changed(storeId)
    return toSettings(result)
  }
}
