import type { AdminProduct, AdminProductPage } from '@vitrina/contract'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { notifyError } from '../../components/notify-error'
import { getProducts, type ProductListQuery } from './api/get-products'
import { pageKey, peekEarlyPage, takeEarlyPage } from './first-page'

export type PageStatus = 'loading' | 'ready' | 'error'

/** One page of the owner's product list for a query, reloadable, with rows replaceable in place. */
export function useProductPage(query: ProductListQuery) {
  const { t } = useTranslation('admin')
  const key = pageKey(query)
  // A first page asked for at the page's load and already answered shows in
  // the first render, with no spinner in between (first-page.ts).
  const [data, setData] = useState<AdminProductPage | null>(() => peekEarlyPage(key)?.value ?? null)
  const [status, setStatus] = useState<PageStatus>(() => (data ? 'ready' : 'loading'))
  const [version, setVersion] = useState(0)

  useEffect(() => {
    let active = true
    // Taken (or dropped) by every read: only the first one may show it.
    const taken = takeEarlyPage(key)
    const early = version === 0 ? taken : null
    if (early?.value) {
      setData(early.value)
      setStatus('ready')
      return
    }
    setStatus('loading')
    ;(early?.page ?? getProducts(JSON.parse(key) as ProductListQuery)).then(
      (page) => {
        if (!active) return
        setData(page)
        setStatus('ready')
      },
      (error: unknown) => {
        if (!active) return
        setStatus('error')
        notifyError(t('catalogue.list.loadFailed'), error)
      },
    )
    return () => {
      active = false
    }
  }, [key, version, t])

  const reload = useCallback(() => setVersion((v) => v + 1), [])
  const replaceProduct = useCallback((product: AdminProduct) => {
    setData(
      (page) =>
        page && {
          ...page,
          results: page.results.map((p) => (p.id === product.id ? product : p)),
        },
    )
  }, [])

  return { data, status, reload, replaceProduct }
}
