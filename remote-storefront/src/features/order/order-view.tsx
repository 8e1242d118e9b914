import type { Order } from '@vitrina/contract'
import { formatMoney } from '@vitrina/shared/rules'
import { Box, Button, chakra, Heading, HStack, Separator, Stack, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

export interface OrderViewProps {
  order: Order
}

/** 'Pedido #N recibido', the summary, status, transfer details and 'Enviar por WhatsApp'. */
export function OrderView({ order }: OrderViewProps) {
  const { t } = useTranslation('storefront')
  const money = (minor: number) => formatMoney(minor, order.currency)
  const row = (label: string, value: string) => (
    <HStack justify="space-between" gap="3">
      <Text>{label}</Text>
      <Text textAlign="right">{value}</Text>
    </HStack>
  )
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {t('order.received', { number: order.number })}
      </Heading>
      {order.whatsapp_url && (
        // green.700 under white text: 5:1 (the palette's solid green.600 is 3.3:1).
        <Button asChild size="lg" colorPalette="green" bg="green.700" _hover={{ bg: 'green.800' }}>
          <a href={order.whatsapp_url} target="_blank" rel="noopener noreferrer">
            {t('order.whatsapp')}
          </a>
        </Button>
      )}
      <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
        <Text as="dt" fontWeight="semibold">
          {t('order.status')}
        </Text>
        <Text as="dd" margin="0">
          {t(`status.${order.status}`)}
        </Text>
        <Text as="dt" fontWeight="semibold">
          {t('order.delivery')}
        </Text>
        <Text as="dd" margin="0">
          {order.delivery.method === 'envio' ? t('checkout.shipping') : t('checkout.pickup')}
          {/* Where it goes, or where to pick it up. */}
          {(order.delivery.address ?? order.pickup_address)
            ? ` — ${order.delivery.address ?? order.pickup_address}`
            : ''}
        </Text>
        <Text as="dt" fontWeight="semibold">
          {t('order.payment')}
        </Text>
        <Text as="dd" margin="0">
          {t(`payment.${order.payment_method}`)}
        </Text>
      </chakra.dl>
      {order.payment_method === 'transferencia' && order.transfer_instructions && (
        <Box
          as="section"
          aria-labelledby="order-transfer"
          borderWidth="1px"
          borderRadius="md"
          padding="4"
        >
          <Heading as="h2" size="md" id="order-transfer" marginBottom="2">
            {t('order.transfer')}
          </Heading>
          <Text whiteSpace="pre-line">{order.transfer_instructions}</Text>
        </Box>
      )}
      <Stack
        as="section"
        aria-labelledby="order-items"
        gap="2"
        borderWidth="1px"
        borderRadius="md"
        padding="4"
      >
        <Heading as="h2" size="md" id="order-items">
          {t('order.items')}
        </Heading>
        <chakra.ul margin="0" padding="0" listStyleType="none">
          {order.items.map((item, index) => (
            <chakra.li key={`${item.variant_id ?? 'x'}-${index}`} paddingY="1">
              <HStack justify="space-between" align="flex-start" gap="3">
                <Text>
                  {t('order.quantity', { count: item.quantity })} {item.title}
                  {item.option_values.length > 0 ? ` (${item.option_values.join(', ')})` : ''}
                </Text>
                <Text whiteSpace="nowrap">{money(item.line_total)}</Text>
              </HStack>
            </chakra.li>
          ))}
        </chakra.ul>
        <Separator />
        {row(t('checkout.subtotal'), money(order.subtotal))}
        {row(
          t('checkout.shippingCost'),
          order.shipping ? money(order.shipping) : t('checkout.free'),
        )}
        <Box fontWeight="bold" fontSize="lg">
          {row(t('checkout.total'), money(order.total))}
        </Box>
      </Stack>
    </Stack>
  )
}
