import { storeInfoAtom } from '@vitrina/shared'
import { chakra, Heading, Spinner, Stack } from '@vitrina/ui'
import { useAtomValue } from 'jotai'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { CartUnread } from '../../lib/cart/cart-unread'
import { EmptyCart } from '../../lib/cart/empty-cart'
import { usePricedCart } from '../../lib/cart/use-priced-cart'
import { useDocumentTitle } from '../../lib/document-title'
import { type CheckoutErrors, orderBody, validate } from './checkout-form'
import { CheckoutSubmit } from './checkout-submit'
import { CheckoutSummary } from './checkout-summary'
import { ChoiceGroup } from './choice-group'
import { ConflictAlert } from './conflict-alert'
import { CustomerFields } from './customer-fields'
import { DeliveryFields } from './delivery-fields'
import { NotesField } from './notes-field'
import { useCheckoutValues } from './use-checkout-values'
import { usePlaceOrder } from './use-place-order'

/**
 * `/checkout`: the shopper's details, delivery, payment, notes, the summary
 * and 'Confirmar pedido', blocked while a line cannot be bought or the store
 * has no delivery method.
 */
/** The fields in the order the form shows them: the first with an error takes the focus. */
const FIELD_ORDER = ['name', 'phone', 'email', 'address'] as const

export function CheckoutPage() {
  const { t } = useTranslation('storefront')
  const { store } = useAtomValue(storeInfoAtom)
  const { status, cart, reload, refreshing } = usePricedCart()
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
  const blocked = problems.size > 0 ? 'lines' : methods.length === 0 ? 'delivery' : null
  // After a 409 the cart is read again: until then a press would send the old total.
  const busy = sending || refreshing

  // Once a press found errors, each goes as soon as its field is fixed (no new one shows
  // before the next press).
  const edit = (next: Partial<typeof values>) => {
    change(next)
    const still = validate({ ...values, ...next })
    setErrors((shown) => {
      const kept: CheckoutErrors = {}
      for (const field of FIELD_ORDER) if (shown[field] && still[field]) kept[field] = still[field]
      return kept
    })
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy || blocked) return
    const found = validate(values)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      // The shopper is taken to what to fix (the field names its error).
      const first = FIELD_ORDER.find((field) => found[field])
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    const seen = new Map(cart.lines.map(({ line, variant }) => [line.variant_id, variant?.price]))
    void place(
      orderBody(
        values,
        cart.lines.map(({ line }) => line),
        total,
      ),
      seen,
    )
  }

  if (cart.lines.length === 0 || status !== 'ready') {
    return (
      <Stack as="main" padding="4" gap="4" maxWidth="2xl" marginX="auto">
        <Heading as="h1" size="xl">
          {t('checkout.title')}
        </Heading>
        {cart.lines.length === 0 ? (
          <EmptyCart />
        ) : status === 'error' ? (
          // What was typed is kept for this tab, and comes back with the form.
          <CartUnread onRetry={reload} />
        ) : (
          <Spinner aria-label={t('cart.loading')} />
        )}
      </Stack>
    )
  }

  return (
    <Stack as="main" padding={{ base: '4', md: '6' }} gap="5" maxWidth="2xl" marginX="auto">
      <Heading as="h1" size="xl">
        {t('checkout.title')}
      </Heading>
      <chakra.form noValidate onSubmit={submit} display="flex" flexDirection="column" gap="5">
        <CustomerFields values={values} errors={errors} onChange={edit} />
        <DeliveryFields
          methods={methods}
          values={values}
          invalidAddress={Boolean(errors.address)}
          onChange={edit}
        />
        <ChoiceGroup
          name="payment"
          legend={t('checkout.payment')}
          choices={payments.map((payment) => ({ value: payment, label: t(`payment.${payment}`) }))}
          value={values.payment}
          onChange={(payment) => change({ payment })}
        />
        <NotesField value={values.notes} onChange={(notes) => change({ notes })} />
        <CheckoutSummary
          lines={cart.lines}
          problems={problems}
          changed={conflict?.changed ?? new Map()}
          subtotal={cart.subtotal}
          shipping={shipping}
          currency={cart.currency}
        />
        {conflict && <ConflictAlert conflict={conflict} currency={cart.currency} />}
        <CheckoutSubmit sending={busy} blocked={blocked} />
      </chakra.form>
    </Stack>
  )
}
