import { absoluteMediaUrl, type StoreImage } from '@vitrina/shared'
import { Box, Image } from '@vitrina/ui'
import { type FocusEvent, type KeyboardEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { CarouselArrow } from './carousel-arrow'
import { CarouselRotationButton } from './carousel-rotation-button'
import { COVER_HEIGHT } from './cover-height'
import { COVER_SIZES, coverSrcSet } from './cover-src-set'

export interface CoverCarouselViewProps {
  images: StoreImage[]
  storeName: string
  index: number
  playing: boolean
  reducedMotion: boolean
  /** The user turned the rotation off. */
  stopped: boolean
  onToggleStopped: () => void
  showControls: boolean
  onNext: () => void
  onPrevious: () => void
  onHoverChange: (hovered: boolean) => void
  onFocusChange: (event: FocusEvent<HTMLElement>, inside: boolean) => void
}

/** WAI-ARIA carousel: a labelled region of labelled slides, only the current one exposed. */
export function CoverCarouselView(props: CoverCarouselViewProps) {
  const { images, storeName, index, playing, reducedMotion, showControls } = props
  const { t } = useTranslation('storefront')
  const total = images.length
  // The first cover is the page's largest paint; the next one is fetched once it is in.
  const [firstLoaded, setFirstLoaded] = useState(false)
  const eager = (position: number) => position === 0 || (firstLoaded && position <= index + 1)

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') props.onNext()
    else if (event.key === 'ArrowLeft') props.onPrevious()
  }

  return (
    <Box
      as="section"
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={t('carousel.label', { store: storeName })}
      position="relative"
      overflow="hidden"
      h={COVER_HEIGHT}
      bg="bg.muted"
      onMouseEnter={() => props.onHoverChange(true)}
      onMouseLeave={() => props.onHoverChange(false)}
      onFocus={(event: FocusEvent<HTMLElement>) => props.onFocusChange(event, true)}
      onBlur={(event: FocusEvent<HTMLElement>) => props.onFocusChange(event, false)}
      onKeyDown={onKeyDown}
    >
      <Box
        display="flex"
        h="full"
        aria-live={playing ? 'off' : 'polite'}
        transform={`translateX(-${index * 100}%)`}
        transition={reducedMotion ? 'none' : 'transform 0.6s ease'}
      >
        {images.map((image, position) => (
          <Box
            key={image.id}
            role="group"
            aria-roledescription={t('carousel.slideRoleDescription')}
            aria-label={t('carousel.slideLabel', { position: position + 1, total })}
            aria-hidden={position !== index}
            flex="0 0 100%"
            h="full"
          >
            <Image
              src={absoluteMediaUrl(image.image) ?? undefined}
              // The variant this screen needs (a phone never loads the full-size file).
              srcSet={coverSrcSet(image) ?? undefined}
              sizes={image.srcset ? COVER_SIZES : undefined}
              // The owner's text when there is one; else which cover of which store it is.
              alt={
                image.alt || t('carousel.alt', { position: position + 1, total, store: storeName })
              }
              loading={eager(position) ? 'eager' : 'lazy'}
              fetchPriority={position === 0 ? 'high' : 'auto'}
              decoding="async"
              onLoad={position === 0 ? () => setFirstLoaded(true) : undefined}
              w="full"
              h="full"
              objectFit="cover"
            />
          </Box>
        ))}
      </Box>
      {total > 1 && (
        <>
          <CarouselArrow
            direction="previous"
            label={t('carousel.previous')}
            visible={showControls}
            onClick={props.onPrevious}
          />
          <CarouselArrow
            direction="next"
            label={t('carousel.next')}
            visible={showControls}
            onClick={props.onNext}
          />
          {!reducedMotion && (
            <CarouselRotationButton
              stopped={props.stopped}
              visible={showControls}
              onToggle={props.onToggleStopped}
            />
          )}
        </>
      )}
    </Box>
  )
}
