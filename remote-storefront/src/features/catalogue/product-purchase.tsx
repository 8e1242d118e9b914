import type { PublicProduct } from '@vitrina/contract'
import { currentTenant, notify } from '@vitrina/shared'
import { addToCart, updateCart } from '@vitrina/shared/rules'
import { Button, Stack, Text } from '@vitrina/ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

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

  const choose = (axis: number, value: string) => {
    setSelection((current) => current.map((old, index) => (index === axis ? value : old)))
    setMissing(false)
  }

  const add = () => {
    if (!variant) {
      setMissing(true)
      return
    }
    updateCart({ storage: window.localStorage, events: window }, currentTenant(), (lines) =>
      addToCart(lines, variant.id, quantity),
    )
    notify({ type: 'success', message: t('catalogue.product.added') })
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
      <AvailabilityNote
        available={variant ? variant.available : anyOrderable}
        lowStock={variant?.low_stock}
      />
      {product.options.map((option, axis) => (
        <OptionSelector
          key={option.name}
          option={option}
          value={selection[axis] ?? null}
          stateOf={(value) => valueState(product, selection, axis, value)}
          onChange={(value) => choose(axis, value)}
        />
      ))}
      <QuantityField value={quantity} onChange={setQuantity} />
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
