import type { Order } from '@vitrina/contract'
import { ApiError, notify } from '@vitrina/shared'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { getOrder } from './api/get-order'

export type OrderState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'ready'; order: Order }

/** The order a token names. */
export function useOrder(token: string): OrderState {
  const { t } = useTranslation('storefront')
  const [state, setState] = useState<{ token: string; value: OrderState } | null>(null)

  useEffect(() => {
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
  }, [token, t])

  return state?.token === token ? state.value : { status: 'loading' }
}
