import type { AdminProductPage } from '@vitrina/contract'
import { appStore, isOwnerAtom } from '@vitrina/shared'

import { getProducts, type ProductListQuery } from './api/get-products'
import { readListQuery } from './list-query'

/** A page of the list asked for before the list rendered, with its answer once it came. */
export interface EarlyPage {
  key: string
  askedAt: number
  page: Promise<AdminProductPage>
  value?: AdminProductPage
}

let early: EarlyPage | null = null

const LIST_PATH = '/admin/productos'

/** An early page older than this is not shown: the list asks again (the load was long ago). */
const EARLY_PAGE_LIFETIME_MS = 10_000

/** The key a query's page is kept under: the list's own (useProductPage). */
export const pageKey = (query: ProductListQuery) => JSON.stringify(query)

/**
 * On a page load of the list, asks for the list's page as soon as
 * the owner is known (at once when the startup's refresh already answered),
 * not once the admin's layout and the list have rendered and run their
 * effects: at 4× CPU that render is a few hundred milliseconds, spent now
 * while the request is under way. The list takes the page (takeEarlyPage)
 * instead of asking again. Called once, when the admin's routes load.
 */
export function askFirstPageEarly(location: Location = window.location): void {
  if (location.pathname !== LIST_PATH) return
  const ask = () => {
    if (!appStore.get(isOwnerAtom)) return false
    // Asked only while the page is still where it was loaded.
    if (location.pathname === LIST_PATH) askListPage(location.search)
    return true
  }
  if (ask()) return
  const stop = appStore.sub(isOwnerAtom, () => {
    if (ask()) stop()
  })
}

/** Asks for the list's page for the address search `search` now. */
function askListPage(search = ''): void {
  early = askPage(readListQuery(new URLSearchParams(search)))
}

/**
 * From now on, a press on any link to the list (the sidebar's or the phone's
 * bottom bar's 'Productos', the dashboard's card) asks for its page at the
 * press, before the list renders, so its rows can show in its first render:
 * one listener on the document, ahead of the router's own handler. A press
 * that opens another tab or window asks nothing. Returns what removes it.
 */
export function askListPageOnPress(target: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!(link instanceof HTMLAnchorElement) || link.target) return
    // Not from the list itself: the list stays mounted and would not take it.
    if (window.location.pathname === LIST_PATH) return
    if (link.origin === window.location.origin && link.pathname === LIST_PATH) {
      askListPage(link.search)
    }
  }
  target.addEventListener('click', onClick, true)
  return () => target.removeEventListener('click', onClick, true)
}

function askPage(query: ProductListQuery): EarlyPage {
  const entry: EarlyPage = {
    key: pageKey(query),
    askedAt: Date.now(),
    page: getProducts(query),
  }
  // A failure is the list's to show when it takes the page; none goes unhandled here.
  entry.page.then(
    (value) => {
      entry.value = value
    },
    () => {},
  )
  return entry
}

/** The early page for `key`, if one was asked for and not taken yet (a pure read, for a render). */
export function peekEarlyPage(key: string): EarlyPage | null {
  const fresh = early && Date.now() - early.askedAt < EARLY_PAGE_LIFETIME_MS
  return fresh && early?.key === key ? early : null
}

/**
 * Takes the early page for `key` (once): the list shows it instead of asking
 * again. The first list shown takes or drops it, so it is never shown later.
 */
export function takeEarlyPage(key: string): EarlyPage | null {
  const found = peekEarlyPage(key)
  early = null
  return found
}

/** Drops an early page not taken yet: a write to the catalogue makes it old. */
export function dropEarlyPage(): void {
  early = null
}
