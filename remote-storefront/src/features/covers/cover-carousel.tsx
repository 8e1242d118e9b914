import type { StoreImage } from '@vitrina/shared'
import { Center, Text } from '@vitrina/ui'
import { type FocusEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { CoverCarouselView } from './cover-carousel-view'
import { COVER_HEIGHT } from './cover-height'
import { useAutoAdvance } from './use-auto-advance'
import { usePrefersReducedMotion } from './use-prefers-reduced-motion'

/** Auto-cycle period of product-rules §9. */
export const COVER_INTERVAL_MS = 6000

export interface CoverCarouselProps {
  images: StoreImage[]
  storeName: string
  intervalMs?: number
}

/** The store's covers, cycling unless the user is looking at, working in, or avoiding motion. */
export function CoverCarousel({
  images,
  storeName,
  intervalMs = COVER_INTERVAL_MS,
}: CoverCarouselProps) {
  const { t } = useTranslation('storefront')
  const reducedMotion = usePrefersReducedMotion()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const playing = !reducedMotion && !stopped && !hovered && !focused
  const { index, next, previous } = useAutoAdvance(images.length, intervalMs, playing)

  if (images.length === 0) {
    return (
      <Center h={COVER_HEIGHT} bg="bg.muted" px="4">
        <Text color="fg.muted">{t('carousel.empty')}</Text>
      </Center>
    )
  }

  return (
    <CoverCarouselView
      images={images}
      storeName={storeName}
      index={index}
      playing={playing}
      reducedMotion={reducedMotion}
      stopped={stopped}
      onToggleStopped={() => setStopped((current) => !current)}
      showControls={hovered || focused}
      onNext={next}
      onPrevious={previous}
      onHoverChange={setHovered}
      onFocusChange={(event: FocusEvent<HTMLElement>, inside: boolean) =>
        // Moving focus between the two arrows is not leaving the carousel.
        setFocused(inside || event.currentTarget.contains(event.relatedTarget as Node | null))
      }
    />
  )
}
