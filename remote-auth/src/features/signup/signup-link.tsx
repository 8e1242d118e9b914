import { Link, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { currentPlatform } from './platform'

/** 'Creá tu tienda' under the login card, on the platform's own host while sign-up is on. */
export function SignupLink() {
  const { t } = useTranslation('auth')
  const platform = currentPlatform()
  if (!platform.signup || !platform.here) return null
  return (
    <Text textAlign="center" textStyle="sm">
      {t('signup.linkIntro')}{' '}
      <Link asChild color="colorPalette.fg" fontWeight="semibold">
        <RouterLink to="/crear-tienda">{t('signup.link')}</RouterLink>
      </Link>
    </Text>
  )
}
