import { Heading } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

/** An admin path no screen owns: said in the admin frame, so the sidebar still leads on. */
export function AdminNotFound() {
  const { t } = useTranslation('common')
  return (
    <Heading as="h1" size="2xl">
      {t('notFound.title')}
    </Heading>
  )
}
