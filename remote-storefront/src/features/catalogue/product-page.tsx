import { Button, Skeleton, Stack, Text } from '@vitrina/ui'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router-dom'

import { useDocumentTitle } from '../../lib/document-title'
import { NotFoundState } from './not-found-state'
import { ProductView } from './product-view'
import { useProduct } from './use-product'
import { useScrollToTop } from './use-scroll-to-top'

/** `/producto/:slug`: one product; a draft or unknown one is 'Producto no encontrado'. */
export function ProductPage() {
  const { t } = useTranslation('storefront')
  const { slug = '' } = useParams()
  useScrollToTop(`product:${slug}`)
  const navigate = useNavigate()
  const state = useProduct(slug)
  const current = state.status === 'ready' ? state.product.slug : null
  useDocumentTitle(
    state.status === 'ready'
      ? state.product.title
      : state.status === 'not-found'
        ? t('catalogue.product.notFound')
        : null,
    state.status === 'ready' ? state.product.seo_title : null,
  )

  // An old slug: the API answered the product under its current one; the URL follows.
  useEffect(() => {
    if (current && current !== slug) {
      void navigate(`/producto/${current}`, { replace: true, preventScrollReset: true })
    }
  }, [current, slug, navigate])

  if (state.status === 'ready') return <ProductView product={state.product} />
  if (state.status === 'not-found') return <NotFoundState title={t('catalogue.product.notFound')} />
  if (state.status === 'error') {
    return (
      <Stack as="main" px="4" py="10" gap="4" alignItems="center">
        <Text color="fg.muted">{t('catalogue.errors.unavailable')}</Text>
        <Button variant="outline" onClick={state.retry}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    )
  }
  return (
    <Stack
      as="main"
      px="4"
      py="4"
      maxW="6xl"
      mx="auto"
      w="full"
      role="status"
      aria-label={t('catalogue.product.loading')}
    >
      {/* The gallery's square box, so the product arrives without moving anything. */}
      <Skeleton aspectRatio="1" w={{ base: 'full', md: '50%' }} rounded="md" />
    </Stack>
  )
}
