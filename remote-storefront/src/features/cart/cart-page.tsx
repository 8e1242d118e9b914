import { formatMoney, removeFromCart, setCartQuantity } from '@vitrina/shared/rules'
import { Button, chakra, Heading, HStack, Spinner, Stack, Text } from '@vitrina/ui'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'

import { useCartUpdate } from '../../lib/cart/cart-store'
import { CartUnread } from '../../lib/cart/cart-unread'
import { EmptyCart } from '../../lib/cart/empty-cart'
import { usePricedCart } from '../../lib/cart/use-priced-cart'
import { useDocumentTitle } from '../../lib/document-title'
import { preloadPage } from '../../lib/lazy-page'
import { CartLineItem } from './cart-line-item'

/** `/carrito`: the lines, the subtotal and 'Finalizar compra', blocked while a line cannot be bought. */
export function CartPage() {
  const { t } = useTranslation('storefront')
  const navigate = useNavigate()
  const update = useCartUpdate()
  const { status, cart, reload } = usePricedCart()
  useDocumentTitle(t('cart.title'))
  // A line removed takes its button away: the focus goes to the heading.
  const heading = useRef<HTMLHeadingElement>(null)

  let body
  if (cart.lines.length === 0) {
    body = <EmptyCart />
  } else if (status === 'loading') {
    body = <Spinner aria-label={t('cart.loading')} />
  } else if (status === 'error') {
    body = <CartUnread onRetry={reload} />
  } else {
    body = (
      <Stack gap="4">
        <chakra.ul aria-label={t('cart.title')} margin="0" padding="0">
          {cart.lines.map((item) => (
            <CartLineItem
              key={item.line.variant_id}
              item={item}
              currency={cart.currency}
              onQuantity={(quantity) =>
                update((lines) => setCartQuantity(lines, item.line.variant_id, quantity))
              }
              onRemove={() => {
                update((lines) => removeFromCart(lines, item.line.variant_id))
                heading.current?.focus()
              }}
            />
          ))}
        </chakra.ul>
        <HStack justify="space-between" fontSize="lg" fontWeight="semibold">
          <Text>{t('cart.subtotal')}</Text>
          <Text>{formatMoney(cart.subtotal, cart.currency)}</Text>
        </HStack>
        {!cart.ready && status === 'ready' && (
          <Text role="status" color="fg.error" fontSize="sm">
            {t('cart.blocked')}
          </Text>
        )}
        <Button
          size="lg"
          disabled={!cart.ready}
          // The checkout's code comes while the press goes on (or from the focus or hover before).
          onPointerDown={() => void preloadPage('checkout')}
          onPointerEnter={() => void preloadPage('checkout')}
          onFocus={() => void preloadPage('checkout')}
          onClick={() => navigate('/checkout')}
        >
          {t('cart.checkout')}
        </Button>
      </Stack>
    )
  }

  return (
    <Stack as="main" padding={{ base: '4', md: '6' }} gap="4" maxWidth="2xl" marginX="auto">
      <Heading as="h1" size="xl" ref={heading} tabIndex={-1} outline="none">
        {t('cart.title')}
      </Heading>
      {body}
    </Stack>
  )
}
