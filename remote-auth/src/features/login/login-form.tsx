import { useFocusBack } from '@vitrina/shared/a11y'
import { Button, Field, Input, Stack } from '@vitrina/ui'
import { type ChangeEvent, type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { Credentials } from './api/login'
import { PasswordField } from './password-field'
import {
  type CredentialErrors,
  EMAIL_MAX_LENGTH,
  hasErrors,
  validateCredentials,
} from './validate-credentials'

export interface LoginFormProps {
  submitting: boolean
  onSubmit: (credentials: Credentials) => void
}

/** Email and password, validated before anything is sent; Enter submits. */
export function LoginForm({ submitting, onSubmit }: LoginFormProps) {
  const { t } = useTranslation('auth')
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' })
  const [errors, setErrors] = useState<CredentialErrors>({})
  // Disabled while sending, the button may drop the focus (Chromium does when the answer
  // takes a frame or more): a refused login gives it back.
  const button = useFocusBack(submitting)

  const change = (field: keyof Credentials) => (value: string) => {
    setCredentials((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    const found = validateCredentials(credentials)
    setErrors(found)
    if (!hasErrors(found)) onSubmit(credentials)
  }

  return (
    // The browser's own bubbles would pre-empt the product's own messages (product-rules §5).
    <form noValidate onSubmit={submit} aria-busy={submitting}>
      <Stack gap="5">
        <Field.Root invalid={Boolean(errors.email)}>
          <Field.Label>{t('login.email')}</Field.Label>
          <Input
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            maxLength={EMAIL_MAX_LENGTH}
            value={credentials.email}
            onChange={(event: ChangeEvent<HTMLInputElement>) => change('email')(event.target.value)}
          />
          {errors.email && <Field.ErrorText>{t(errors.email)}</Field.ErrorText>}
        </Field.Root>
        <PasswordField
          value={credentials.password}
          onChange={change('password')}
          error={errors.password && t(errors.password)}
        />
        <Button ref={button} type="submit" loading={submitting} loadingText={t('login.submitting')}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  )
}
