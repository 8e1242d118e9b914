import { atom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'

import { useVisiblePoll } from '../../hooks/use-visible-poll'
import { getSummary } from './api/get-summary'

/**
 * How often the pending count (and an open orders list) is asked again while
 * the tab is visible: a new order shows within about 4 s. Each poll is one
 * small indexed read; a hidden tab asks nothing.
 */
export const ORDERS_POLL_MS = 4_000

/** null: not known yet; 'error': the first read failed. A later failure keeps the last count. */
export type PendingCount = number | null | 'error'

const pendingAtom = atom<PendingCount>(null)

/** The store's `pendiente` orders, as last read from `admin/tienda/resumen/`. */
export const pendingOrdersAtom = atom((get) => get(pendingAtom))

/** Reads the count again (after a move, on the poll). */
export const refreshPendingOrdersAtom = atom(null, async (get, set) => {
  try {
    set(pendingAtom, (await getSummary()).orders_pending)
  } catch {
    if (get(pendingAtom) === null) set(pendingAtom, 'error')
  }
})

/** The pending count, read now and again while the tab is visible. Mount once, in the admin frame. */
export function usePendingOrdersPoll(): PendingCount {
  const refresh = useSetAtom(refreshPendingOrdersAtom)
  useEffect(() => {
    void refresh()
  }, [refresh])
  useVisiblePoll(() => void refresh(), ORDERS_POLL_MS)
  return useAtomValue(pendingOrdersAtom)
}
