import type { Order } from '@vitrina/contract'
import { formatMoney } from '@vitrina/shared/rules'
import { Card, chakra, Flex, Stack, SUBTITLE_STYLE, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

export interface OrderItemsProps {
  order: Order
}

const cell = { px: '2', py: '2', borderBottomWidth: '1px', textAlign: 'start' } as const
const number = { ...cell, textAlign: 'end', whiteSpace: 'nowrap' } as const
/** Quantity and unit price get columns from md up; on a phone they are a line under the title. */
const wide = { ...number, display: { base: 'none', md: 'table-cell' } } as const

/** The lines as they were ordered (title, options, quantity, unit price, line total) and the totals. */
export function OrderItems({ order }: OrderItemsProps) {
  const { t } = useTranslation('admin')
  const money = (minor: number) => formatMoney(minor, order.currency)
  return (
    <Card.Root as="section" aria-labelledby="order-items-title">
      <Card.Body gap="4">
        <Card.Title as="h2" id="order-items-title" {...SUBTITLE_STYLE}>
          {t('orders.detail.items')}
        </Card.Title>
        <chakra.div overflowX="auto">
          <chakra.table w="100%" fontSize="sm" borderCollapse="collapse">
            <chakra.thead color="fg.muted">
              <chakra.tr>
                <chakra.th {...cell}>{t('orders.items.product')}</chakra.th>
                <chakra.th {...wide}>{t('orders.items.quantity')}</chakra.th>
                <chakra.th {...wide}>{t('orders.items.unitPrice')}</chakra.th>
                <chakra.th {...number}>{t('orders.items.lineTotal')}</chakra.th>
              </chakra.tr>
            </chakra.thead>
            <chakra.tbody>
              {order.items.map((item, i) => (
                <chakra.tr key={`${item.variant_id ?? 'gone'}-${i}`} data-testid="order-item">
                  <chakra.td {...cell}>
                    <Text fontWeight="medium">{item.title}</Text>
                    {item.option_values.length > 0 ? (
                      <Text color="fg.muted">{item.option_values.join(' · ')}</Text>
                    ) : null}
                    <Text color="fg.muted" display={{ md: 'none' }} data-testid="order-item-count">
                      {t('orders.items.countTimesPrice', {
                        count: item.quantity,
                        price: money(item.unit_price),
                      })}
                    </Text>
                  </chakra.td>
                  <chakra.td {...wide}>{item.quantity}</chakra.td>
                  <chakra.td {...wide}>{money(item.unit_price)}</chakra.td>
                  <chakra.td {...number}>{money(item.line_total)}</chakra.td>
                </chakra.tr>
              ))}
            </chakra.tbody>
          </chakra.table>
        </chakra.div>
        <Stack gap="1" alignSelf="flex-end" minW="220px" data-testid="order-totals">
          {(
            [
              ['subtotal', order.subtotal],
              ['shipping', order.shipping],
              ['total', order.total],
            ] as const
          ).map(([key, amount]) => (
            <Flex
              key={key}
              justify="space-between"
              gap="6"
              fontWeight={key === 'total' ? 'bold' : undefined}
            >
              <Text>{t(`orders.totals.${key}`)}</Text>
              <Text>{money(amount)}</Text>
            </Flex>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
