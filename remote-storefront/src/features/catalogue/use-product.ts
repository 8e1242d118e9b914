import type { PublicProduct } from '@vitrina/contract'
import { ApiError, notify } from '@vitrina/shared'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { getProduct } from './api/get-product'

export type ProductState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'ready'; product: PublicProduct }

/**
 * The product a slug names. The answer may carry another slug (the API
 * followed an old one's 301): it stays the answer for that new slug too.
 */
export function useProduct(slug: string): ProductState & { retry: () => void } {
  const { t } = useTranslation('storefront')
  const [state, setState] = useState<{ slugs: string[]; value: ProductState }>({
    slugs: [],
    value: { status: 'loading' },
  })
  const [round, setRound] = useState(0)
  const known = state.slugs.includes(slug)

  useEffect(() => {
    if (known) return
    let active = true
    setState({ slugs: [slug], value: { status: 'loading' } })
    getProduct(slug)
      .then((product) => {
        if (active) setState({ slugs: [slug, product.slug], value: { status: 'ready', product } })
      })
      .catch((error: unknown) => {
        if (!active) return
        if (error instanceof ApiError && error.status === 404) {
          setState({ slugs: [slug], value: { status: 'not-found' } })
          return
        }
        notify({
          type: 'error',
          message: t('catalogue.errors.load'),
          errorCode: error instanceof ApiError && error.status ? error.status : null,
        })
        setState({ slugs: [slug], value: { status: 'error' } })
      })
    return () => {
      active = false
    }
    // `known` follows from the slug and what is loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug, round])

  // After a failure ('Reintentar'): asks again.
  const retry = useCallback(() => {
    setState({ slugs: [], value: { status: 'loading' } })
    setRound((n) => n + 1)
  }, [])
  return { ...(known ? state.value : { status: 'loading' }), retry }
}
