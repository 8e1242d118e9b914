import type { AdminProduct, AdminProductPage } from '@vitrina/contract'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { notifyError } from '../../components/notify-error'
import { getProducts, type ProductListQuery } from './api/get-products'

export type PageStatus = 'loading' | 'ready' | 'error'

/** How long a page asked for at mount waits for the effect that reads it. */
const ASKED_FRESH_MS = 10_000

/**
 * The page each list asked for while it first rendered, by query. Asking in the
 * first render instead of its effect starts the request before React has built
 * the rest of the screen: at 4× CPU the render of the toolbar and frame took
 * about half a second before the effect ran.
 */
const askedAtMount = new Map<string, { page: Promise<AdminProductPage>; at: number }>()

function askAtMount(key: string): void {
  const page = getProducts(JSON.parse(key) as ProductListQuery)
  // A render that never commits leaves a settled promise behind: no unhandled rejection.
  page.catch(() => undefined)
  askedAtMount.set(key, { page, at: Date.now() })
}

/** The page asked for at mount for `key`, once, while it is fresh. */
function takeAskedAtMount(key: string): Promise<AdminProductPage> | undefined {
  const asked = askedAtMount.get(key)
  askedAtMount.delete(key)
  return asked && Date.now() - asked.at <= ASKED_FRESH_MS ? asked.page : undefined
}

/** One page of the owner's product list for a query, reloadable, with rows replaceable in place. */
export function useProductPage(query: ProductListQuery) {
  const { t } = useTranslation('admin')
  const [data, setData] = useState<AdminProductPage | null>(null)
  const [status, setStatus] = useState<PageStatus>('loading')
  const [version, setVersion] = useState(0)
  const key = JSON.stringify(query)
  useState(() => askAtMount(key))

  useEffect(() => {
    let active = true
    setStatus('loading')
    const asked = version === 0 ? takeAskedAtMount(key) : undefined
    ;(asked ?? getProducts(JSON.parse(key) as ProductListQuery)).then(
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
