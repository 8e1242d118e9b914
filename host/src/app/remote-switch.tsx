import { isLoggedInAtom, sessionAtom } from '@vitrina/shared'
import { Heading, Stack } from '@vitrina/ui'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'

import { isAdminPath, remoteNameForPath } from './app-map'
import { AdminOffline, AdminOfflineBanner, useOnline } from './offline-state'
import { RemoteBoundary } from './remote-boundary'

/**
 * Renders the remote that owns the current path (`/` storefront, `/login` and
 * `/perfil` auth, `/admin/**` admin), or a not-found page. Each remote renders
 * its own `<Routes>` with absolute paths. The admin needs the network: offline
 * it shows the offline state (no checked session yet) or a banner over itself.
 */
export function RemoteSwitch() {
  const { pathname } = useLocation()
  const online = useOnline()
  const loggedIn = useAtomValue(isLoggedInAtom)
  const { userId } = useAtomValue(sessionAtom)
  const remote = remoteNameForPath(pathname)
  if (!remote) return <NotFound />
  const adminOffline = isAdminPath(pathname) && !online && loggedIn
  if (adminOffline && userId === null) return <AdminOffline />
  // One shape either way, so the admin is not remounted when the connection drops.
  return (
    <>
      {adminOffline ? <AdminOfflineBanner /> : null}
      <RemoteBoundary key={remote} name={remote} />
    </>
  )
}

function NotFound() {
  const { t } = useTranslation('common')
  return (
    <Stack as="main" padding="6" gap="2">
      <Heading as="h1">{t('notFound.title')}</Heading>
    </Stack>
  )
}
