import type { Credentials } from './api/login'

/** Translation keys (namespace `auth`) of the first problem of each field. */
export interface CredentialErrors {
  email?: string
  password?: string
}

/** The longest address `POST login/` takes (its schema's maxLength); the input stops there. */
export const EMAIL_MAX_LENGTH = 254

/**
 * The API's login rule, no stricter: an address is required (after trimming)
 * and anything else is the server's to judge, so every address it accepts
 * can be typed here, and the only messages are the spec's.
 */
export function validateCredentials({ email, password }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {}
  if (!email.trim()) errors.email = 'login.errors.emailRequired'
  if (!password) errors.password = 'login.errors.passwordRequired'
  return errors
}

export function hasErrors(errors: CredentialErrors): boolean {
  return Boolean(errors.email || errors.password)
}
