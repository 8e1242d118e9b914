import { Card, Center, Heading, Stack } from '@vitrina/ui'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { LoginForm } from './login-form'
import { useLogin } from './use-login'

export interface LoginPageProps {
  /** Under the card (the 'Creá tu tienda' link on the platform's host). */
  footer?: ReactNode
}

/** `/login`: the card 'Iniciar sesión' of product-rules §2. */
export function LoginPage({ footer }: LoginPageProps) {
  const { t } = useTranslation('auth')
  const { submit, submitting } = useLogin()
  return (
    <Center as="main" px="4" py={{ base: '8', md: '16' }}>
      <Stack width="full" maxW="sm" gap="4">
        <Card.Root width="full">
          <Card.Header>
            <Heading as="h1" size="xl">
              {t('login.title')}
            </Heading>
          </Card.Header>
          <Card.Body>
            <LoginForm
              submitting={submitting}
              onSubmit={(credentials) => void submit(credentials)}
            />
          </Card.Body>
        </Card.Root>
        {footer}
      </Stack>
    </Center>
  )
}
