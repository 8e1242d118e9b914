import type { AdminProduct } from '@vitrina/contract'
import { absoluteMediaUrl } from '@vitrina/shared'
import { Badge, Button, type SystemStyleObject } from '@vitrina/ui'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { ImageIcon } from '../../components/icons'
import { nothingToSell, priceRange, stockSum } from './product-summary'
import { QuickStock } from './quick-stock'

/**
 * The styles of the list's rows, on the list's own element: a row is plain
 * elements marked by `data-part` (as the storefront's cards are). The list
 * renders 20 rows at once, and each styled element resolves its styles on
 * every render: a row of styled parts was thirteen of them.
 */
export const ROW_STYLES = {
  '& [data-part=row]': { borderBottomWidth: '1px', py: '3' },
  '& [data-part=line]': { display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' },
  '& [data-part=thumb]': {
    width: '12',
    height: '12',
    flexShrink: 0,
    borderRadius: 'md',
    overflow: 'hidden',
    bg: 'bg.muted',
    color: 'fg.subtle',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  '& [data-part=thumb] img': { width: 'full', height: 'full', objectFit: 'cover' },
  '& [data-part=main]': {
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    flex: '1',
    minWidth: '160px',
  },
  // As the Link recipe draws a link (plain, the palette's colour, underlined on hover).
  '& [data-part=title]': {
    alignSelf: 'flex-start',
    fontWeight: 'semibold',
    color: 'colorPalette.fg',
    borderRadius: 'l1',
    outline: 'none',
    focusVisibleRing: 'outside',
    _hover: {
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
      textDecorationColor: 'currentColor/20',
    },
  },
  '& [data-part=badges]': { display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' },
  '& [data-part=price]': { minWidth: '120px' },
  '& [data-part=stock]': { minWidth: '80px' },
  '& [data-part=hidden]': { srOnly: true },
} satisfies SystemStyleObject

export interface ProductRowProps {
  product: AdminProduct
  onProduct: (product: AdminProduct) => void
}

/**
 * One product of the owner's list (styled by it: ROW_STYLES): photo, title,
 * status, price range, stock and the quick stock edit.
 */
export function ProductRow({ product, onProduct }: ProductRowProps) {
  const { t } = useTranslation('admin')
  const [editing, setEditing] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  // The edit closed (saved or cancelled): the focus goes back to what opened it.
  const close = () => {
    setEditing(false)
    toggle.current?.focus()
  }
  const image = product.images[0]
  const stock = stockSum(product.variants)
  const price = priceRange(product)
  return (
    <li data-part="row" data-testid="product-row">
      <div data-part="line">
        <div data-part="thumb">
          {image ? (
            <img
              src={absoluteMediaUrl(image.image) ?? image.image}
              // The alternative text the owner wrote for it, as the storefront shows it.
              alt={image.alt ?? ''}
              width={48}
              height={48}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <ImageIcon aria-hidden />
          )}
        </div>
        <div data-part="main">
          <RouterLink data-part="title" to={`/admin/productos/${product.id}`}>
            {product.title}
          </RouterLink>
          <div data-part="badges">
            <Badge colorPalette={product.status === 'active' ? 'green' : 'gray'}>
              {t(`catalogue.status.${product.status}`)}
            </Badge>
            {nothingToSell(product.variants) ? (
              <Badge colorPalette="red">{t('catalogue.list.outOfStock')}</Badge>
            ) : null}
          </div>
        </div>
        <p data-part="price">
          <span data-part="hidden">{t('catalogue.list.price')}: </span>
          {price ?? t('catalogue.list.askPrice')}
        </p>
        <p data-part="stock">
          <span data-part="hidden">{t('catalogue.list.stock')}: </span>
          {stock ?? '—'}
        </p>
        <Button
          ref={toggle}
          size="sm"
          variant="outline"
          aria-expanded={editing}
          aria-label={t('catalogue.list.editStock', { title: product.title })}
          onClick={() => setEditing((open) => !open)}
        >
          {t('catalogue.list.stock')}
        </Button>
      </div>
      {editing ? <QuickStock product={product} onProduct={onProduct} onDone={close} /> : null}
    </li>
  )
}
