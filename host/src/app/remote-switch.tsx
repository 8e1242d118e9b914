import { Heading, Stack } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'

import { remoteNameForPath } from './app-map'
import { RemoteBoundary } from './remote-boundary'

/**
 * Renders the remote that owns the current path (`/` storefront, `/login` and
 * `/perfil` auth, `/admin/**` admin), or a not-found page. Each remote renders
 * its own `<Routes>` with absolute paths.
 */
export function RemoteSwitch() {
  const { pathname } = useLocation()
  const remote = remoteNameForPath(pathname)
  if (!remote) return <NotFound />
  return <RemoteBoundary key={remote} name={remote} />
}

function NotFound() {
  const { t } = useTranslation('common')
  return (
    <Stack as="main" padding="6" gap="2">
      <Heading as="h1">{t('notFound.title')}</Heading>
    </Stack>
  )
}
