import { Stack, Text } from '@vitrina/ui'
import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** Whether the browser says it has a network connection, following its changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}

/**
 * The admin area without a connection and without a checked session (a start
 * while offline): what the owner sees instead of an endless wait. It gives way
 * to the admin by itself once the browser is back online and the put-off
 * session refresh has run.
 */
export function AdminOffline() {
  const { t } = useTranslation('host')
  return (
    <Stack as="main" role="alert" padding="6" gap="3" alignItems="flex-start">
      <Text as="h1" fontWeight="semibold" fontSize="lg">
        {t('offline.title')}
      </Text>
      <Text color="fg.muted">{t('offline.adminHint')}</Text>
    </Stack>
  )
}

/** Over an admin that is already open when the connection drops: it stays, saves cannot. */
export function AdminOfflineBanner() {
  const { t } = useTranslation('host')
  return (
    <Text role="status" paddingX="6" paddingY="2" bg="bg.muted" color="fg.muted">
      {t('offline.adminBanner')}
    </Text>
  )
}
