import '../locales'

import { Heading } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'
import { Route, Routes } from 'react-router-dom'

/**
 * Federation module `storefront/routes`. Rendered by the host outside any route, so
 * the paths below are absolute; the host's providers are already mounted.
 */
export default function StorefrontRoutes() {
  const { t } = useTranslation('storefront')
  return (
    <Routes>
      <Route path="/" element={<Heading as="h1">{t('home.title')}</Heading>} />
    </Routes>
  )
}
