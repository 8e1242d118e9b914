import { useCallback, useEffect, useState } from 'react'

/**
 * What a save that found errors focuses first: a field marked invalid, or the
 * first control of an invalid group (a checkbox group marks its root only).
 */
export const FIRST_INVALID = '[aria-invalid="true"], [data-invalid] input'

/**
 * After a save that found errors, the first field to fix takes the focus (it
 * names its error). Call the function it returns once the errors are set: the
 * focus moves after they are drawn.
 */
export function useFocusFirstInvalid(): () => void {
  const [turn, setTurn] = useState(0)
  useEffect(() => {
    if (turn > 0) document.querySelector<HTMLElement>(FIRST_INVALID)?.focus()
  }, [turn])
  return useCallback(() => setTurn((n) => n + 1), [])
}
