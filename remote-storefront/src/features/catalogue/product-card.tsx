import type { ProductCard as ProductCardData } from '@vitrina/contract'
import { Badge, type SystemStyleObject } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { mediaSrc, mediaSrcSet } from './media'
import { PRICE_STYLE, PriceParts } from './price-tag'

/** The card's image: a column of the grid, 2 across on a phone up to 4 on a desktop. */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 25vw, (min-width: 768px) 33vw, 50vw'
/** Intrinsic size of the card's image box, so the browser reserves it before the file arrives. */
const CARD_IMAGE_PX = 480

/**
 * The styles of the cards of a grid, on the grid's own element: a card is
 * plain elements marked by `data-part`. A grid renders 24 cards at once, and
 * each styled element resolves its styles on every render (a card of styled
 * parts was eight of them).
 */
export const CARD_STYLES = {
  '& [data-part=card]': {
    display: 'block',
    color: 'inherit',
    textDecoration: 'none',
    rounded: 'md',
    outline: 'none',
    focusVisibleRing: 'outside',
  },
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
  '& [data-part=price]': { ...PRICE_STYLE, fontSize: 'sm' },
} satisfies SystemStyleObject

export interface ProductCardProps {
  product: ProductCardData
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean
}

/** One product in a grid (styled by it: CARD_STYLES): square image, title, price, availability; the whole card is the link. */
export function ProductCard({ product, eager = false }: ProductCardProps) {
  const { t } = useTranslation('storefront')
  const { image } = product
  return (
    <RouterLink data-part="card" to={`/producto/${product.slug}`}>
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
        {/* Without a price the card says 'Consultar precio', not 'Sin stock'. */}
        {!product.available && product.price_min !== null && (
          <Badge data-part="badge" colorPalette="gray" variant="solid">
            {t('catalogue.availability.out')}
          </Badge>
        )}
      </div>
      <div data-part="body">
        <p data-part="title">{product.title}</p>
        <div data-part="price" data-ask={product.price_min === null ? '' : undefined}>
          <PriceParts
            min={product.price_min}
            max={product.price_max}
            compareAt={product.compare_at_price}
            currency={product.currency}
            t={t}
          />
        </div>
      </div>
    </RouterLink>
  )
}
