import { useEffect, useRef } from 'react'

/**
 * For a button disabled while its work runs (the UI kit's `loading`), which
 * drops the focus to the page: once the work is done, the focus goes back to
 * it, unless something else took the focus meanwhile (a field to fix).
 */
export function useFocusBack(busy: boolean) {
  const button = useRef<HTMLButtonElement>(null)
  const wasBusy = useRef(false)
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body
    if (wasBusy.current && !busy && lost) button.current?.focus()
    wasBusy.current = busy
  }, [busy])
  return button
}
