import type { Order, OrderStatus } from '@vitrina/contract'
import { ApiError, notify } from '@vitrina/shared'
import { useSetAtom } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { errorCodeOf, notifyError } from '../../components/notify-error'
import { getOrder } from './api/get-order'
import { moveOrder } from './api/move-order'
import { refreshPendingOrdersAtom } from './pending-orders'

export type OrderState =
  | { status: 'loading' }
  | { status: 'ready'; order: Order }
  | { status: 'notFound' }
  | { status: 'error' }

/**
 * One order of the store by its number, and its moves: a move answers the
 * order as it is now; a refused one says why and reads the order again, so
 * the buttons match what the server has. The pending badge follows either way.
 */
export function useOrder(number: number | null) {
  const { t } = useTranslation('admin')
  const refreshPending = useSetAtom(refreshPendingOrdersAtom)
  const [state, setState] = useState<OrderState>(
    number === null ? { status: 'notFound' } : { status: 'loading' },
  )
  const [version, setVersion] = useState(0)
  const [moving, setMoving] = useState<OrderStatus | null>(null)

  useEffect(() => {
    if (number === null) {
      setState({ status: 'notFound' })
      return
    }
    // Another order: nothing of the last one stays on screen while it loads.
    const same = (now: OrderState) => now.status === 'ready' && now.order.number === number
    setState((now) => (same(now) ? now : { status: 'loading' }))
    let active = true
    getOrder(number).then(
      (order) => {
        if (active) setState({ status: 'ready', order })
      },
      (error: unknown) => {
        if (!active) return
        if (error instanceof ApiError && error.status === 404) {
          setState({ status: 'notFound' })
          return
        }
        setState((now) => (same(now) ? now : { status: 'error' }))
        notifyError(t('orders.detail.loadFailed'), error)
      },
    )
    return () => {
      active = false
    }
  }, [number, version, t])

  const move = useCallback(
    async (status: OrderStatus) => {
      if (number === null) return
      setMoving(status)
      try {
        setState({ status: 'ready', order: await moveOrder(number, { status }) })
        notify({ type: 'success', message: t('orders.detail.updated') })
      } catch (error) {
        const invalid = errorCodeOf(error) === 'invalid_transition'
        notifyError(
          t(invalid ? 'orders.detail.invalidTransition' : 'orders.detail.moveFailed'),
          error,
        )
        setVersion((v) => v + 1)
      } finally {
        setMoving(null)
        void refreshPending()
      }
    },
    [number, t, refreshPending],
  )

  return { state, move, moving }
}
