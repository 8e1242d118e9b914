import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

import { movedSinceLoad } from './moved-since-load'

/**
 * After a move to another page, the focus goes to the new page's `h1`, as in
 * the admin: a screen reader says where the shopper is, and the link or card
 * pressed is often gone. The page the document loaded with keeps the focus
 * where the load put it; the first page a remote shows after a move from
 * another remote's page (login → the store, a profile's order → its page) is
 * a move too (`movedSinceLoad`: before, it kept the focus on the page's body).
 * A field being typed in keeps it. The heading may come
 * later than the move (a page whose data loads first): it is awaited until
 * the next move. The heading is focused without scrolling, so a page that
 * restores its scroll (back to a grid) stays where it was.
 */
export function usePageFocus() {
  const { pathname } = useLocation()
  const shown = useRef<string | null>(null)
  useEffect(() => {
    const moved = shown.current === null ? movedSinceLoad() : shown.current !== pathname
    shown.current = pathname
    if (!moved) return
    const focusHeading = () => {
      const heading = document.querySelector('main h1') ?? document.querySelector('h1')
      if (!(heading instanceof HTMLElement)) return false
      const active = document.activeElement
      if (active instanceof HTMLElement && active.matches('input, textarea, select')) return true
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      heading.focus({ preventScroll: true })
      return true
    }
    if (focusHeading()) return
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [pathname])
}
