import { storeDisplayName, storeInfoAtom } from '@vitrina/shared'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'

/**
 * The tab's title, as the server writes it for the same page (commerce spec
 * §6, api/src/web/catalogue-page.ts): '<page> | <store>', the store's name
 * alone for `page` '', or `full` when the page has its own whole title (a
 * product's SEO title). So a shopper moving through the store in the app sees
 * the title a fresh load of that URL would show. With `page` null (not known
 * yet) the title stays as it is.
 */
export function useDocumentTitle(page: string | null, full?: string | null) {
  const { store } = useAtomValue(storeInfoAtom)
  const name = store ? storeDisplayName(store) : null
  useEffect(() => {
    if (!name || page === null) return
    document.title = full || (page ? `${page} | ${name}` : name)
  }, [name, page, full])
}
