import type { Order } from '@vitrina/contract'
import { ApiError, notify } from '@vitrina/shared'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { forgetPlacedOrder, placedOrder } from '../../lib/placed-order'
import { getOrder } from './api/get-order'
import { drawnOrder, forgetDrawnOrder } from './drawn-order'

export type OrderState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'ready'; order: Order }

type Known = { token: string; value: OrderState } | null

/**
 * What the page already has for this token, as a state, so no request is
 * needed: the order the checkout was just answered with (placed-order.ts), or
 * the one the server drew (drawn-order.ts).
 */
function fromDrawnPage(token: string): Known {
  const placed = placedOrder(token)
  if (placed) return { token, value: { status: 'ready', order: placed } }
  const drawn = drawnOrder(token)
  if (!drawn) return null
  return {
    token,
    value: drawn.found ? { status: 'ready', order: drawn.order } : { status: 'not-found' },
  }
}

/** The order a token names: the one drawn in the page on its first showing, else the API's. */
export function useOrder(token: string): OrderState & { retry: () => void } {
  const { t } = useTranslation('storefront')
  const [state, setState] = useState<Known>(() => fromDrawnPage(token))
  const known = state?.token === token

  // The drawn (or just placed) order is this showing's: the next one asks the API.
  useEffect(() => {
    forgetDrawnOrder()
    forgetPlacedOrder()
  }, [])

  useEffect(() => {
    if (known) return
    let active = true
    getOrder(token)
      .then((order) => {
        if (active) setState({ token, value: { status: 'ready', order } })
      })
      .catch((error: unknown) => {
        if (!active) return
        if (error instanceof ApiError && error.status === 404) {
          setState({ token, value: { status: 'not-found' } })
          return
        }
        notify({
          type: 'error',
          message: t('order.errors.load'),
          errorCode: error instanceof ApiError && error.status ? error.status : null,
        })
        setState({ token, value: { status: 'error' } })
      })
    return () => {
      active = false
    }
  }, [token, known, t])

  // After a failure: asks again (the effect runs once the state is no longer known).
  const retry = useCallback(() => setState(null), [])
  return { ...(known ? state.value : { status: 'loading' }), retry }
}
