import { HeroFrame, readFirstView, storeDisplayName, storeInfoAtom } from '@vitrina/shared'
import { Box, Heading, Skeleton, VisuallyHidden } from '@vitrina/ui'
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { useDocumentTitle } from '../../lib/document-title'
import { CoverCarousel } from './cover-carousel'
import { COVER_HEIGHT } from './cover-height'
import { useCovers } from './use-covers'

export interface StoreHomeProps {
  /** What the page shows under the covers (the catalogue). */
  children?: ReactNode
}

/** `/`: the public store home, its covers first. */
export function StoreHome({ children }: StoreHomeProps) {
  const { t } = useTranslation('storefront')
  const { store } = useAtomValue(storeInfoAtom)
  const { images, loaded } = useCovers()
  const storeName = storeDisplayName(store)
  const hero = readFirstView()?.hero
  useDocumentTitle('')

  return (
    <Box as="main">
      <VisuallyHidden asChild>
        <Heading as="h1">{storeName}</Heading>
      </VisuallyHidden>
      {loaded ? (
        <CoverCarousel images={images} storeName={storeName} />
      ) : hero ? (
        // The first cover the server drew (docs/first-view.md) stays until the carousel has its list.
        <HeroFrame image={hero} />
      ) : (
        // Same height as the carousel, so nothing below moves when the covers arrive.
        <Skeleton h={COVER_HEIGHT} role="status" aria-label={t('carousel.loading')} />
      )}
      {children}
    </Box>
  )
}
