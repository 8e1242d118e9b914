import type { PublicProduct } from '@vitrina/contract'
import { currentTenant, notify } from '@vitrina/shared'
import {
  addToCart,
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  type CartLine,
  readCart,
  writeCart,
} from '@vitrina/shared/rules'
import { Button, Stack, Text } from '@vitrina/ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { preloadPage } from '../../lib/lazy-page'
import { AvailabilityNote } from './availability-note'
import { OptionSelector } from './option-selector'
import { PriceTag } from './price-tag'
import { QuantityField } from './quantity-field'
import {
  initialSelection,
  isOrderable,
  priceRange,
  selectedVariant,
  type Selection,
  valueState,
} from './variant-selection'

export interface ProductPurchaseProps {
  product: PublicProduct
}

/** Price, one selector per option, quantity and 'Agregar al carrito'. */
export function ProductPurchase({ product }: ProductPurchaseProps) {
  const { t } = useTranslation('storefront')
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product))
  const [quantity, setQuantity] = useState(1)
  const [missing, setMissing] = useState(false)
  const variant = selectedVariant(product, selection)
  const range = priceRange(product.variants)
  const anyOrderable = product.variants.some(isOrderable)
  const orderable = variant ? isOrderable(variant) : anyOrderable
  // 'Sin stock' is for what has a price: without one the price says 'Consultar precio'.
  const soldOut = variant
    ? !variant.available && variant.price !== null
    : !anyOrderable && product.variants.some((v) => v.price !== null)

  const choose = (axis: number, value: string) => {
    setSelection((current) => current.map((old, index) => (index === axis ? value : old)))
    setMissing(false)
  }

  // The last units of a tracked stock are known (`low_stock`): no more than those.
  const left = variant?.low_stock ?? null
  const most = left === null ? CART_MAX_QUANTITY : Math.max(1, Math.min(CART_MAX_QUANTITY, left))
  const shownQuantity = Math.min(quantity, most)

  const add = () => {
    if (!variant) {
      setMissing(true)
      return
    }
    const cart = { storage: window.localStorage, events: window }
    const store = currentTenant()
    const before = readCart(cart, store)
    const inCart = before.find((line) => line.variant_id === variant.id)?.quantity ?? 0
    if (left !== null && inCart + 1 > left) {
      // The cart already holds them all: 'Quedan N', as its line says.
      notify({ type: 'warning', message: t('cart.short', { count: left }) })
      return
    }
    const adding = left === null ? shownQuantity : Math.min(shownQuantity, left - inCart)
    const after = writeCart(cart, store, addToCart(before, variant.id, adding))
    const outcome = addOutcome(before, after, variant.id)
    // A shopper who added a product often opens the cart next.
    if (outcome === 'added') void preloadPage('carrito')
    // Fewer than asked went in (the cart held some of the last units): 'Quedan N' says why.
    if (outcome === 'added' && adding < shownQuantity)
      notify({ type: 'warning', message: t('cart.short', { count: left }) })
    else if (outcome === 'added') notify({ type: 'success', message: t('catalogue.product.added') })
    else
      notify({
        type: 'warning',
        message: t(`catalogue.product.${outcome}`, {
          max: outcome === 'atMaxQuantity' ? CART_MAX_QUANTITY : CART_MAX_LINES,
        }),
      })
  }

  return (
    <Stack gap="4">
      {variant ? (
        <PriceTag
          min={variant.price}
          compareAt={variant.compare_at_price}
          currency={product.currency}
          size="lg"
        />
      ) : (
        <PriceTag {...range} currency={product.currency} size="lg" />
      )}
      <AvailabilityNote available={!soldOut} lowStock={variant?.low_stock} />
      {product.options.map((option, axis) => (
        <OptionSelector
          key={option.name}
          option={option}
          value={selection[axis] ?? null}
          stateOf={(value) => valueState(product, selection, axis, value)}
          onChange={(value) => choose(axis, value)}
        />
      ))}
      {/* Another most (a variant with fewer units left) starts the field again, capped. */}
      <QuantityField key={most} value={shownQuantity} onChange={setQuantity} max={most} />
      {missing && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {t('catalogue.product.chooseOptions')}
        </Text>
      )}
      <Button size="lg" disabled={!orderable} onClick={add}>
        {t('catalogue.product.addToCart')}
      </Button>
    </Stack>
  )
}

/**
 * What adding did to the variant's line: units added, or none because the
 * line already holds the most a line may (99), or because the cart already
 * has as many lines as it may (50) and a new one was not kept.
 */
export function addOutcome(
  before: readonly CartLine[],
  after: readonly CartLine[],
  variantId: number,
): 'added' | 'atMaxQuantity' | 'cartFull' {
  const units = (lines: readonly CartLine[]) =>
    lines.find((line) => line.variant_id === variantId)?.quantity ?? 0
  const had = units(before)
  const has = units(after)
  if (has > had) return 'added'
  return had > 0 ? 'atMaxQuantity' : 'cartFull'
}
