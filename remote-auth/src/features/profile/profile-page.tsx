import { isLoggedInAtom, logout, sessionAtom } from '@vitrina/shared'
import { Button, Card, Heading, Spinner, Stack, Text } from '@vitrina/ui'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router-dom'

import { MyOrders } from './my-orders'
import { ProfileDetails } from './profile-details'

/** `/perfil`: who is logged in, and the way out. */
export function ProfilePage() {
  const { t } = useTranslation('auth')
  const loggedIn = useAtomValue(isLoggedInAtom)
  const { email, username } = useAtomValue(sessionAtom)
  // logout() sends the user to '/'; the redirect below is only for visitors who arrive logged out.
  const [leaving, setLeaving] = useState(false)

  if (!loggedIn) return leaving ? null : <Navigate to="/login" replace />

  const signOut = () => {
    setLeaving(true)
    void logout()
  }

  return (
    <Stack as="main" align="center" gap="8" px="4" py={{ base: '8', md: '16' }}>
      <Card.Root width="full" maxW="sm">
        <Card.Header>
          <Heading as="h1" size="xl">
            {t('profile.title')}
          </Heading>
        </Card.Header>
        <Card.Body>
          {/* Email and username live in memory only: after a reload the host's startup refresh fills them. */}
          {email ? (
            <Stack gap="6">
              <ProfileDetails username={username ?? ''} email={email} />
              <Button variant="outline" onClick={signOut}>
                {t('profile.logout')}
              </Button>
            </Stack>
          ) : (
            <Stack direction="row" align="center" gap="3" role="status">
              <Spinner size="sm" />
              <Text>{t('profile.loading')}</Text>
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
      <MyOrders />
    </Stack>
  )
}
