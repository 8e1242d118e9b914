import { Field, Input } from '@vitrina/ui'
import { useEffect, useRef, useState } from 'react'

export interface ListSearchFieldProps {
  label: string
  /** A line under the field, e.g. what the search looks in. */
  helper?: string
  /** The search the list shows now. */
  value: string | undefined
  /** A new search, trimmed, 300 ms after the last key. */
  onSearch: (q: string) => void
}

/** The search box of an owner's list (products, orders): typing waits for a pause, then searches. */
export function ListSearchField({ label, helper, value, onSearch }: ListSearchFieldProps) {
  const [text, setText] = useState(value ?? '')
  const latest = useRef(onSearch)
  latest.current = onSearch

  useEffect(() => {
    if (text.trim() === (value ?? '')) return
    const timer = setTimeout(() => latest.current(text.trim()), 300)
    return () => clearTimeout(timer)
  }, [text, value])

  return (
    <Field.Root flex="1">
      <Field.Label>{label}</Field.Label>
      <Input type="search" value={text} onChange={(e) => setText(e.target.value)} />
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  )
}
