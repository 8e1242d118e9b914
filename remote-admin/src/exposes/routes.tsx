import '../locales'

import { Heading } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'
import { Route, Routes } from 'react-router-dom'

/**
 * Federation module `admin/routes`. Rendered by the host outside any route, so
 * the paths below are absolute; the host's providers are already mounted.
 */
export default function AdminRoutes() {
  const { t } = useTranslation('admin')
  return (
    <Routes>
      <Route path="/admin" element={<Heading as="h1">{t('dashboard.title')}</Heading>} />
      <Route path="/admin/productos" element={<Heading as="h1">{t('products.title')}</Heading>} />
      <Route
        path="/admin/notificaciones"
        element={<Heading as="h1">{t('notifications.title')}</Heading>}
      />
      <Route path="/admin/servicios" element={<Heading as="h1">{t('services.title')}</Heading>} />
      <Route
        path="/admin/apariencia/logos"
        element={<Heading as="h1">{t('logos.title')}</Heading>}
      />
      <Route
        path="/admin/apariencia/portadas"
        element={<Heading as="h1">{t('covers.title')}</Heading>}
      />
      <Route
        path="/admin/apariencia/tema"
        element={<Heading as="h1">{t('theme.title')}</Heading>}
      />
    </Routes>
  )
}
