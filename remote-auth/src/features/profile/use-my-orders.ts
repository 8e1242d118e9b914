import type { Order } from '@vitrina/contract'
import { useCallback, useEffect, useState } from 'react'

import { getMyOrders } from './api/get-my-orders'

export interface MyOrdersState {
  status: 'loading' | 'ready' | 'error'
  orders: Order[]
  /** More pages to read ('Ver más'). */
  more: boolean
  loadMore: () => void
}

/** The user's orders, page by page. */
export function useMyOrders(): MyOrdersState {
  const [page, setPage] = useState(1)
  const [orders, setOrders] = useState<Order[]>([])
  const [count, setCount] = useState(0)
  const [status, setStatus] = useState<MyOrdersState['status']>('loading')

  useEffect(() => {
    let active = true
    setStatus('loading')
    getMyOrders(page)
      .then((answer) => {
        if (!active) return
        setOrders((current) => (page === 1 ? answer.results : [...current, ...answer.results]))
        setCount(answer.count)
        setStatus('ready')
      })
      .catch(() => {
        if (active) setStatus('error')
      })
    return () => {
      active = false
    }
  }, [page])

  const loadMore = useCallback(() => setPage((current) => current + 1), [])
  return { status, orders, more: orders.length < count, loadMore }
}
