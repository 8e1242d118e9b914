import { CART_MAX_QUANTITY } from '@vitrina/shared/rules'
import { HStack, IconButton, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

export interface QuantityStepperProps {
  value: number
  /** What the buttons name: the line's product. */
  label: string
  onChange: (quantity: number) => void
  /** The most the line may hold: 99, or less when the stock is short or the line cannot be bought. */
  max?: number
  /** The id of what says why the line cannot be bought, when it cannot. */
  describedBy?: string
}

/**
 * − quantity +, from 1 to `max` (99); the quantity is announced when it
 * changes. A button at its end is marked disabled but keeps the focus (a
 * disabled one drops it to the page).
 */
export function QuantityStepper({
  value,
  label,
  onChange,
  max = CART_MAX_QUANTITY,
  describedBy,
}: QuantityStepperProps) {
  const { t } = useTranslation('storefront')
  return (
    <HStack
      gap="1"
      role="group"
      aria-label={t('cart.quantityOf', { title: label })}
      aria-describedby={describedBy}
    >
      <IconButton
        aria-label={t('cart.less', { title: label })}
        variant="outline"
        size="sm"
        aria-disabled={value <= 1}
        onClick={() => value > 1 && onChange(value - 1)}
      >
        −
      </IconButton>
      {/* Announced as it changes; a span, not an `output` (a `status`): the snackbar is the page's status. */}
      <Text as="span" aria-live="polite" minWidth="8" textAlign="center" fontWeight="semibold">
        {value}
      </Text>
      <IconButton
        aria-label={t('cart.more', { title: label })}
        variant="outline"
        size="sm"
        aria-disabled={value >= max}
        onClick={() => value < max && onChange(value + 1)}
      >
        +
      </IconButton>
    </HStack>
  )
}
