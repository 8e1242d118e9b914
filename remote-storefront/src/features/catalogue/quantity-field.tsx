import { CART_MAX_QUANTITY as MAX_QUANTITY } from '@vitrina/shared/rules'
import { Field, HStack, IconButton, Input } from '@vitrina/ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

export interface QuantityFieldProps {
  value: number
  onChange: (quantity: number) => void
  /** The most that can be asked for: 99, or the last units of a tracked stock. */
  max?: number
}

/**
 * 'Cantidad' from 1 to `max` (99): typed, or with − and +. A button at its
 * end is marked disabled but keeps the focus (a disabled one drops it).
 */
export function QuantityField({ value, onChange, max = MAX_QUANTITY }: QuantityFieldProps) {
  const { t } = useTranslation('storefront')
  const clamp = (quantity: number) => Math.min(max, Math.max(1, Math.trunc(quantity)))
  // What is typed may be empty or out of range for a moment; the quantity never is.
  const [text, setText] = useState(String(value))
  const set = (quantity: number) => {
    const next = clamp(quantity)
    setText(String(next))
    onChange(next)
  }
  return (
    <Field.Root>
      <Field.Label>{t('catalogue.product.quantity')}</Field.Label>
      <HStack gap="1">
        <IconButton
          aria-label={t('catalogue.product.less')}
          variant="outline"
          aria-disabled={value <= 1}
          onClick={() => value > 1 && set(value - 1)}
        >
          −
        </IconButton>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          w="16"
          textAlign="center"
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            const typed = Number.parseInt(event.target.value, 10)
            if (Number.isFinite(typed)) onChange(clamp(typed))
          }}
          onBlur={() => setText(String(value))}
        />
        <IconButton
          aria-label={t('catalogue.product.more')}
          variant="outline"
          aria-disabled={value >= max}
          onClick={() => value < max && set(value + 1)}
        >
          +
        </IconButton>
      </HStack>
    </Field.Root>
  )
}
