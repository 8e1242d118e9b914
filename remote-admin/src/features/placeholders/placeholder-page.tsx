import { Heading } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

export interface PlaceholderPageProps {
  /** Which screen: its heading is `<section>.title` in the admin namespace. */
  section: 'products' | 'notifications' | 'services' | 'theme'
}

/** Products, Notifications, Services and Theme: a heading only (product-rules §1). */
export function PlaceholderPage({ section }: PlaceholderPageProps) {
  const { t } = useTranslation('admin')
  return (
    <Heading as="h1" size="2xl">
      {t(`${section}.title`)}
    </Heading>
  )
}
