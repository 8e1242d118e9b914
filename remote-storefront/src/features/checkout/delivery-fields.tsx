import { Alert, Field, Input, Stack } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import type { CheckoutValues } from './checkout-form'
import { ChoiceGroup } from './choice-group'

export interface DeliveryFieldsProps {
  /** The methods the store offers. */
  methods: CheckoutValues['method'][]
  values: CheckoutValues
  invalidAddress: boolean
  onChange: (change: Partial<CheckoutValues>) => void
}

/** The id of the text saying the store has no delivery method, which describes 'Confirmar pedido'. */
export const NO_DELIVERY_ID = 'checkout-no-delivery'

/**
 * 'Retiro en el local' / 'Envío a domicilio', and 'Dirección' for a delivery;
 * a store with neither (a new store's defaults) says so instead.
 */
export function DeliveryFields({ methods, values, invalidAddress, onChange }: DeliveryFieldsProps) {
  const { t } = useTranslation('storefront')
  return (
    <Stack gap="4">
      {methods.length === 0 && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description id={NO_DELIVERY_ID}>{t('checkout.noDelivery')}</Alert.Description>
        </Alert.Root>
      )}
      {methods.length > 0 && (
        <ChoiceGroup
          name="delivery"
          legend={t('checkout.delivery')}
          choices={methods.map((method) => ({
            value: method,
            label: method === 'retiro' ? t('checkout.pickup') : t('checkout.shipping'),
          }))}
          value={values.method}
          onChange={(method) => onChange({ method: method as CheckoutValues['method'] })}
        />
      )}
      {values.method === 'envio' && (
        <Field.Root invalid={invalidAddress} required>
          <Field.Label>{t('checkout.address')}</Field.Label>
          <Input
            name="address"
            autoComplete="street-address"
            maxLength={300}
            value={values.address}
            onChange={(event) => onChange({ address: event.target.value })}
          />
          {invalidAddress && <Field.ErrorText>{t('checkout.errors.address')}</Field.ErrorText>}
        </Field.Root>
      )}
    </Stack>
  )
}
