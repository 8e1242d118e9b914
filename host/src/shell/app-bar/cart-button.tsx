import { navigate, useCartCount } from '@vitrina/shared'
import { IconButton } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import { CartIcon } from '../icons/icons'

/**
 * 'Carrito': opens `/carrito`, with the units in the store's cart on this
 * device. The badge is drawn from `data-count` by CSS, so the button's only
 * text is its name ('Carrito (2)'), as a screen reader and voice control
 * both expect.
 */
export function CartButton() {
  const { t } = useTranslation('host')
  const count = useCartCount()
  return (
    <IconButton
      aria-label={count > 0 ? t('appBar.cartWithCount', { count }) : t('appBar.cart')}
      data-count={count > 0 ? (count > 99 ? '99+' : String(count)) : undefined}
      variant="ghost"
      color="inherit"
      position="relative"
      onClick={() => navigate('/carrito')}
      _after={
        count > 0
          ? {
              content: 'attr(data-count)',
              position: 'absolute',
              top: '1',
              right: '0',
              minWidth: '5',
              height: '5',
              paddingX: '1',
              borderRadius: 'full',
              bg: 'colorPalette.solid',
              color: 'colorPalette.contrast',
              fontSize: 'xs',
              fontWeight: 'bold',
              lineHeight: '1.25rem',
              textAlign: 'center',
            }
          : undefined
      }
    >
      <CartIcon />
    </IconButton>
  )
}
