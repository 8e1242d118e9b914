import { formatMoney } from '@vitrina/shared/rules'
import { Alert } from '@vitrina/ui'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import type { OrderConflict } from './use-place-order'

export interface ConflictAlertProps {
  conflict: OrderConflict
  currency: string
}

/**
 * What a 409 said: stock short, or prices changed with the server's total.
 * It takes the focus when the press left it nowhere ('Confirmar pedido' is
 * disabled while sending, and stays so while a line is to fix): before, the
 * focus was on the page's body, and the next Tab started from the top.
 */
export function ConflictAlert({ conflict, currency }: ConflictAlertProps) {
  const { t } = useTranslation('storefront')
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const active = document.activeElement
    if (active === null || active === document.body) root.current?.focus()
  }, [conflict])
  return (
    <Alert.Root ref={root} tabIndex={-1} status="warning" role="alert">
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
