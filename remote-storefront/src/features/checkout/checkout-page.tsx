import { storeInfoAtom } from '@vitrina/shared'
import { Button, chakra, Heading, Link, Spinner, Stack } from '@vitrina/ui'
import { useAtomValue } from 'jotai'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { EmptyCart } from '../../lib/cart/empty-cart'
import { usePricedCart } from '../../lib/cart/use-priced-cart'
import { useDocumentTitle } from '../../lib/document-title'
import { type CheckoutErrors, orderBody, validate } from './checkout-form'
import { CheckoutSummary } from './checkout-summary'
import { ChoiceGroup } from './choice-group'
import { ConflictAlert } from './conflict-alert'
import { CustomerFields } from './customer-fields'
import { DeliveryFields } from './delivery-fields'
import { useCheckoutValues } from './use-checkout-values'
import { usePlaceOrder } from './use-place-order'

/** `/checkout`: the shopper's details, delivery, payment, notes, the summary and 'Confirmar pedido'. */
export function CheckoutPage() {
  const { t } = useTranslation('storefront')
  const { store } = useAtomValue(storeInfoAtom)
  const { status, cart, reload } = usePricedCart()
  useDocumentTitle(t('checkout.title'))
  const { place, sending, conflict, clearConflict } = usePlaceOrder(reload)
  const { values, change, methods, payments } = useCheckoutValues(store)
  const [errors, setErrors] = useState<CheckoutErrors>({})
  const cartKey = cart.lines.map(({ line }) => `${line.variant_id}:${line.quantity}`).join()
  // The shopper changed the cart after a 409: what the 409 said no longer holds.
  useEffect(() => clearConflict(), [cartKey]) // eslint-disable-line react-hooks/exhaustive-deps

  const shipping = values.method === 'envio' ? (store?.shipping_flat_fee ?? 0) : null
  const total = cart.subtotal + (shipping ?? 0)
  const problems = new Map(
    cart.lines.flatMap((l) => (l.problem ? [[l.line.variant_id, l.problem]] : [])),
  )
  for (const [id, problem] of conflict?.problems ?? [])
    if (!problems.has(id)) problems.set(id, problem)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    const found = validate(values)
    setErrors(found)
    if (Object.keys(found).length > 0 || !cart.ready || problems.size > 0) return
    void place(
      orderBody(
        values,
        cart.lines.map(({ line }) => line),
        total,
      ),
    )
  }

  if (cart.lines.length === 0 || status !== 'ready') {
    return (
      <Stack as="main" padding="4" gap="4" maxWidth="2xl" marginX="auto">
        <Heading as="h1" size="xl">
          {t('checkout.title')}
        </Heading>
        {cart.lines.length === 0 ? <EmptyCart /> : <Spinner aria-label={t('cart.loading')} />}
      </Stack>
    )
  }

  return (
    <Stack as="main" padding={{ base: '4', md: '6' }} gap="5" maxWidth="2xl" marginX="auto">
      <Heading as="h1" size="xl">
        {t('checkout.title')}
      </Heading>
      <chakra.form noValidate onSubmit={submit} display="flex" flexDirection="column" gap="5">
        <CustomerFields values={values} errors={errors} onChange={change} />
        <DeliveryFields
          methods={methods}
          values={values}
          invalidAddress={Boolean(errors.address)}
          onChange={change}
        />
        <ChoiceGroup
          name="payment"
          legend={t('checkout.payment')}
          choices={payments.map((payment) => ({ value: payment, label: t(`payment.${payment}`) }))}
          value={values.payment}
          onChange={(payment) => change({ payment })}
        />
        <Stack gap="1.5">
          <chakra.label htmlFor="checkout-notes" fontWeight="medium" textStyle="sm">
            {t('checkout.notes')}
          </chakra.label>
          <chakra.textarea
            id="checkout-notes"
            name="notes"
            maxLength={500}
            rows={3}
            value={values.notes}
            onChange={(e) => change({ notes: e.target.value })}
            borderWidth="1px"
            borderRadius="md"
            padding="2"
            bg="bg"
          />
        </Stack>
        <CheckoutSummary
          lines={cart.lines}
          problems={problems}
          subtotal={cart.subtotal}
          shipping={shipping}
          currency={cart.currency}
        />
        {conflict && <ConflictAlert conflict={conflict} currency={cart.currency} />}
        {problems.size > 0 && (
          <Link asChild colorPalette="blue" textDecoration="underline">
            <RouterLink to="/carrito">{t('checkout.backToCart')}</RouterLink>
          </Link>
        )}
        <Button
          type="submit"
          size="lg"
          loading={sending}
          loadingText={t('checkout.sending')}
          aria-disabled={sending}
        >
          {t('checkout.submit')}
        </Button>
      </chakra.form>
    </Stack>
  )
}
