import type { CreateStoreResponse } from '@vitrina/contract'
import { ApiError, notify } from '@vitrina/shared'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { createStore } from './api/create-store'
import type { SignupErrors, SignupValues } from './validate-signup'

/**
 * The new store's home with the one-time code in the fragment: a fragment
 * never reaches a server or its logs, and the new page removes it at once.
 * The startup then sends the owner to `/admin` once the code is redeemed
 * (opening `/admin` directly would meet the admin's guard before that).
 */
export function storeEntryUrl({ url, handoff }: CreateStoreResponse): string {
  return `${new URL('/', url).href}#handoff=${encodeURIComponent(handoff)}`
}

/** The field a failed answer belongs to, or null for the snackbar. */
export function signupFailure(error: unknown): SignupErrors | null {
  if (!(error instanceof ApiError)) return null
  if (error.status === 409) return { subdomain: { key: 'signup.subdomain.problems.taken' } }
  if (error.status === 401) return { password: { key: 'signup.errors.accountExists' } }
  if (error.status !== 400) return null
  const found: SignupErrors = {}
  for (const [field, messages] of Object.entries(error.errors)) {
    if (messages[0]) found[field as keyof SignupValues] = { text: messages[0] }
  }
  return Object.keys(found).length > 0 ? found : null
}

/** Sends the form; on success the browser goes to the new store, logged in. */
export function useSignup(go: (url: string) => void = (url) => window.location.assign(url)) {
  const { t } = useTranslation('auth')
  const [submitting, setSubmitting] = useState(false)
  const [serverErrors, setServerErrors] = useState<SignupErrors>({})

  const submit = useCallback(
    async (values: SignupValues) => {
      setSubmitting(true)
      setServerErrors({})
      try {
        const created = await createStore({ ...values, email: values.email.trim() })
        // Stays busy while the browser leaves for the new store.
        go(storeEntryUrl(created))
      } catch (error) {
        setSubmitting(false)
        const fields = signupFailure(error)
        if (fields) return setServerErrors(fields)
        const apiError = error instanceof ApiError ? error : null
        const fromServer = apiError && apiError.status > 0 && apiError.detail
        notify({
          type: 'error',
          title: t('signup.failure.title'),
          message:
            apiError?.status === 429 && fromServer ? apiError.detail : t('signup.failure.message'),
          errorCode: apiError && apiError.status > 0 ? apiError.status : null,
        })
      }
    },
    [go, t],
  )

  return { submit, submitting, serverErrors, clearServerError: setServerErrors }
}
