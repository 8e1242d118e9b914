import { CART_MAX_QUANTITY, formatMoney } from '@vitrina/shared/rules'
import { Box, Button, chakra, HStack, Image, Stack, Text } from '@vitrina/ui'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { mediaSrc } from '../../lib/cart/media'
import type { PricedLine } from '../../lib/cart/priced-cart'
import { LineProblemNote } from './line-problem-note'
import { QuantityStepper } from './quantity-stepper'

export interface CartLineItemProps {
  item: PricedLine
  currency: string
  onQuantity: (quantity: number) => void
  onRemove: () => void
}

/** One line: image, title, options, unit price, stepper, 'Eliminar', and why it cannot be bought. */
export function CartLineItem({ item, currency, onQuantity, onRemove }: CartLineItemProps) {
  const { t } = useTranslation('storefront')
  const { variant, line, problem } = item
  const problemId = useId()
  const title = variant?.title ?? t('cart.unknownItem')
  const options = variant?.option_values.join(', ')
  // No more than can be bought: none more of a line that cannot be, at most the stock of a tracked one.
  const most =
    !variant || variant.price === null
      ? line.quantity
      : Math.min(CART_MAX_QUANTITY, variant.stock ?? CART_MAX_QUANTITY)
  return (
    <chakra.li listStyleType="none" borderBottomWidth="1px" paddingY="3">
      <HStack align="flex-start" gap="3">
        <Box boxSize="20" flexShrink="0" bg="bg.muted" borderRadius="md" overflow="hidden">
          {variant?.image && (
            <Image
              src={mediaSrc(variant.image.image)}
              // The owner's alternative text, as on the product's card.
              alt={variant.image.alt ?? ''}
              boxSize="20"
              objectFit="cover"
              loading="lazy"
            />
          )}
        </Box>
        <Stack gap="1" flex="1" minWidth="0">
          {variant ? (
            <RouterLink to={`/producto/${variant.product_slug}`}>
              <Text fontWeight="semibold">{title}</Text>
            </RouterLink>
          ) : (
            <Text fontWeight="semibold">{title}</Text>
          )}
          {options && (
            <Text fontSize="sm" color="fg.muted">
              {options}
            </Text>
          )}
          {variant?.price != null && (
            <Text fontSize="sm">{formatMoney(variant.price, currency)}</Text>
          )}
          <LineProblemNote problem={problem} id={problemId} />
          <HStack justify="space-between" flexWrap="wrap" gap="2">
            <QuantityStepper
              value={line.quantity}
              label={title}
              onChange={onQuantity}
              max={most}
              describedBy={problem ? problemId : undefined}
            />
            <Button
              variant="ghost"
              size="sm"
              onClick={onRemove}
              aria-label={t('cart.removeItem', { title })}
            >
              {t('cart.remove')}
            </Button>
          </HStack>
        </Stack>
      </HStack>
    </chakra.li>
  )
}
