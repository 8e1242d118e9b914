import type { Order, OrderBody } from '@vitrina/contract'
import { ApiError, currentTenant, isLoggedInAtom, notify, sessionAtom } from '@vitrina/shared'
import { useAtomValue } from 'jotai'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'

import { clearCart } from '../../lib/cart/cart-store'
import { type LineProblem, problemOf } from '../../lib/cart/priced-cart'
import { preloadPage } from '../../lib/lazy-page'
import { rememberPlacedOrder } from '../../lib/placed-order'
import { OrderRefused, postOrder } from './api/post-order'
import { refreshStore } from './api/refresh-store'
import { type Attempt, keyFor, readAttempt, saveAttempt, unanswered } from './idempotency'
import { forgetCheckoutForm } from './use-checkout-values'

/** A line whose unit price moved: the one the shopper saw (null if unknown) and the server's. */
export interface PriceChange {
  before: number | null
  now: number
}

/** What a 409 said: the lines that changed, and for `price_changed` the server's total. */
export interface OrderConflict {
  code: 'out_of_stock' | 'price_changed'
  problems: Map<number, LineProblem>
  changed: Map<number, PriceChange>
  total: number | null
}

/**
 * The order an earlier press without an answer made under `attempt`'s key:
 * each such body is sent again under it, newest first, and the one the
 * server answers with its order (200) is it. Null when none does.
 */
async function earlierOrder(
  attempt: Attempt,
  loggedIn: boolean,
): Promise<{ order: Order; body: OrderBody } | null> {
  for (const sent of [...attempt.unsure].reverse()) {
    const body = JSON.parse(sent) as OrderBody
    try {
      return { order: await postOrder(body, attempt.key, loggedIn), body }
    } catch {
      // Not this one (409 idempotency_conflict), or no answer: the next.
    }
  }
  return null
}

/**
 * Sends the order once per press: while one is in flight another press sends
 * nothing; a retry of the same body reuses its `Idempotency-Key`. Success
 * empties the cart and opens `/pedido/:token`; a 409 is kept for the screen
 * (with `onConflict` to read the cart again), `price_changed` lines against
 * the unit prices the shopper saw (`seen`), and after `price_changed` the
 * store is read again (its shipping fee) before the press ends; anything else is the snackbar's
 * 'No se pudo enviar el pedido' with the status, and a 400's `detail`.
 */
export function usePlaceOrder(onConflict: () => void) {
  const { t } = useTranslation('storefront')
  const navigate = useNavigate()
  const loggedIn = useAtomValue(isLoggedInAtom)
  const userId = useAtomValue(sessionAtom).userId ?? null
  const inFlight = useRef(false)
  const attempt = useRef(readAttempt(currentTenant()) ?? null)
  const [sending, setSending] = useState(false)
  const [conflict, setConflict] = useState<OrderConflict | null>(null)

  async function place(body: OrderBody, seen: Map<number, number | null | undefined>) {
    if (inFlight.current) return
    inFlight.current = true
    setSending(true)
    const stored = readAttempt(currentTenant())
    const tried = keyFor(stored === undefined ? attempt.current : stored, body, userId)
    attempt.current = tried
    saveAttempt(currentTenant(), tried)
    // The order page's code comes while the order is sent. The cart is emptied only
    // once that page can show: until then the checkout stays as it was, not an empty cart.
    const orderPage = preloadPage('pedido')
    /** The order made: its page opens; the cart goes when it is the cart's order (`sameCart`). */
    const done = async (order: Order, sameCart: boolean) => {
      saveAttempt(currentTenant(), null)
      forgetCheckoutForm(currentTenant())
      attempt.current = null
      await orderPage
      if (sameCart) clearCart()
      rememberPlacedOrder(order)
      navigate(`/pedido/${order.token}`)
    }
    try {
      await done(await postOrder(body, tried.key, loggedIn), true)
    } catch (error: unknown) {
      const code = error instanceof OrderRefused ? error.body.code : undefined
      if (code === 'idempotency_conflict' && tried.unsure.length > 0) {
        // An earlier press that got no answer made the order: it is that one, shown
        // instead of a second. Its body, sent again under its key, brings it back.
        const made = await earlierOrder(tried, loggedIn)
        if (made) {
          const sameCart = JSON.stringify(made.body.items) === JSON.stringify(body.items)
          notify({ type: 'warning', message: t('checkout.errors.alreadyPlaced'), timeout: 8000 })
          await done(made.order, sameCart)
          return
        }
        // None of this tab's presses holds the key: the next press takes a new one.
        attempt.current = null
        saveAttempt(currentTenant(), null)
      }
      // A 409 of stock or prices comes from an order tried, so no earlier press made
      // one under this key: the next press may take a new key when something changes.
      if (code === 'out_of_stock' || code === 'price_changed') {
        attempt.current = { ...tried, unsure: [] }
        saveAttempt(currentTenant(), attempt.current)
      } else if (
        code !== 'idempotency_conflict' &&
        (!(error instanceof OrderRefused) || error.status >= 500 || error.status === 0)
      ) {
        // No answer: this press may have made the order.
        attempt.current = unanswered(tried)
        saveAttempt(currentTenant(), attempt.current)
      }
      if (error instanceof OrderRefused && (code === 'out_of_stock' || code === 'price_changed')) {
        const lines = error.body.lines ?? []
        setConflict({
          code,
          problems: new Map(
            code === 'out_of_stock'
              ? lines.map((line) => [line.variant_id, problemOf(line.reason, line.available)])
              : [],
          ),
          changed: new Map(
            code === 'price_changed'
              ? lines.flatMap((line) => {
                  const before = seen.get(line.variant_id) ?? null
                  return line.unit_price != null && line.unit_price !== before
                    ? [[line.variant_id, { before, now: line.unit_price }]]
                    : []
                })
              : [],
          ),
          total: error.body.total ?? null,
        })
        onConflict()
        if (code === 'price_changed') await refreshStore()
      } else {
        const status =
          error instanceof OrderRefused || error instanceof ApiError ? error.status : null
        const detail = error instanceof OrderRefused && status === 400 ? error.body.detail : null
        notify(
          detail
            ? { type: 'error', title: t('checkout.errors.send'), message: detail, errorCode: 400 }
            : { type: 'error', message: t('checkout.errors.send'), errorCode: status || null },
        )
      }
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }

  return { place, sending, conflict, clearConflict: () => setConflict(null) }
}
