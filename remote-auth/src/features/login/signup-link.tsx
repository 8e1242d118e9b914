import { getRuntimeConfig, isPlatformHost } from '@vitrina/shared'
import { Link, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

/** 'Creá tu tienda' under the login card, on the platform's own host while sign-up is on. */
export function SignupLink() {
  const { t } = useTranslation('auth')
  if (!getRuntimeConfig().platform?.signup || !isPlatformHost()) return null
  return (
    <Text textAlign="center" textStyle="sm">
      {t('signup.linkIntro')}{' '}
      <Link asChild color="colorPalette.fg" fontWeight="semibold">
        <RouterLink to="/crear-tienda">{t('signup.link')}</RouterLink>
      </Link>
    </Text>
  )
}
