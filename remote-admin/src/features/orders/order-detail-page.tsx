import type { OrderStatus } from '@vitrina/contract'
import { Center, Flex, Heading, Link, SimpleGrid, Spinner, Stack, Text } from '@vitrina/ui'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router-dom'

import { CancelOrderDialog } from './cancel-order-dialog'
import { formatWhen, orderLabel } from './format'
import { listPath } from './list-query'
import { OrderCustomer } from './order-customer'
import { OrderHistory } from './order-history'
import { OrderItems } from './order-items'
import { OrderMoves } from './order-moves'
import { parseOrderNumber } from './order-status'
import { StatusChip } from './status-chip'
import { useOrder } from './use-order'

function BackLink() {
  const { t } = useTranslation('admin')
  return (
    <Link asChild alignSelf="flex-start">
      <RouterLink to={listPath()}>{t('orders.detail.back')}</RouterLink>
    </Link>
  )
}

/** /admin/pedidos/:number: the order, its customer, lines, totals, history and the moves it allows. */
export function OrderDetailPage() {
  const { t, i18n } = useTranslation('admin')
  const number = parseOrderNumber(useParams().number)
  const { state, move, moving } = useOrder(number)
  const [asking, setAsking] = useState(false)
  // A move takes its button away: focus goes to the order's heading, not to the page's body.
  const heading = useRef<HTMLHeadingElement>(null)
  const moveTo = (status: OrderStatus) => void move(status).then(() => heading.current?.focus())
  // A confirmed cancel takes 'Cancelar pedido' away; 'Volver' returns to it.
  const cancelling = useRef(false)

  if (state.status === 'loading') {
    return (
      <Center minH="200px">
        <Spinner aria-label={t('layout.loading')} />
      </Center>
    )
  }
  if (state.status !== 'ready') {
    return (
      <Stack gap="4" maxW="1200px">
        <Heading as="h1" size="2xl">
          {t(state.status === 'notFound' ? 'orders.detail.notFound' : 'orders.detail.loadFailed')}
        </Heading>
        <BackLink />
      </Stack>
    )
  }

  const { order } = state
  return (
    <Stack gap="5" maxW="1200px">
      <BackLink />
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h1" size="2xl" ref={heading} tabIndex={-1} outline="none">
          {t('orders.detail.title', { number: orderLabel(order.number) })}
        </Heading>
        <StatusChip status={order.status} />
      </Flex>
      <Text color="fg.muted">
        {t('orders.detail.placed', { when: formatWhen(order.created_at, i18n.language) })}
      </Text>
      <OrderMoves
        order={order}
        moving={moving}
        onMove={moveTo}
        onCancel={() => {
          cancelling.current = false
          setAsking(true)
        }}
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
        <OrderCustomer order={order} />
        <OrderHistory order={order} />
      </SimpleGrid>
      <OrderItems order={order} />
      <CancelOrderDialog
        open={asking}
        number={order.number}
        onClose={() => setAsking(false)}
        finalFocusEl={() => (cancelling.current ? heading.current : null)}
        onConfirm={() => {
          cancelling.current = true
          setAsking(false)
          moveTo('cancelado')
        }}
      />
    </Stack>
  )
}
