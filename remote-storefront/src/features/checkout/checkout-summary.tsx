import { formatMoney } from '@vitrina/shared/rules'
import { chakra, Heading, HStack, Separator, Stack, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import type { LineProblem, PricedLine } from '../../lib/cart/priced-cart'
import type { PriceChange } from './use-place-order'

export interface CheckoutSummaryProps {
  lines: PricedLine[]
  problems: Map<number, LineProblem>
  /** Lines a 409 `price_changed` named: the new unit price, the old one struck through. */
  changed: Map<number, PriceChange>
  subtotal: number
  shipping: number | null
  currency: string
}

/** The lines, subtotal, shipping and total, with why a line cannot be bought or what its price became. */
export function CheckoutSummary({
  lines,
  problems,
  changed,
  subtotal,
  shipping,
  currency,
}: CheckoutSummaryProps) {
  const { t } = useTranslation('storefront')
  const money = (minor: number) => formatMoney(minor, currency)
  return (
    <Stack
      as="section"
      aria-labelledby="checkout-summary"
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      padding="4"
    >
      <Heading as="h2" size="md" id="checkout-summary">
        {t('checkout.summary')}
      </Heading>
      <chakra.ul margin="0" padding="0" listStyleType="none">
        {lines.map(({ line, variant, total }) => {
          const problem = problems.get(line.variant_id)
          const change = changed.get(line.variant_id)
          const options = variant?.option_values.join(', ')
          return (
            <chakra.li key={line.variant_id} paddingY="1">
              <HStack justify="space-between" align="flex-start" gap="3">
                <Text>
                  {line.quantity} × {variant?.title ?? t('cart.unknownItem')}
                  {options ? ` (${options})` : ''}
                </Text>
                {!problem && <Text whiteSpace="nowrap">{money(total)}</Text>}
              </HStack>
              {change && !problem && (
                <Text fontSize="sm" color="fg.warning">
                  {t('checkout.priceNow', { price: money(change.now) })}
                  {change.before !== null && (
                    <>
                      {' '}
                      <chakra.del color="fg.muted">
                        {t('checkout.priceBefore', { price: money(change.before) })}
                      </chakra.del>
                    </>
                  )}
                </Text>
              )}
              {problem && (
                <Text color="fg.error" fontSize="sm" fontWeight="semibold">
                  {problem.reason === 'short' && problem.available > 0
                    ? t('cart.short', { count: problem.available })
                    : t('cart.gone')}
                </Text>
              )}
            </chakra.li>
          )
        })}
      </chakra.ul>
      <Separator />
      <HStack justify="space-between">
        <Text>{t('checkout.subtotal')}</Text>
        <Text>{money(subtotal)}</Text>
      </HStack>
      <HStack justify="space-between">
        <Text>{t('checkout.shippingCost')}</Text>
        <Text>{shipping ? money(shipping) : t('checkout.free')}</Text>
      </HStack>
      <HStack justify="space-between" fontWeight="bold" fontSize="lg">
        <Text>{t('checkout.total')}</Text>
        <Text>{money(subtotal + (shipping ?? 0))}</Text>
      </HStack>
    </Stack>
  )
}
