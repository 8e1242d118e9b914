import { ApiError, notify } from '@vitrina/shared'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'

import type { Credentials } from './api/login'
import { signIn } from './sign-in'

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
        notify({
          type: 'error',
          title: t('login.failure.title'),
          message: apiError?.detail || t('login.failure.message'),
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
