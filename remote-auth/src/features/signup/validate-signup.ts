import type { CreateStoreBody } from '@vitrina/contract'

import { labelFormatProblem, problemKey } from './label-rule'

/** What the form sends: the `POST tiendas/` body. */
export type SignupValues = CreateStoreBody

/** A message per field: a translation key (namespace `auth`) or the server's own text. */
export type SignupErrors = Partial<Record<keyof SignupValues, { key: string } | { text: string }>>

/** The password rule's length (the server also refuses common passwords). */
export const MIN_PASSWORD_LENGTH = 8

/** The checks the form can make before sending; the server repeats them and adds its own. */
export function validateSignup(values: SignupValues): SignupErrors {
  const errors: SignupErrors = {}
  if (!values.name.trim()) errors.name = { key: 'signup.errors.nameRequired' }
  const label = labelFormatProblem(values.subdomain)
  if (!values.subdomain) errors.subdomain = { key: 'signup.errors.subdomainRequired' }
  else if (label) errors.subdomain = { key: problemKey(label) }
  if (!values.username.trim()) errors.username = { key: 'signup.errors.usernameRequired' }
  if (!values.email.trim()) errors.email = { key: 'signup.errors.emailRequired' }
  if ([...values.password].length < MIN_PASSWORD_LENGTH)
    errors.password = { key: 'signup.errors.passwordShort' }
  else if (!values.password.trim()) errors.password = { key: 'signup.errors.passwordBlank' }
  return errors
}

export const hasSignupErrors = (errors: SignupErrors) => Object.values(errors).some(Boolean)
