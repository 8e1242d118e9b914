import type { OrderStatus } from '@vitrina/contract'
import { Badge, VisuallyHidden } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import { STATUS_PALETTE } from './order-status'

export interface StatusChipProps {
  status: OrderStatus
}

/** The order's status as a coloured chip, read as 'Estado: Pendiente'. */
export function StatusChip({ status }: StatusChipProps) {
  const { t } = useTranslation('admin')
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} data-status={status}>
      <VisuallyHidden>{t('orders.list.status')}: </VisuallyHidden>
      {t(`orders.status.${status}`)}
    </Badge>
  )
}
