import { Link, Stack, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

/** 'Tu carrito está vacío' and 'Seguir comprando' back to the store: `/carrito` and `/checkout`. */
export function EmptyCart() {
  const { t } = useTranslation('storefront')
  return (
    <Stack gap="4" alignItems="flex-start">
      <Text>{t('cart.empty')}</Text>
      <Link asChild colorPalette="blue" textDecoration="underline">
        <RouterLink to="/">{t('cart.keepShopping')}</RouterLink>
      </Link>
    </Stack>
  )
}
