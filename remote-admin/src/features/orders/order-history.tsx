import type { Order } from '@vitrina/contract'
import { Card, chakra, Flex, SUBTITLE_STYLE } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import { formatWhen } from './format'
import { StatusChip } from './status-chip'

export interface OrderHistoryProps {
  order: Order
}

/** Every status the order went through, oldest first, with its date and time. */
export function OrderHistory({ order }: OrderHistoryProps) {
  const { t, i18n } = useTranslation('admin')
  const history = order.history ?? [{ status: order.status, at: order.created_at }]
  return (
    <Card.Root as="section" aria-labelledby="order-history-title">
      <Card.Body gap="4">
        <Card.Title as="h2" id="order-history-title" {...SUBTITLE_STYLE}>
          {t('orders.detail.history')}
        </Card.Title>
        <chakra.ol listStyleType="none" m="0" p="0" display="grid" gap="2">
          {history.map((entry, i) => (
            <Flex as="li" key={`${entry.status}-${i}`} gap="3" align="center" wrap="wrap">
              <StatusChip status={entry.status} />
              <chakra.time dateTime={entry.at} fontSize="sm" color="fg.muted">
                {formatWhen(entry.at, i18n.language)}
              </chakra.time>
            </Flex>
          ))}
        </chakra.ol>
      </Card.Body>
    </Card.Root>
  )
}
