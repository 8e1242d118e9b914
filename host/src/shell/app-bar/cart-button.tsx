import { navigate, useCartCount } from '@vitrina/shared'
import { Box, IconButton } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import { CartIcon } from '../icons/icons'

/** 'Carrito': opens `/carrito`, with the units in the store's cart on this device. */
export function CartButton() {
  const { t } = useTranslation('host')
  const count = useCartCount()
  return (
    <IconButton
      aria-label={count > 0 ? t('appBar.cartWithCount', { count }) : t('appBar.cart')}
      variant="ghost"
      color="inherit"
      position="relative"
      onClick={() => navigate('/carrito')}
    >
      <CartIcon />
      {count > 0 && (
        <Box
          as="span"
          aria-hidden="true"
          position="absolute"
          top="1"
          right="0"
          minWidth="5"
          height="5"
          paddingX="1"
          borderRadius="full"
          bg="colorPalette.solid"
          color="colorPalette.contrast"
          fontSize="xs"
          fontWeight="bold"
          lineHeight="5"
          textAlign="center"
        >
          {count > 99 ? '99+' : count}
        </Box>
      )}
    </IconButton>
  )
}
