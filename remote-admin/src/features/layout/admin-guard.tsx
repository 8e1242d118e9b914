import { isLoggedInAtom, isOwnerAtom, sessionAtom, storeInfoAtom } from '@vitrina/shared'
import { Center, Spinner } from '@vitrina/ui'
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router-dom'

export interface AdminGuardProps {
  children: ReactNode
}

/**
 * Only the store's owner gets in: logged-out visitors go to /login, anyone
 * else to /. The API refuses them anyway; this keeps them off an empty screen.
 */
export function AdminGuard({ children }: AdminGuardProps) {
  const { t } = useTranslation('admin')
  const loggedIn = useAtomValue(isLoggedInAtom)
  const { userId } = useAtomValue(sessionAtom)
  const { loaded } = useAtomValue(storeInfoAtom)
  const owner = useAtomValue(isOwnerAtom)

  if (!loggedIn) return <Navigate to="/login" replace />
  // The user id comes from the startup token refresh; wait for it and for the store.
  if (!loaded || userId === null) {
    return (
      <Center minH="200px">
        <Spinner aria-label={t('layout.loading')} />
      </Center>
    )
  }
  if (!owner) return <Navigate to="/" replace />
  return <>{children}</>
}
