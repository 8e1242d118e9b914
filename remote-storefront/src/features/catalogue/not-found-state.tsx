import { Heading, Link, Stack } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

export interface NotFoundStateProps {
  title: string
}

/** An unknown product or category: what it is, and the way back home. */
export function NotFoundState({ title }: NotFoundStateProps) {
  const { t } = useTranslation('storefront')
  return (
    <Stack as="main" padding="6" gap="4" alignItems="flex-start">
      <Heading as="h1">{title}</Heading>
      <Link asChild colorPalette="blue" textDecoration="underline">
        <RouterLink to="/">{t('catalogue.notFound.home')}</RouterLink>
      </Link>
    </Stack>
  )
}

/** A path of the storefront's area that names nothing ('Página no encontrada'). */
export function PageNotFound() {
  const { t } = useTranslation('common')
  return <NotFoundState title={t('notFound.title')} />
}
