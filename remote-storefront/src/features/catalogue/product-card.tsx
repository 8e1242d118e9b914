import type { ProductCard as ProductCardData } from '@vitrina/contract'
import { Badge, chakra } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { mediaSrc, mediaSrcSet } from './media'
import { PriceTag } from './price-tag'

/** The card's image: a column of the grid, 2 across on a phone up to 4 on a desktop. */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 25vw, (min-width: 768px) 33vw, 50vw'
/** Intrinsic size of the card's image box, so the browser reserves it before the file arrives. */
const CARD_IMAGE_PX = 480

/**
 * The card is one styled element and its parts are plain ones styled from
 * it: a grid renders 24 cards at once, and each styled element resolves its
 * styles on every render (a card of styled parts was eight of them).
 */
const CardLink = chakra(RouterLink, {
  base: {
    display: 'block',
    color: 'inherit',
    textDecoration: 'none',
    rounded: 'md',
    outline: 'none',
    focusVisibleRing: 'outside',
    '& [data-part=media]': {
      position: 'relative',
      aspectRatio: '1',
      overflow: 'hidden',
      rounded: 'md',
      bg: 'bg.muted',
    },
    '& [data-part=image]': { width: 'full', height: 'full', objectFit: 'cover' },
    '& [data-part=badge]': { position: 'absolute', top: '2', left: '2' },
    '& [data-part=body]': { display: 'flex', flexDirection: 'column', gap: '1', pt: '2' },
    '& [data-part=title]': { fontSize: 'sm', lineClamp: 2, minH: '2lh' },
  },
})

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
    <CardLink to={`/producto/${product.slug}`}>
      <div data-part="media">
        {image && (
          <img
            data-part="image"
            src={mediaSrc(image.image)}
            srcSet={mediaSrcSet(image.srcset)}
            sizes={image.srcset ? CARD_IMAGE_SIZES : undefined}
            // The title beside it already names the product.
            alt={image.alt ?? ''}
            width={CARD_IMAGE_PX}
            height={CARD_IMAGE_PX}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
        {!product.available && (
          <Badge data-part="badge" colorPalette="gray" variant="solid">
            {t('catalogue.availability.out')}
          </Badge>
        )}
      </div>
      <div data-part="body">
        <p data-part="title">{product.title}</p>
        <PriceTag
          min={product.price_min}
          max={product.price_max}
          compareAt={product.compare_at_price}
          currency={product.currency}
        />
      </div>
    </CardLink>
  )
}
