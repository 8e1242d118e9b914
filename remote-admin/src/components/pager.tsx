import { Button, HStack, Text } from '@vitrina/ui'
import { useEffect } from 'react'
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

/**
 * A page past the list's end (orders cancelled or products deleted while the
 * owner was on the last page, or an old link) moves to the last page there is,
 * in place of an empty list without a pager.
 */
export function useLastPageWhenPast(
  data: { page: number; page_size: number; count: number; results: unknown[] } | null | undefined,
  /** The page the address asks for. */
  asked: number,
  onPage: (page: number) => void,
): void {
  const last = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1
  const past = Boolean(data && data.results.length === 0 && data.count > 0 && data.page > last)
  useEffect(() => {
    if (past && asked > last) onPage(last)
  }, [past, asked, last, onPage])
}
