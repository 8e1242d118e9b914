import { formatMoney } from '@vitrina/shared/rules'
import { chakra, type SystemStyleObject } from '@vitrina/ui'
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

type Translate = ReturnType<typeof useTranslation>['t']

/**
 * A price's styles, on the element holding its plain parts: `PriceTag`'s
 * own, or a grid's for each of its cards (`data-ask` when there is no price).
 */
export const PRICE_STYLE = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  '&[data-ask]': { fontWeight: 'semibold', color: 'fg.muted' },
  '& [data-part=amount]': { fontWeight: 'semibold' },
  '& s': { color: 'fg.muted', fontSize: '0.85em' },
  '& [data-part=before]': { srOnly: true },
} satisfies SystemStyleObject

const PriceLine = chakra('div', {
  base: PRICE_STYLE,
  variants: { size: { sm: { fontSize: 'sm' }, lg: { fontSize: 'xl' } } },
})

/**
 * A price's parts, plain: the amount or the range, and the compare-at price
 * struck through; 'Consultar precio' when there is none. Plain elements cost
 * a grid of 24 cards no style resolution each.
 */
export function PriceParts(props: Omit<PriceTagProps, 'size'> & { t: Translate }) {
  const { min, max, compareAt, currency, t } = props
  if (min === null) return t('catalogue.price.ask')
  const range = max != null && max > min
  return (
    <>
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
    </>
  )
}

/** A price as the store's country writes it, a range when variants differ, compare-at struck through. */
export function PriceTag({ size = 'sm', ...price }: PriceTagProps) {
  const { t } = useTranslation('storefront')
  return (
    <PriceLine size={size} data-ask={price.min === null ? '' : undefined}>
      <PriceParts {...price} t={t} />
    </PriceLine>
  )
}
