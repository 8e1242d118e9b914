import { Center, Heading, Spinner, Stack, Text } from '@vitrina/ui'
import { useCallback, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'

import { Pager, useLastPageWhenPast } from '../../components/pager'
import type { OrderListQuery } from './api/get-orders'
import { readOrderQuery, rememberListSearch, writeOrderQuery } from './list-query'
import { OrderListToolbar } from './order-list-toolbar'
import { OrderRow } from './order-row'
import { useOrderPage } from './use-order-page'

/** /admin/pedidos: 'Pedidos', the status filter, the search and the store's orders, newest first. */
export function OrdersPage() {
  const { t } = useTranslation('admin')
  const [params, setParams] = useSearchParams()
  const query = readOrderQuery(params)
  const { data, status } = useOrderPage(query)
  const change = useCallback(
    (next: OrderListQuery) => setParams(writeOrderQuery(next), { replace: true }),
    [setParams],
  )
  useLastPageWhenPast(data, query.page ?? 1, (page) =>
    setParams(writeOrderQuery({ ...query, page }), { replace: true }),
  )
  const filtered = Boolean(query.q || query.estado)
  // 'Volver a los pedidos' on an order comes back to the list as it is now.
  const search = writeOrderQuery(query).toString()
  useEffect(() => rememberListSearch(search ? `?${search}` : ''), [search])

  return (
    <Stack gap="5" maxW="1200px">
      <Heading as="h1" size="2xl">
        {t('orders.title')}
      </Heading>
      <OrderListToolbar query={query} onChange={change} />
      {status === 'loading' && !data ? (
        <Center minH="120px">
          <Spinner aria-label={t('layout.loading')} />
        </Center>
      ) : null}
      {data ? (
        <Stack gap="3" aria-busy={status === 'loading'}>
          {/* Announced as it changes, but not a `status`: the snackbar is the page's status. */}
          <Text color="fg.muted" aria-live="polite">
            {t('orders.list.count', { count: data.count })}
          </Text>
          {data.results.length === 0 ? (
            <Text>{t(filtered ? 'orders.list.noMatch' : 'orders.list.empty')}</Text>
          ) : (
            <Stack as="ul" gap="0" listStyleType="none" aria-label={t('orders.list.label')}>
              {data.results.map((order) => (
                <OrderRow key={order.number} order={order} />
              ))}
            </Stack>
          )}
          <Pager
            label={t('orders.list.pagination')}
            page={data.page}
            pages={Math.max(1, Math.ceil(data.count / data.page_size))}
            onPage={(page) => setParams(writeOrderQuery({ ...query, page }))}
          />
        </Stack>
      ) : null}
    </Stack>
  )
}
