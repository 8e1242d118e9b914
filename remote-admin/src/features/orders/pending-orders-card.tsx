import { Button, Card, Skeleton, SUBTITLE_STYLE, Text } from '@vitrina/ui'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { pendingOrdersAtom, refreshPendingOrdersAtom } from './pending-orders'

/** The dashboard's 'Pedidos pendientes': the count the sidebar's badge shows, and the way to them. */
export function PendingOrdersCard() {
  const { t } = useTranslation('admin')
  const count = useAtomValue(pendingOrdersAtom)
  const refresh = useSetAtom(refreshPendingOrdersAtom)

  // Fresh when the dashboard opens; the admin frame's poll keeps it so.
  useEffect(() => {
    void refresh()
  }, [refresh])

  return (
    <Card.Root as="section" aria-labelledby="dashboard-orders-title">
      <Card.Body gap="3">
        <Card.Title as="h2" id="dashboard-orders-title" {...SUBTITLE_STYLE}>
          {t('orders.dashboard.title')}
        </Card.Title>
        {count === null ? (
          <Skeleton h="10" w="16" />
        ) : (
          <Text fontSize="4xl" fontWeight="bold" data-testid="pending-orders-count">
            {count === 'error' ? '—' : count}
          </Text>
        )}
      </Card.Body>
      <Card.Footer>
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/admin/pedidos?estado=pendiente">{t('orders.dashboard.open')}</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}
