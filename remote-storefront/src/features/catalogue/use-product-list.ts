import type { ProductCard } from '@vitrina/contract'
import { ApiError, notify } from '@vitrina/shared'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { getProducts } from './api/get-products'

/** Cards per page (commerce spec §4). */
export const PAGE_SIZE = 24

export interface ProductListParams {
  q: string
  category?: string
  /** The URL's page: a link to `?page=N+1` right after page N appends it. */
  page: number
}

export interface ProductList {
  status: 'loading' | 'ready' | 'error'
  results: ProductCard[]
  count: number
  /** The last page shown; the next one is `to + 1`. */
  to: number
  /** A further page is on its way. */
  loadingMore: boolean
  /** Asks again after a failed read. */
  retry: () => void
}

interface Loaded extends Omit<ProductList, 'retry'> {
  key: string
}

const initial: Loaded = {
  key: '',
  status: 'loading',
  results: [],
  count: 0,
  to: 0,
  loadingMore: false,
}

/**
 * The last list shown, kept across the grid's unmounting for a few minutes:
 * going back to the grid from a product finds every page the shopper had
 * appended, at once.
 */
let remembered: (Loaded & { at: number }) | null = null
const REMEMBERED_MS = 5 * 60_000

/** Forgets the list kept for going back (each test starts a new page, as a reload does). */
export function forgetProductLists(): void {
  remembered = null
}

/**
 * The grid's cards for a search and category. A page opened directly shows
 * that page; moving to the page after the last one shown (the 'Ver más'
 * link) appends it instead, so the shopper keeps their place.
 */
export function useProductList({ q, category, page }: ProductListParams): ProductList {
  const { t } = useTranslation('storefront')
  const key = `${category ?? ''}\n${q}`
  const [loaded, setLoaded] = useState<Loaded>(() =>
    remembered &&
    remembered.key === key &&
    remembered.to === page &&
    Date.now() - remembered.at < REMEMBERED_MS
      ? remembered
      : initial,
  )
  const [attempt, setAttempt] = useState(0)
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const same = loaded.key === key && loaded.status !== 'error'
  const append = same && page === loaded.to + 1
  const needed = !(same && page === loaded.to)

  useEffect(() => {
    if (!needed) return
    let active = true
    if (append) setLoaded((current) => ({ ...current, loadingMore: true }))
    else setLoaded({ ...initial, key })
    getProducts({ q, categoria: category, page, page_size: PAGE_SIZE })
      .then((answer) => {
        if (!active) return
        setLoaded((current) => {
          const next: Loaded = {
            key,
            status: 'ready',
            results: append ? [...current.results, ...answer.results] : answer.results,
            count: answer.count,
            to: page,
            loadingMore: false,
          }
          remembered = { ...next, at: Date.now() }
          return next
        })
      })
      .catch((error: unknown) => {
        if (!active) return
        // An unknown store: the host already says it could not be loaded; this would bury that.
        if (!(error instanceof ApiError && error.code === 'store_not_found')) {
          notify({
            type: 'error',
            message: t('catalogue.errors.load'),
            errorCode: error instanceof ApiError && error.status ? error.status : null,
          })
        }
        setLoaded((current) =>
          append ? { ...current, loadingMore: false } : { ...initial, key, status: 'error' },
        )
      })
    return () => {
      active = false
    }
    // `append` and `needed` follow from these and from what is loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, page, q, category, attempt])

  if (loaded.key !== key) return { ...initial, status: 'loading', retry }
  return { ...loaded, retry }
}
