import { formatMoney } from '@vitrina/shared/rules'
import { Button, chakra, Heading, HStack, Spinner, Stack, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { useMyOrders } from './use-my-orders'

/** 'Mis pedidos': number, date, total and status of each order, each opening `/pedido/:token`. */
export function MyOrders() {
  const { t, i18n } = useTranslation('auth')
  const { status, orders, more, loadMore } = useMyOrders()
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' })
  return (
    <Stack as="section" aria-labelledby="my-orders" gap="3" width="full" maxW="sm">
      <Heading as="h2" size="lg" id="my-orders">
        {t('orders.title')}
      </Heading>
      {status === 'ready' && orders.length === 0 && <Text>{t('orders.empty')}</Text>}
      {status === 'error' && <Text color="fg.error">{t('orders.error')}</Text>}
      {orders.length > 0 && (
        <chakra.ul margin="0" padding="0" listStyleType="none">
          {orders.map((order) => (
            <chakra.li key={order.token} borderBottomWidth="1px">
              <RouterLink to={`/pedido/${order.token}`}>
                <Stack gap="0" paddingY="3">
                  <HStack justify="space-between">
                    <Text fontWeight="semibold">
                      {t('orders.number', { number: order.number })}
                    </Text>
                    <Text>{formatMoney(order.total, order.currency)}</Text>
                  </HStack>
                  <HStack justify="space-between" fontSize="sm" color="fg.muted">
                    <Text>{date.format(new Date(order.created_at))}</Text>
                    <Text>{t(`orders.status.${order.status}`)}</Text>
                  </HStack>
                </Stack>
              </RouterLink>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
      {status === 'loading' && <Spinner size="sm" aria-label={t('orders.loading')} />}
      {status === 'ready' && more && (
        <Button variant="outline" onClick={loadMore}>
          {t('orders.more')}
        </Button>
      )}
    </Stack>
  )
}
