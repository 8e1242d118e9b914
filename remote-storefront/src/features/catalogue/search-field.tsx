import { Box, Input } from '@vitrina/ui'
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useDebouncedCallback } from './use-debounced-callback'

/** Wait after the last key before searching. */
export const SEARCH_DEBOUNCE_MS = 300

/** The search field of the catalogue frame the server drew on `/` (docs/first-view.md). */
const DRAWN_SEARCH_FIELD = '[data-catalogue-frame] input[type="search"]'

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
  const field = useRef<HTMLInputElement>(null)
  // The drawn field this one replaces, while it is still on the page (read
  // before the commit that removes it), and whether the shopper is in it: at
  // this render, or when the commit removed it (removing a focused field blurs
  // it in the same task, before any microtask has run).
  const [drawn] = useState(() => {
    const input = document.querySelector<HTMLInputElement>(DRAWN_SEARCH_FIELD)
    if (!input) return null
    const watch = { input, focused: document.activeElement === input, blurredNow: false }
    input.addEventListener('blur', () => {
      watch.blurredNow = true
      queueMicrotask(() => {
        watch.blurredNow = false
      })
    })
    return watch
  })
  const shown = useRef(value)

  // What the shopper typed in the drawn field before the storefront took over
  // is kept, searched, and still has the focus.
  useLayoutEffect(() => {
    const typed = drawn?.input.value ?? ''
    if (typed.trim() !== '' && typed.trim() !== value) {
      setText(typed)
      search.call(typed)
    }
    if (drawn && (drawn.focused || drawn.blurredNow)) field.current?.focus()
    // Once, at the take-over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // The URL changed by other means (back button, a link): show its search.
  useEffect(() => {
    if (shown.current === value) return
    shown.current = value
    setText((current) => (current.trim() === value ? current : value))
  }, [value])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    search.flush(text)
  }

  return (
    <Box as="form" role="search" onSubmit={onSubmit}>
      <Input
        ref={field}
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
