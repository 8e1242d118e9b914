import type { Order } from '@vitrina/contract'
import { formatMoney } from '@vitrina/shared/rules'
import { Box, chakra, Flex, Link, Text, VisuallyHidden } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { formatWhen, orderLabel } from './format'
import { StatusChip } from './status-chip'

export interface OrderRowProps {
  order: Order
}

/**
 * One order of the owner's list: number (to its page), date, customer, total
 * and status. The number's link covers the whole row, so a tap anywhere on it
 * opens the order (a phone's rows wrap to two lines); it stays the row's one
 * link, named by the number.
 */
export function OrderRow({ order }: OrderRowProps) {
  const { t, i18n } = useTranslation('admin')
  return (
    <Box
      as="li"
      borderBottomWidth="1px"
      py="3"
      position="relative"
      _hover={{ bg: 'bg.muted' }}
      data-testid="order-row"
    >
      <Flex gap="3" align="center" wrap="wrap">
        <Link
          asChild
          fontWeight="semibold"
          minW="16"
          _after={{ content: '""', position: 'absolute', inset: '0' }}
        >
          <RouterLink to={`/admin/pedidos/${order.number}`}>{orderLabel(order.number)}</RouterLink>
        </Link>
        <chakra.time dateTime={order.created_at} color="fg.muted" minW="32" fontSize="sm">
          {formatWhen(order.created_at, i18n.language)}
        </chakra.time>
        <Text flex="1" minW="140px">
          <VisuallyHidden>{t('orders.list.customer')}: </VisuallyHidden>
          {order.customer.name}
        </Text>
        <Text minW="28" textAlign={{ md: 'end' }}>
          <VisuallyHidden>{t('orders.totals.total')}: </VisuallyHidden>
          {formatMoney(order.total, order.currency)}
        </Text>
        <StatusChip status={order.status} />
      </Flex>
    </Box>
  )
}
