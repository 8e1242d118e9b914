import { storeDisplayName, storeInfoAtom } from '@vitrina/shared'
import { movedSinceLoad } from '@vitrina/shared/a11y'
import { useAtomValue } from 'jotai'
import { type RefObject, useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * The admin page's heading names the tab and takes the focus after a move:
 * the title is '<h1> | <store>', as the storefront's pages are titled, and
 * after a move to another admin page the focus goes to its `h1` (a screen
 * reader says where the owner is; the link or button pressed may be gone).
 * Focus already inside the page (a field the page focused itself) stays.
 * The heading may come later than the move (a page that loads first): both
 * follow it until the next move.
 */
export function usePageHeading(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation()
  const { store } = useAtomValue(storeInfoAtom)
  const name = store ? storeDisplayName(store) : null
  /** The page whose move was handled: a later store name re-runs this, not a move. */
  const handled = useRef<string | null>(null)
  /** A move whose heading has not taken the focus yet (it survives a re-run). */
  const focusPending = useRef(false)
  useEffect(() => {
    const root = main.current
    if (!root) return
    // The page the document loaded with keeps the focus where the load put it; the
    // admin's first page after a move from elsewhere (the login) takes it, as any move.
    if (handled.current === null ? movedSinceLoad() : handled.current !== pathname)
      focusPending.current = true
    handled.current = pathname
    const follow = () => {
      const heading = root.querySelector('h1')
      if (!heading) return
      const text = heading.textContent?.trim()
      if (text && name) document.title = `${text} | ${name}`
      if (!focusPending.current) return
      focusPending.current = false
      const active = document.activeElement
      if (active && active !== document.body && root.contains(active)) return
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      heading.focus({ preventScroll: true })
    }
    follow()
    const observer = new MutationObserver(follow)
    observer.observe(root, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [pathname, name, main])
  // Leaving the admin gives the tab back the title it had.
  useEffect(() => {
    const before = document.title
    return () => {
      document.title = before
    }
  }, [])
}
