import type { ProductImage } from '@vitrina/contract'
import { Box, chakra, HStack, Image } from '@vitrina/ui'
import { type KeyboardEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { mediaSrc, mediaSrcSet } from './media'

/** The large image: the full width on a phone, half the page from `md`. */
export const GALLERY_SIZES = '(min-width: 768px) 50vw, 100vw'
const LARGE_PX = 960
const THUMB_PX = 64

export interface ProductGalleryProps {
  images: ProductImage[]
  title: string
}

/** The first image large, the rest as thumbnails that show it there (buttons, arrow keys move). */
export function ProductGallery({ images, title }: ProductGalleryProps) {
  const { t } = useTranslation('storefront')
  const [current, setCurrent] = useState(0)
  const shown = images[Math.min(current, images.length - 1)]

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (delta === 0) return
    event.preventDefault()
    const next = (current + delta + images.length) % images.length
    setCurrent(next)
    event.currentTarget.querySelectorAll('button')[next]?.focus()
  }

  return (
    <Box>
      <Box aspectRatio="1" overflow="hidden" rounded="md" bg="bg.muted">
        {shown && (
          <Image
            src={mediaSrc(shown.image)}
            srcSet={mediaSrcSet(shown.srcset)}
            sizes={shown.srcset ? GALLERY_SIZES : undefined}
            alt={shown.alt || title}
            htmlWidth={LARGE_PX}
            htmlHeight={LARGE_PX}
            loading={current === 0 ? 'eager' : 'lazy'}
            fetchPriority={current === 0 ? 'high' : 'auto'}
            w="full"
            h="full"
            objectFit="cover"
          />
        )}
      </Box>
      {images.length > 1 && (
        <HStack
          role="group"
          aria-label={t('catalogue.gallery.label')}
          gap="2"
          mt="2"
          overflowX="auto"
          onKeyDown={onKeyDown}
        >
          {images.map((image, index) => (
            <chakra.button
              key={image.id}
              type="button"
              aria-label={t('catalogue.gallery.show', {
                position: index + 1,
                total: images.length,
              })}
              aria-pressed={index === current}
              onClick={() => setCurrent(index)}
              flexShrink={0}
              boxSize={`${THUMB_PX}px`}
              rounded="sm"
              overflow="hidden"
              borderWidth="2px"
              borderColor={index === current ? 'colorPalette.solid' : 'transparent'}
              focusRing="outside"
            >
              <Image
                src={mediaSrc(image.image)}
                srcSet={mediaSrcSet(image.srcset)}
                sizes={image.srcset ? `${THUMB_PX}px` : undefined}
                alt=""
                htmlWidth={THUMB_PX}
                htmlHeight={THUMB_PX}
                loading="lazy"
                w="full"
                h="full"
                objectFit="cover"
              />
            </chakra.button>
          ))}
        </HStack>
      )}
    </Box>
  )
}
