import { getRuntimeConfig } from '@vitrina/shared'
import { Link, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

/** Whether this page is on the platform's own host with sign-up on (the runtime config says). */
function offersSignup(): boolean {
  const { platform } = getRuntimeConfig() as { platform?: { url?: string; signup?: boolean } }
  if (!platform?.signup || !platform.url) return false
  try {
    return new URL(platform.url).host === window.location.host
  } catch {
    return false
  }
}

/** 'Creá tu tienda' under the login card, on the platform's own host while sign-up is on. */
export function SignupLink() {
  const { t } = useTranslation('auth')
  if (!offersSignup()) return null
  return (
    <Text textAlign="center" textStyle="sm">
      {t('signup.linkIntro')}{' '}
      <Link asChild color="colorPalette.fg" fontWeight="semibold">
        <RouterLink to="/crear-tienda">{t('signup.link')}</RouterLink>
      </Link>
    </Text>
  )
}
