import { formatMoney } from '@vitrina/shared/rules'
import { chakra, HStack, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

export interface PriceTagProps {
  /** Minor units; null when no variant has a price ('Consultar precio'). */
  min: number | null
  /** Above `min` for a range ('$ 10,00 – $ 20,00'). */
  max?: number | null
  compareAt?: number | null
  currency: string
  size?: 'sm' | 'lg'
}

/** A price as the store's country writes it, a range when variants differ, compare-at struck through. */
export function PriceTag({ min, max, compareAt, currency, size = 'sm' }: PriceTagProps) {
  const { t } = useTranslation('storefront')
  const fontSize = size === 'lg' ? 'xl' : 'sm'
  if (min === null) {
    return (
      <Text fontSize={fontSize} fontWeight="semibold" color="fg.muted">
        {t('catalogue.price.ask')}
      </Text>
    )
  }
  const range = max != null && max > min
  return (
    <HStack gap="2" flexWrap="wrap" fontSize={fontSize}>
      <Text as="span" fontWeight="semibold">
        {range
          ? t('catalogue.price.range', {
              min: formatMoney(min, currency),
              max: formatMoney(max, currency),
            })
          : formatMoney(min, currency)}
      </Text>
      {!range && compareAt != null && compareAt > min && (
        <chakra.s color="fg.muted" fontSize="0.85em">
          <chakra.span srOnly>{t('catalogue.price.before')} </chakra.span>
          {formatMoney(compareAt, currency)}
        </chakra.s>
      )}
    </HStack>
  )
}
