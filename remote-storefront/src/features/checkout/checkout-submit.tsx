import { useFocusBack } from '@vitrina/shared/a11y'
import { Button, Link, Spinner, Stack, Text, VisuallyHidden } from '@vitrina/ui'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { NO_DELIVERY_ID } from './delivery-fields'

export interface CheckoutSubmitProps {
  sending: boolean
  /** Why the order cannot be sent: a line to fix in the cart, or no delivery method. */
  blocked: 'lines' | 'delivery' | null
}

/**
 * 'Confirmar pedido'. While sending it keeps its name, busy and disabled, and
 * a polite live region says 'Enviando pedido'; while blocked it is disabled
 * and described by the reason ('Corregí los productos marcados para
 * continuar' with a link to the cart, or the store's missing delivery).
 */
export function CheckoutSubmit({ sending, blocked }: CheckoutSubmitProps) {
  const { t } = useTranslation('storefront')
  const linesId = useId()
  // Disabled while sending, the button drops the focus: it gets it back after a failure.
  const button = useFocusBack(sending)
  return (
    <Stack gap="3">
      {blocked === 'lines' && (
        <>
          <Text id={linesId} color="fg.error" fontWeight="semibold">
            {t('cart.blocked')}
          </Text>
          <Link asChild colorPalette="blue" textDecoration="underline" alignSelf="flex-start">
            <RouterLink to="/carrito">{t('checkout.backToCart')}</RouterLink>
          </Link>
        </>
      )}
      <Button
        ref={button}
        type="submit"
        size="lg"
        disabled={sending || blocked !== null}
        aria-busy={sending || undefined}
        aria-describedby={
          blocked === 'lines' ? linesId : blocked === 'delivery' ? NO_DELIVERY_ID : undefined
        }
      >
        {sending && <Spinner size="sm" aria-hidden="true" />}
        {t('checkout.submit')}
      </Button>
      <VisuallyHidden aria-live="polite">{sending ? t('checkout.sending') : ''}</VisuallyHidden>
    </Stack>
  )
}
