import { formatMoney } from '@vitrina/shared/rules'
import { chakra } from '@vitrina/ui'
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

/**
 * One styled element, its parts plain: a grid draws 24 of these, and each
 * styled element costs a style resolution on every render.
 */
const PriceLine = chakra('div', {
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
    '& [data-part=amount]': { fontWeight: 'semibold' },
    '& s': { color: 'fg.muted', fontSize: '0.85em' },
    '& [data-part=before]': { srOnly: true },
  },
  variants: {
    size: { sm: { fontSize: 'sm' }, lg: { fontSize: 'xl' } },
    ask: { true: { fontWeight: 'semibold', color: 'fg.muted' } },
  },
})

/** A price as the store's country writes it, a range when variants differ, compare-at struck through. */
export function PriceTag({ min, max, compareAt, currency, size = 'sm' }: PriceTagProps) {
  const { t } = useTranslation('storefront')
  if (min === null) {
    return (
      <PriceLine size={size} ask>
        {t('catalogue.price.ask')}
      </PriceLine>
    )
  }
  const range = max != null && max > min
  return (
    <PriceLine size={size}>
      <span data-part="amount">
        {range
          ? t('catalogue.price.range', {
              min: formatMoney(min, currency),
              max: formatMoney(max, currency),
            })
          : formatMoney(min, currency)}
      </span>
      {!range && compareAt != null && compareAt > min && (
        <s>
          <span data-part="before">{t('catalogue.price.before')} </span>
          {formatMoney(compareAt, currency)}
        </s>
      )}
    </PriceLine>
  )
}
