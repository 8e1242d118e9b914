import type { ProductCard as ProductCardData } from '@vitrina/contract'
import { Badge, Box, Image, Link, Stack, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { mediaSrc, mediaSrcSet } from './media'
import { PriceTag } from './price-tag'

/** The card's image: a column of the grid, 2 across on a phone up to 4 on a desktop. */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 25vw, (min-width: 768px) 33vw, 50vw'
/** Intrinsic size of the card's image box, so the browser reserves it before the file arrives. */
const CARD_IMAGE_PX = 480

export interface ProductCardProps {
  product: ProductCardData
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean
}

/** One product in a grid: square image, title, price, availability; the whole card is the link. */
export function ProductCard({ product, eager = false }: ProductCardProps) {
  const { t } = useTranslation('storefront')
  const { image } = product
  return (
    <Link asChild display="block" color="inherit" textDecoration="none" rounded="md">
      <RouterLink to={`/producto/${product.slug}`}>
        <Box position="relative" aspectRatio="1" overflow="hidden" rounded="md" bg="bg.muted">
          {image && (
            <Image
              src={mediaSrc(image.image)}
              srcSet={mediaSrcSet(image.srcset)}
              sizes={image.srcset ? CARD_IMAGE_SIZES : undefined}
              // The title beside it already names the product.
              alt={image.alt ?? ''}
              htmlWidth={CARD_IMAGE_PX}
              htmlHeight={CARD_IMAGE_PX}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              w="full"
              h="full"
              objectFit="cover"
            />
          )}
          {!product.available && (
            <Badge position="absolute" top="2" left="2" colorPalette="gray" variant="solid">
              {t('catalogue.availability.out')}
            </Badge>
          )}
        </Box>
        <Stack gap="1" pt="2">
          <Text fontSize="sm" lineClamp={2} minH="2lh">
            {product.title}
          </Text>
          <PriceTag
            min={product.price_min}
            max={product.price_max}
            compareAt={product.compare_at_price}
            currency={product.currency}
          />
        </Stack>
      </RouterLink>
    </Link>
  )
}
