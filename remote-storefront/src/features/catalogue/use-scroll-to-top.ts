import { useEffect } from 'react'
import { useNavigationType } from 'react-router-dom'

/**
 * Starts a page at its top when a link opened it (a card deep in the grid,
 * a category chip). The host keeps no scroll positions of its own; a replace
 * (an old slug's new URL, a search) and going back leave the scroll alone.
 */
export function useScrollToTop(page: string): void {
  const navigationType = useNavigationType()
  useEffect(() => {
    if (navigationType === 'PUSH') window.scrollTo(0, 0)
    // Only a new page scrolls, not a change of how we got here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page])
}
