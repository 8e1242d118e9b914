import { ApiError, notify } from '@vitrina/shared'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'

import type { Credentials } from './api/login'
import { signIn } from './sign-in'

/**
 * What a failed login says (product-rules §8): the server's own detail when it sent
 * one, else 'Credenciales incorrectas' for a 4xx, and a translated network or
 * server message otherwise, never the transport's English text.
 */
export function loginFailureKey(error: unknown): { detail: string } | { key: string } {
  if (!(error instanceof ApiError)) return { key: 'login.failure.server' }
  // The API always answers {detail, code}; a body without its detail is a
  // proxy's or the transport's. (A host before `detailFromServer` tells by the code.)
  const fromServer =
    error.detailFromServer ?? (error.status > 0 && error.code !== `http_${error.status}`)
  if (fromServer && error.detail) return { detail: error.detail }
  if (error.status >= 400 && error.status < 500) return { key: 'login.failure.message' }
  if (error.status >= 500) return { key: 'login.failure.server' }
  return { key: 'login.failure.network' }
}

/** Runs the login flow and reports its outcome through the global snackbar. */
export function useLogin() {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const [submitting, setSubmitting] = useState(false)

  const submit = useCallback(
    async (credentials: Credentials) => {
      setSubmitting(true)
      try {
        const destination = await signIn(credentials)
        if (destination === null) return
        navigate(destination)
        notify({ message: t('common:snack.success.welcome') })
      } catch (error) {
        const apiError = error instanceof ApiError ? error : null
        const failure = loginFailureKey(error)
        notify({
          type: 'error',
          title: t('login.failure.title'),
          message: 'detail' in failure ? failure.detail : t(failure.key),
          errorCode: apiError && apiError.status > 0 ? apiError.status : null,
        })
      } finally {
        setSubmitting(false)
      }
    },
    [navigate, t],
  )

  return { submit, submitting }
}
