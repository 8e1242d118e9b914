import { storeDisplayName, storeInfoAtom } from '@vitrina/shared'
import { Heading, Stack, VisuallyHidden } from '@vitrina/ui'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'

import { CategoryChips } from './category-chips'
import { ProductGrid } from './product-grid'
import { SearchField } from './search-field'
import { StoreWelcome } from './store-welcome'
import { useCategories } from './use-categories'
import { useGridSearchParams } from './use-grid-search-params'
import { PAGE_SIZE, useProductList } from './use-product-list'
import { useRestoredScroll } from './use-restored-scroll'

/**
 * `/` under the covers: category chips, 'Buscar productos' and the product grid,
 * after a welcome while the store has no products.
 */
export function CatalogueHome() {
  const { t } = useTranslation('storefront')
  const { q, page, pageHref, setQ } = useGridSearchParams()
  const { categories, loaded } = useCategories()
  const list = useProductList({ q, page })
  useRestoredScroll(list.status === 'ready')
  const more = list.status === 'ready' && list.to * PAGE_SIZE < list.count
  const { store } = useAtomValue(storeInfoAtom)
  // A store with no products yet (a new one) greets the shopper; one that has some shows them.
  const empty = list.status === 'ready' && !q && list.count === 0

  return (
    <>
      {empty && store && <StoreWelcome storeName={storeDisplayName(store)} />}
      <Stack as="section" aria-labelledby="catalogue-heading" gap="4" px="4" py="4">
        <Heading as="h2" id="catalogue-heading" size="lg">
          {t('catalogue.home.heading')}
        </Heading>
        <CategoryChips categories={categories} loaded={loaded} />
        <SearchField value={q} onSearch={setQ} />
        {/* A search's outcome, said to a screen reader as the grid changes under the field. */}
        <VisuallyHidden role="status">
          {q && list.status === 'ready'
            ? list.count > 0
              ? t('catalogue.grid.found', { count: list.count })
              : t('catalogue.grid.foundNone')
            : ''}
        </VisuallyHidden>
        <ProductGrid
          status={list.status}
          products={list.results}
          label={t('catalogue.home.heading')}
          emptyText={q ? t('catalogue.grid.noMatch', { q }) : t('catalogue.grid.empty')}
          moreHref={more ? pageHref(list.to + 1) : null}
          firstHref={list.count > 0 ? pageHref(1) : null}
          onRetry={list.retry}
          loadingMore={list.loadingMore}
        />
      </Stack>
    </>
  )
}
