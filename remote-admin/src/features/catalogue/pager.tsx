import { Button, HStack, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

export interface PagerProps {
  page: number
  pages: number
  onPage: (page: number) => void
}

/** 'Anterior' / 'Página N de M' / 'Siguiente'. */
export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useTranslation('admin')
  if (pages <= 1) return null
  return (
    <HStack as="nav" aria-label={t('catalogue.list.pagination')} gap="3" justify="center">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('catalogue.list.previous')}
      </Button>
      <Text>{t('catalogue.list.page', { page, pages })}</Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('catalogue.list.next')}
      </Button>
    </HStack>
  )
}
