import { Box, Image } from '@vitrina/ui'

import { HERO_FRAME_HEIGHT, type HeroFrameImage } from './first-view'

export interface HeroFrameProps {
  image: HeroFrameImage
}

/**
 * The hero frame of docs/first-view.md: the box and image the server draws
 * on `/` and the host keeps while the storefront loads. High priority and
 * eager: it is the page's largest paint.
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
