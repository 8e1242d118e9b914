import { formatMoney } from '@vitrina/shared/rules'
import { Alert } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import type { OrderConflict } from './use-place-order'

export interface ConflictAlertProps {
  conflict: OrderConflict
  currency: string
}

/** What a 409 said: stock short, or prices changed with the server's total. */
export function ConflictAlert({ conflict, currency }: ConflictAlertProps) {
  const { t } = useTranslation('storefront')
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {conflict.code === 'out_of_stock'
            ? t('checkout.errors.outOfStock')
            : t('checkout.errors.priceChanged')}
        </Alert.Title>
        {conflict.total !== null && (
          <Alert.Description>
            {t('checkout.errors.newTotal', { total: formatMoney(conflict.total, currency) })}
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  )
}
