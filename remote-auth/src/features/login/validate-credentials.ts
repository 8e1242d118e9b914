import type { Credentials } from './api/login'

/** Translation keys (namespace `auth`) of the first problem of each field. */
export interface CredentialErrors {
  email?: string
  password?: string
}

// Deliberately loose: the server is the judge of an address; this only catches typos.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function validateCredentials({ email, password }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {}
  const trimmed = email.trim()
  if (!trimmed) errors.email = 'login.errors.emailRequired'
  else if (!EMAIL_PATTERN.test(trimmed)) errors.email = 'login.errors.emailInvalid'
  if (!password) errors.password = 'login.errors.passwordRequired'
  return errors
}

export function hasErrors(errors: CredentialErrors): boolean {
  return Boolean(errors.email || errors.password)
}
