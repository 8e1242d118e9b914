import type { OrderPage } from '@vitrina/contract'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { notifyError } from '../../components/notify-error'
import { useVisiblePoll } from '../../hooks/use-visible-poll'
import { getOrders, type OrderListQuery } from './api/get-orders'
import { ORDERS_POLL_MS } from './pending-orders'

export type PageStatus = 'loading' | 'ready' | 'error'

/**
 * One page of the owner's orders for a query, read again while the tab is
 * visible so new orders appear without a reload. A failed poll keeps the
 * page quietly; a failed first read says so.
 */
export function useOrderPage(query: OrderListQuery) {
  const { t } = useTranslation('admin')
  const [data, setData] = useState<OrderPage | null>(null)
  const [status, setStatus] = useState<PageStatus>('loading')
  const [version, setVersion] = useState(0)
  const quiet = useRef(false)
  const key = JSON.stringify(query)

  useEffect(() => {
    let active = true
    const silent = quiet.current
    quiet.current = false
    if (!silent) setStatus('loading')
    getOrders(JSON.parse(key) as OrderListQuery).then(
      (page) => {
        if (!active) return
        setData(page)
        setStatus('ready')
      },
      (error: unknown) => {
        if (!active || silent) return
        setStatus('error')
        notifyError(t('orders.list.loadFailed'), error)
      },
    )
    return () => {
      active = false
    }
  }, [key, version, t])

  const poll = useCallback(() => {
    quiet.current = true
    setVersion((v) => v + 1)
  }, [])
  useVisiblePoll(poll, ORDERS_POLL_MS)

  return { data, status }
}
