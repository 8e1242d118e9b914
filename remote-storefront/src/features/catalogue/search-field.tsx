import { Box, Input } from '@vitrina/ui'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useDebouncedCallback } from './use-debounced-callback'

/** Wait after the last key before searching. */
export const SEARCH_DEBOUNCE_MS = 300

export interface SearchFieldProps {
  /** The search in the URL. */
  value: string
  onSearch: (q: string) => void
}

/** 'Buscar productos': searches as the shopper types (debounced), at once on Enter. */
export function SearchField({ value, onSearch }: SearchFieldProps) {
  const { t } = useTranslation('storefront')
  const [text, setText] = useState(value)
  const search = useDebouncedCallback((q: string) => onSearch(q.trim()), SEARCH_DEBOUNCE_MS)

  // The URL changed by other means (back button, a link): show its search.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    search.flush(text)
  }

  return (
    <Box as="form" role="search" onSubmit={onSubmit}>
      <Input
        type="search"
        name="q"
        aria-label={t('catalogue.search.label')}
        placeholder={t('catalogue.search.label')}
        value={text}
        maxLength={200}
        enterKeyHint="search"
        onChange={(event) => {
          setText(event.target.value)
          search.call(event.target.value)
        }}
      />
    </Box>
  )
}
