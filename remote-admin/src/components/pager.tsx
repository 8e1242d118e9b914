import { Button, HStack, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

export interface PagerProps {
  /** The navigation's name ('Páginas de productos'). */
  label: string
  page: number
  pages: number
  onPage: (page: number) => void
}

/** 'Anterior' / 'Página N de M' / 'Siguiente' under a server-paginated list. */
export function Pager({ label, page, pages, onPage }: PagerProps) {
  const { t } = useTranslation('admin')
  if (pages <= 1) return null
  return (
    <HStack as="nav" aria-label={label} gap="3" justify="center">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <Text>{t('pager.page', { page, pages })}</Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </HStack>
  )
}
