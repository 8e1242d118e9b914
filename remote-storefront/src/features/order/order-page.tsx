import { Button, Heading, Link, Spinner, Stack } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router-dom'

import { useDocumentTitle } from '../../lib/document-title'
import { OrderView } from './order-view'
import { useOrder } from './use-order'

/** `/pedido/:token`: the order the shopper just placed, or opened from a link. */
export function OrderPage() {
  const { t } = useTranslation('storefront')
  const { token = '' } = useParams()
  const state = useOrder(token)
  useDocumentTitle(
    state.status === 'ready'
      ? t('order.received', { number: state.order.number })
      : state.status === 'not-found'
        ? t('order.notFound')
        : null,
  )
  return (
    <Stack as="main" padding={{ base: '4', md: '6' }} gap="4" maxWidth="2xl" marginX="auto">
      {state.status === 'ready' && <OrderView order={state.order} />}
      {state.status === 'loading' && <Spinner aria-label={t('order.loading')} />}
      {(state.status === 'not-found' || state.status === 'error') && (
        <Heading as="h1" size="xl">
          {state.status === 'not-found' ? t('order.notFound') : t('order.errors.load')}
        </Heading>
      )}
      {state.status === 'error' && (
        <Button variant="outline" alignSelf="flex-start" onClick={state.retry}>
          {t('common:actions.retry')}
        </Button>
      )}
      {state.status === 'not-found' && (
        <Link asChild alignSelf="flex-start" textDecoration="underline">
          <RouterLink to="/">{t('catalogue.notFound.home')}</RouterLink>
        </Link>
      )}
    </Stack>
  )
}
