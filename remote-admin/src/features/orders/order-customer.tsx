import type { Order } from '@vitrina/contract'
import { Button, Card, SUBTITLE_STYLE } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import { DetailList } from './detail-list'
import { whatsappLink } from './format'

export interface OrderCustomerProps {
  order: Order
}

/** Who ordered, how it is delivered and paid, the note, and 'Escribir por WhatsApp'. */
export function OrderCustomer({ order }: OrderCustomerProps) {
  const { t } = useTranslation('admin')
  const { customer, delivery } = order
  return (
    <Card.Root as="section" aria-labelledby="order-customer-title">
      <Card.Body gap="4">
        <Card.Title as="h2" id="order-customer-title" {...SUBTITLE_STYLE}>
          {t('orders.detail.customer')}
        </Card.Title>
        <DetailList
          rows={[
            [t('orders.detail.name'), customer.name],
            [t('orders.detail.phone'), customer.phone],
            [t('orders.detail.email'), customer.email ?? null],
            [t('orders.detail.delivery'), t(`orders.delivery.${delivery.method}`)],
            [
              t('orders.detail.address'),
              delivery.method === 'envio' ? (delivery.address ?? null) : null,
            ],
            [t('orders.detail.payment'), t(`orders.payment.${order.payment_method}`)],
            [t('orders.detail.notes'), order.notes ?? null],
          ]}
        />
      </Card.Body>
      <Card.Footer>
        {/* green.700 under white text: 5:1 (the palette's solid green.600 is 3.3:1). */}
        <Button asChild colorPalette="green" bg="green.700" _hover={{ bg: 'green.800' }}>
          <a href={whatsappLink(customer.phone)} target="_blank" rel="noopener noreferrer">
            {t('orders.detail.whatsapp')}
          </a>
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}
