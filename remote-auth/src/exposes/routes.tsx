import '../locales'

import { Heading } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'
import { Route, Routes } from 'react-router-dom'

/**
 * Federation module `auth/routes`. Rendered by the host outside any route, so
 * the paths below are absolute; the host's providers are already mounted.
 */
export default function AuthRoutes() {
  const { t } = useTranslation('auth')
  return (
    <Routes>
      <Route path="/login" element={<Heading as="h1">{t('login.title')}</Heading>} />
      <Route path="/perfil" element={<Heading as="h1">{t('profile.title')}</Heading>} />
    </Routes>
  )
}
