import { navigate, useCartCount } from '@vitrina/shared'
import { chakra, IconButton } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import { CartIcon } from '../icons/icons'

/**
 * 'Carrito': opens `/carrito`, with the units in the store's cart on this
 * device. The badge is drawn from `data-count` by CSS; the button's name says
 * the count ('Carrito (2)'), as a screen reader and voice control both
 * expect, and its text holds the number too (visually hidden: the badge
 * shows it), for anything that reads the button's text.
 */
export function CartButton() {
  const { t } = useTranslation('host')
  const count = useCartCount()
  const badge = count > 99 ? '99+' : String(count)
  return (
    <IconButton
      aria-label={count > 0 ? t('appBar.cartWithCount', { count }) : t('appBar.cart')}
      data-count={count > 0 ? badge : undefined}
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
      {count > 0 && <chakra.span srOnly>{badge}</chakra.span>}
    </IconButton>
  )
}
