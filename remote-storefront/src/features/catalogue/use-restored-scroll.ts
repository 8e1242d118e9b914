import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

/** Where each grid page was scrolled to, by history entry. */
const positions = new Map<string, number>()

/**
 * Back on a grid (from a product), puts the page where the shopper left it
 * once its cards are there. The browser's own restoring comes too early: at
 * that moment the page still holds the product, and the grid is not drawn.
 */
export function useRestoredScroll(ready: boolean): void {
  const { key } = useLocation()
  const navigationType = useNavigationType()
  useEffect(() => {
    let frame = 0
    const save = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => positions.set(key, window.scrollY))
    }
    window.addEventListener('scroll', save, { passive: true })
    return () => {
      window.removeEventListener('scroll', save)
      cancelAnimationFrame(frame)
    }
  }, [key])
  const restored = useRef(false)
  useLayoutEffect(() => {
    if (restored.current || !ready) return
    restored.current = true
    const top = positions.get(key)
    if (navigationType === 'POP' && top !== undefined) window.scrollTo(0, top)
  }, [ready, key, navigationType])
}
