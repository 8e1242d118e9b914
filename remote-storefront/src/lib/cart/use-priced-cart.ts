import type { CartVariant } from '@vitrina/contract'
import { ApiError, notify, storeInfoAtom } from '@vitrina/shared'
import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useCartLines } from './cart-store'
import { getCartVariants } from './get-cart-variants'
import { priceCart, type PricedCart } from './priced-cart'

export interface PricedCartState {
  status: 'loading' | 'ready' | 'error'
  cart: PricedCart
  /** Reads the variants again (after a 409 said something changed). */
  reload: () => void
  /** A read asked for by `reload` is under way: the prices shown may be the old ones. */
  refreshing: boolean
}

/** The store's cart priced from the catalogue now; reads again when the set of variants changes. */
export function usePricedCart(): PricedCartState {
  const { t } = useTranslation('storefront')
  const lines = useCartLines()
  const currency = useAtomValue(storeInfoAtom).store?.currency ?? 'ARS'
  const ids = lines.map((line) => line.variant_id).join(',')
  const [round, setRound] = useState(0)
  const [read, setRead] = useState<{
    ids: string
    round: number
    variants: CartVariant[]
  } | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (!ids) return
    let active = true
    setFailed(false)
    getCartVariants(ids.split(',').map(Number))
      .then((variants) => {
        if (active) setRead({ ids, round, variants })
      })
      .catch((error: unknown) => {
        if (!active) return
        setFailed(true)
        notify({
          type: 'error',
          message: t('catalogue.errors.load'),
          errorCode: error instanceof ApiError && error.status ? error.status : null,
        })
      })
    return () => {
      active = false
    }
  }, [ids, round, t])

  const reload = useCallback(() => setRound((n) => n + 1), [])
  const variants = read?.ids === ids ? read.variants : null
  const cart = useMemo(
    () => priceCart(lines, variants ?? [], currency),
    [lines, variants, currency],
  )
  const status = !ids ? 'ready' : failed ? 'error' : variants ? 'ready' : 'loading'
  const refreshing = status === 'ready' && Boolean(ids) && read?.round !== round
  return { status, cart, reload, refreshing }
}
