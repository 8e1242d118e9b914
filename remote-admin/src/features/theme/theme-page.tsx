import './locales'

import { Box, Heading } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import { ThemeEditor } from './theme-editor'

/** /admin/apariencia/tema: 'Gestión de Tema' and the theme editor under it. */
export function ThemePage() {
  const { t } = useTranslation('admin')
  return (
    <Box>
      <Heading as="h1" size="2xl" mb="6">
        {t('theme.title')}
      </Heading>
      <ThemeEditor />
    </Box>
  )
}
