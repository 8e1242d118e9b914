import { Field, Input, Stack } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import type { CheckoutErrors, CheckoutValues } from './checkout-form'

export interface CustomerFieldsProps {
  values: CheckoutValues
  errors: CheckoutErrors
  onChange: (change: Partial<CheckoutValues>) => void
}

/** 'Nombre', 'Teléfono (WhatsApp)' and 'Email (opcional)'. */
export function CustomerFields({ values, errors, onChange }: CustomerFieldsProps) {
  const { t } = useTranslation('storefront')
  const error = (key: keyof CheckoutErrors) =>
    errors[key] ? <Field.ErrorText>{t(`checkout.errors.${errors[key]}`)}</Field.ErrorText> : null
  return (
    <Stack gap="4">
      <Field.Root invalid={Boolean(errors.name)} required>
        <Field.Label>{t('checkout.name')}</Field.Label>
        <Input
          name="name"
          autoComplete="name"
          maxLength={80}
          value={values.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        {error('name')}
      </Field.Root>
      <Field.Root invalid={Boolean(errors.phone)} required>
        <Field.Label>{t('checkout.phone')}</Field.Label>
        <Input
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          value={values.phone}
          onChange={(event) => onChange({ phone: event.target.value })}
        />
        {error('phone')}
      </Field.Root>
      <Field.Root invalid={Boolean(errors.email)}>
        <Field.Label>{t('checkout.email')}</Field.Label>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={values.email}
          onChange={(event) => onChange({ email: event.target.value })}
        />
        {error('email')}
      </Field.Root>
    </Stack>
  )
}
