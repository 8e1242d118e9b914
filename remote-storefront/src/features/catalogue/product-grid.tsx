import type { ProductCard as ProductCardData } from '@vitrina/contract'
import { Button, Center, SimpleGrid, Skeleton, Stack, Text } from '@vitrina/ui'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { CARD_STYLES, ProductCard } from './product-card'

/** Columns of the grid: 2 on a phone, 3 from `md`, 4 from `lg`. */
export const GRID_COLUMNS = { base: 2, md: 3, lg: 4 } as const
/** Cards loaded at once: the first rows, in view on a phone before any scroll. */
const EAGER_CARDS = 4

export interface ProductGridProps {
  status: 'loading' | 'ready' | 'error'
  products: ProductCardData[]
  /** Accessible name of the list. */
  label: string
  /** Shown when the list is empty ('Todavía no hay productos', 'No encontramos…'). */
  emptyText: string
  /** Where 'Ver más' goes (`?page=N+1`), or null when every product is shown. */
  moreHref: string | null
  /** The first page, when this one is past the list's end (`?page=99`): said, and linked. */
  firstHref?: string | null
  /** Reads the list again after a failure ('Reintentar'). */
  onRetry?: () => void
  loadingMore?: boolean
}

/*
 * The grid's frame, for a server to draw the same boxes: a `ul` of
 * GRID_COLUMNS equal columns, gap 4 (16 px) both ways; each `li` holds a
 * square (1:1) image box, then up to two lines of title (min two lines high)
 * and one line of price. 'Ver más' is a centred link below it. While loading,
 * four skeleton cards keep the first row's height.
 */
export function ProductGrid(props: ProductGridProps) {
  const { status, products, label, emptyText, moreHref, firstHref, onRetry, loadingMore } = props
  const { t } = useTranslation(['storefront', 'common'])
  // 'Ver más' pressed: once the next page is appended, the focus goes to its first card
  // (the link itself goes away on the last page, which left the focus nowhere).
  const grid = useRef<HTMLDivElement>(null)
  const appendedFrom = useRef<number | null>(null)
  useEffect(() => {
    const from = appendedFrom.current
    if (from === null || products.length <= from) return
    appendedFrom.current = null
    grid.current?.querySelectorAll<HTMLElement>('li a')[from]?.focus()
  }, [products.length])
  if (status === 'loading') {
    return (
      <SimpleGrid columns={GRID_COLUMNS} gap="4" role="status" aria-label={t('catalogue.loading')}>
        {Array.from({ length: EAGER_CARDS }, (_, index) => (
          <Stack key={index} gap="2">
            <Skeleton aspectRatio="1" rounded="md" />
            <Skeleton h="2lh" />
          </Stack>
        ))}
      </SimpleGrid>
    )
  }
  if (products.length === 0) {
    const pastEnd = status === 'ready' && firstHref
    return (
      <Stack py="10" px="4" gap="4" align="center" textAlign="center">
        <Text color="fg.muted">
          {status === 'error'
            ? t('catalogue.errors.unavailable')
            : pastEnd
              ? t('catalogue.grid.pastEnd')
              : emptyText}
        </Text>
        {pastEnd && (
          <Button asChild variant="outline">
            <RouterLink to={firstHref}>{t('catalogue.grid.first')}</RouterLink>
          </Button>
        )}
        {status === 'error' && onRetry && (
          <Button variant="outline" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        )}
      </Stack>
    )
  }
  return (
    <Stack gap="6" ref={grid}>
      <SimpleGrid
        as="ul"
        columns={GRID_COLUMNS}
        gap="4"
        listStyleType="none"
        aria-label={label}
        css={CARD_STYLES}
      >
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} eager={index < EAGER_CARDS} />
          </li>
        ))}
      </SimpleGrid>
      {moreHref && (
        <Center>
          <Button asChild variant="outline" loading={loadingMore ?? false}>
            {/* A real link, so crawlers reach every page; in the app it appends the next page. */}
            <RouterLink
              to={moreHref}
              replace
              preventScrollReset
              onClick={() => (appendedFrom.current = products.length)}
            >
              {t('catalogue.grid.more')}
            </RouterLink>
          </Button>
        </Center>
      )}
    </Stack>
  )
}
