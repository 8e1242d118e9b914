import { storeInfoAtom } from '@vitrina/shared'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'

import { getCoverCount } from './api/get-cover-count'
import { getProductCount } from './api/get-product-count'

/** Each first step and whether it is done. */
export interface FirstSteps {
  logo: boolean
  cover: boolean
  product: boolean
  /**
   * The store can take an order (store settings): a WhatsApp number, a
   * payment method and a way to deliver (pickup or shipping). A new store has
   * no way to deliver, and its checkout says so.
   */
  contact: boolean
}

export type FirstStep = keyof FirstSteps

export const FIRST_STEPS: FirstStep[] = ['logo', 'cover', 'product', 'contact']

/** The settings fields the store info carries once the store has them (read defensively). */
function hasContact(store: object | null): boolean {
  const {
    whatsapp,
    payment_methods: payments,
    pickup,
    shipping_flat_fee: shipping,
  } = (store ?? {}) as Record<string, unknown>
  return (
    typeof whatsapp === 'string' &&
    whatsapp !== '' &&
    Array.isArray(payments) &&
    payments.length > 0 &&
    (pickup === true || typeof shipping === 'number')
  )
}

/**
 * The one source of the 'Primeros pasos' card: logos and settings from the
 * store info (kept current by the logo editor), covers and products from
 * their public reads, asked again whenever the window regains focus. Null
 * until the first answers arrive.
 */
export function useFirstSteps(): FirstSteps | null {
  const { store } = useAtomValue(storeInfoAtom)
  const [counts, setCounts] = useState<{ covers: number; products: number } | null>(null)

  useEffect(() => {
    let live = true
    const load = () => {
      Promise.all([getCoverCount(), getProductCount()])
        .then(([covers, products]) => live && setCounts({ covers, products }))
        .catch((error: unknown) => console.warn('[first-steps] could not read the counts', error))
    }
    load()
    window.addEventListener('focus', load)
    return () => {
      live = false
      window.removeEventListener('focus', load)
    }
  }, [])

  if (!counts || !store) return null
  return {
    logo: store.logos.length > 0,
    cover: counts.covers > 0,
    product: counts.products > 0,
    contact: hasContact(store),
  }
}
