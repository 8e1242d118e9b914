import { Button, Stack } from '@vitrina/ui'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { suggestLabel } from './label-rule'
import { SubdomainField } from './subdomain-field'
import { TextField } from './text-field'
import { useSubdomainCheck } from './use-subdomain-check'
import {
  hasSignupErrors,
  type SignupErrors,
  type SignupValues,
  validateSignup,
} from './validate-signup'

export interface SignupFormProps {
  /** The platform's host, shown after the label. */
  suffix: string
  submitting: boolean
  /** Problems the server found in the last answer. */
  serverErrors: SignupErrors
  onSubmit: (values: SignupValues) => void
  /** A field was edited: the server's message about it no longer applies. */
  onEdit?: (field: keyof SignupValues) => void
}

const EMPTY: SignupValues = { name: '', subdomain: '', username: '', email: '', password: '' }

/** The sign-up fields; the label follows the store's name until it is edited. */
export function SignupForm({
  suffix,
  submitting,
  serverErrors,
  onSubmit,
  onEdit,
}: SignupFormProps) {
  const { t } = useTranslation('auth')
  const [values, setValues] = useState<SignupValues>(EMPTY)
  const [errors, setErrors] = useState<SignupErrors>({})
  const [labelEdited, setLabelEdited] = useState(false)
  // A press that found errors, or the server's errors arriving: the first field to fix
  // takes the focus (it names its error), once they are drawn.
  const form = useRef<HTMLFormElement>(null)
  const [refused, setRefused] = useState(0)
  const wasSubmitting = useRef(submitting)
  useEffect(() => {
    const answered = wasSubmitting.current && !submitting
    wasSubmitting.current = submitting
    if (answered && hasSignupErrors(serverErrors)) setRefused((n) => n + 1)
  }, [submitting, serverErrors])
  useEffect(() => {
    if (refused > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refused])
  const status = useSubdomainCheck(values.subdomain)
  const shown = { ...serverErrors, ...errors }
  const message = (field: keyof SignupValues) => {
    const error = shown[field]
    if (!error) return undefined
    return 'key' in error ? t(error.key) : error.text
  }

  const change = (field: keyof SignupValues) => (value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value }
      if (field === 'name' && !labelEdited) next.subdomain = suggestLabel(value)
      return next
    })
    if (field === 'subdomain') setLabelEdited(true)
    // A name filling in the address clears the address's error too.
    const suggested = field === 'name' && !labelEdited
    setErrors((current) => ({
      ...current,
      [field]: undefined,
      ...(suggested ? { subdomain: undefined } : {}),
    }))
    onEdit?.(field)
    if (suggested) onEdit?.('subdomain')
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    const found = validateSignup(values)
    setErrors(found)
    if (hasSignupErrors(found)) setRefused((n) => n + 1)
    else onSubmit(values)
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={submitting} ref={form}>
      <Stack gap="5">
        <TextField
          label={t('signup.name')}
          name="name"
          autoComplete="organization"
          maxLength={80}
          value={values.name}
          onChange={change('name')}
          error={message('name')}
        />
        <SubdomainField
          value={values.subdomain}
          onChange={change('subdomain')}
          suffix={suffix}
          status={status}
          error={message('subdomain')}
        />
        <TextField
          label={t('signup.username')}
          name="username"
          autoComplete="name"
          maxLength={150}
          value={values.username}
          onChange={change('username')}
          error={message('username')}
        />
        <TextField
          label={t('signup.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          value={values.email}
          onChange={change('email')}
          error={message('email')}
        />
        <TextField
          label={t('signup.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={change('password')}
          error={message('password')}
          helper={t('signup.passwordHelper')}
        />
        <Button type="submit" loading={submitting} loadingText={t('signup.submitting')}>
          {t('signup.submit')}
        </Button>
      </Stack>
    </form>
  )
}
