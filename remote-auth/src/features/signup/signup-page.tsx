import { Alert, Card, Center, Heading, Link, Stack, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import { currentPlatform } from './platform'
import { SignupForm } from './signup-form'
import { useSignup } from './use-signup'

/** `/crear-tienda`: 'Creá tu tienda', on the platform's own host. */
export function SignupPage() {
  const { t } = useTranslation('auth')
  const platform = currentPlatform()
  const { submit, submitting, serverErrors, clearServerError } = useSignup()
  const signupHere = `${platform.url}/crear-tienda`
  return (
    <Center as="main" px="4" py={{ base: '6', md: '12' }}>
      <Card.Root width="full" maxW="md">
        <Card.Header>
          <Heading as="h1" size="xl">
            {t('signup.title')}
          </Heading>
          <Text color="fg.muted">{t('signup.intro')}</Text>
        </Card.Header>
        <Card.Body>
          {!platform.signup ? (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>{t('signup.off')}</Alert.Title>
            </Alert.Root>
          ) : !platform.here ? (
            <Stack gap="3">
              <Text>{t('signup.elsewhere')}</Text>
              <Link href={signupHere} color="colorPalette.fg" fontWeight="semibold">
                {t('signup.elsewhereLink', { host: platform.host })}
              </Link>
            </Stack>
          ) : (
            <SignupForm
              suffix={platform.host}
              submitting={submitting}
              serverErrors={serverErrors}
              onSubmit={(values) => void submit(values)}
              onEdit={(field) =>
                clearServerError((current) => ({ ...current, [field]: undefined }))
              }
            />
          )}
        </Card.Body>
      </Card.Root>
    </Center>
  )
}
