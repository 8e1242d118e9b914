import { Box, Image } from '@vitrina/ui'

import { HERO_FRAME_HEIGHT, HERO_FRAME_SIZES, type HeroFrameImage } from './first-view'

export interface HeroFrameProps {
  image: HeroFrameImage
}

/**
 * The hero frame of docs/first-view.md: the box and image the server draws
 * on `/` and the host keeps while the storefront loads. High priority and
 * eager: it is the page's largest paint. With a `srcset` the browser picks
 * the variant the screen needs (React's preload of it carries the same
 * `imagesrcset`/`imagesizes`, so it is fetched once).
 */
export function HeroFrame({ image }: HeroFrameProps) {
  return (
    <Box
      data-hero-frame=""
      position="relative"
      overflow="hidden"
      h={HERO_FRAME_HEIGHT}
      bg="bg.muted"
    >
      <Image
        src={image.src}
        srcSet={image.srcset || undefined}
        sizes={image.srcset ? (image.sizes ?? HERO_FRAME_SIZES) : undefined}
        alt={image.alt}
        fetchPriority="high"
        loading="eager"
        display="block"
        w="full"
        h="full"
        objectFit="cover"
      />
    </Box>
  )
}
