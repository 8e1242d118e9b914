import { Heading, Skeleton, Stack } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { useDocumentTitle } from '../../lib/document-title'
import { CategoryChips } from './category-chips'
import { NotFoundState } from './not-found-state'
import { ProductGrid } from './product-grid'
import { useCategories } from './use-categories'
import { useGridSearchParams } from './use-grid-search-params'
import { PAGE_SIZE, useProductList } from './use-product-list'
import { useRestoredScroll } from './use-restored-scroll'
import { useScrollToTop } from './use-scroll-to-top'

/** `/categoria/:slug`: the grid of one category under its name; an unknown one is not found. */
export function CategoryPage() {
  const { t } = useTranslation(['storefront', 'common'])
  const { slug = '' } = useParams()
  useScrollToTop(`category:${slug}`)
  const { page, pageHref } = useGridSearchParams()
  const { categories, loaded } = useCategories()
  const list = useProductList({ q: '', category: slug, page })
  useRestoredScroll(list.status === 'ready')
  const category = categories.find((candidate) => candidate.slug === slug)
  const more = list.status === 'ready' && list.to * PAGE_SIZE < list.count
  useDocumentTitle(category ? category.name : loaded ? t('common:notFound.title') : null)

  if (loaded && !category) return <NotFoundState title={t('common:notFound.title')} />
  return (
    <Stack as="main" gap="4" px="4" py="4">
      {category ? (
        <Heading as="h1" size="2xl">
          {category.name}
        </Heading>
      ) : (
        <Skeleton h="9" w="48" />
      )}
      <CategoryChips categories={categories} loaded={loaded} current={slug} />
      <ProductGrid
        status={list.status}
        products={list.results}
        label={category?.name ?? ''}
        emptyText={t('catalogue.grid.emptyCategory')}
        moreHref={more ? pageHref(list.to + 1) : null}
        firstHref={list.count > 0 ? pageHref(1) : null}
        onRetry={list.retry}
        loadingMore={list.loadingMore}
      />
    </Stack>
  )
}
