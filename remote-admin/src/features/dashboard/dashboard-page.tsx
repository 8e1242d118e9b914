import {
  Alert,
  Box,
  Button,
  Card,
  Heading,
  HEADING_STYLES,
  SimpleGrid,
  Stack,
  Text,
} from '@vitrina/ui'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { ActiveProductsCard } from './active-products-card'

export interface DashboardPageProps {
  /** Shown in the 'Store logo' card (e.g. a preview that opens the editor). */
  logosSlot?: ReactNode
  /** Shown in the 'Store covers' card. */
  coversSlot?: ReactNode
  /** Shown first, under the welcome text (the 'Primeros pasos' card). */
  introSlot?: ReactNode
  /** Shown before 'Productos activos' (the 'Pedidos pendientes' card). */
  ordersSlot?: ReactNode
}

function ImagesCard({
  kind,
  to,
  slot,
}: {
  kind: 'logos' | 'covers'
  to: string
  slot?: ReactNode
}) {
  const { t } = useTranslation('admin')
  return (
    <Card.Root as="section" aria-labelledby={`dashboard-${kind}-title`}>
      <Card.Body gap="3">
        <Card.Title as="h2" id={`dashboard-${kind}-title`} {...HEADING_STYLES.h2}>
          {t(`dashboard.${kind}.title`)}
        </Card.Title>
        <Text color="fg.muted">{t(`dashboard.${kind}.text`)}</Text>
        {slot}
      </Card.Body>
      <Card.Footer>
        <Button asChild variant="outline" size="sm">
          {/* Named 'Gestionar' and described by its card: a name holding the card's title
              ('Portadas de la tienda') was a second match for the sidebar's 'Portadas'. */}
          <RouterLink to={to} aria-describedby={`dashboard-${kind}-title`}>
            {t('dashboard.manage')}
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}

/** /admin: heading, welcome text, demo info, first steps, the logo and cover cards, pending orders and active products. */
export function DashboardPage({
  logosSlot,
  coversSlot,
  introSlot,
  ordersSlot,
}: DashboardPageProps) {
  const { t } = useTranslation('admin')
  return (
    <Stack gap="6" maxW="1200px">
      <Box>
        <Heading as="h1" size="2xl" mb="2">
          {t('dashboard.title')}
        </Heading>
        <Text>{t('dashboard.welcome')}</Text>
      </Box>
      {introSlot}
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('dashboard.demo.title')}</Alert.Title>
          <Alert.Description>{t('dashboard.demo.text')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <ImagesCard kind="logos" to="/admin/apariencia/logos" slot={logosSlot} />
        <ImagesCard kind="covers" to="/admin/apariencia/portadas" slot={coversSlot} />
        {ordersSlot}
        <ActiveProductsCard />
      </SimpleGrid>
    </Stack>
  )
}
