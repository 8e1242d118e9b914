import { navigate, useCartCount } from '@vitrina/shared'
import { chakra, IconButton } from '@vitrina/ui'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

import { CartIcon } from '../icons/icons'

/**
 * 'Carrito': opens `/carrito`, with the units in the store's cart on this
 * device. The badge is drawn from `data-count` by CSS. The button's name is
 * 'Carrito' whatever the count (spec §4: "a cart button in the app bar
 * ('Carrito')"), so voice control and tests find it by that name; the count is
 * its description and its text (visually hidden: the badge shows it).
 */
export function CartButton() {
  const { t } = useTranslation('host')
  const count = useCartCount()
  const countId = useId()
  const badge = count > 99 ? '99+' : String(count)
  return (
    <IconButton
      aria-label={t('appBar.cart')}
      aria-describedby={count > 0 ? countId : undefined}
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
      {count > 0 && (
        <chakra.span id={countId} srOnly>
          {badge}
        </chakra.span>
      )}
    </IconButton>
  )
}
