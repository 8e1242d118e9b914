import type { Order, OrderStatus } from '@vitrina/contract'
import { allowedMoves } from '@vitrina/shared/rules'
import { Button, HStack } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

export interface OrderMovesProps {
  order: Order
  /** The move being sent, if any: its button is busy and the others wait. */
  moving: OrderStatus | null
  onMove: (status: OrderStatus) => void
  /** Cancelling asks first. */
  onCancel: () => void
}

/** One button per move the order allows now ('Marcar como confirmado', 'Marcar como enviado'…, 'Cancelar pedido'). */
export function OrderMoves({ order, moving, onMove, onCancel }: OrderMovesProps) {
  const { t } = useTranslation('admin')
  const moves = allowedMoves(order.status, order.delivery.method)
  if (moves.length === 0) return null
  return (
    <HStack gap="3" wrap="wrap" role="group" aria-label={t('orders.detail.moves')}>
      {moves.map((status) => (
        <Button
          key={status}
          variant={status === 'cancelado' ? 'outline' : 'solid'}
          colorPalette={status === 'cancelado' ? 'red' : undefined}
          loading={moving === status}
          disabled={moving !== null && moving !== status}
          onClick={() => (status === 'cancelado' ? onCancel() : onMove(status))}
        >
          {t(`orders.move.${status}`)}
        </Button>
      ))}
    </HStack>
  )
}
