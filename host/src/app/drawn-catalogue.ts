/**
 * The catalogue frame the server drew into the page (docs/first-view.md, "The
 * catalogue frame"): kept from the drawn markup before the app replaces it,
 * so the storefront's area can go on showing it, on the path it was drawn
 * for, until the storefront remote has loaded.
 */
let kept: { pathname: string; html: string } | null = null

/** The frame's search field on `/` (a plain GET form the shopper may type in before any script). */
const SEARCH_FIELD = 'input[type="search"]'

/** The drawn search field, watched until the first render has replaced it. */
let drawnSearch: { input: HTMLInputElement; blurredNow: boolean } | null = null

/** Reads the drawn frame out of `#root` (call before the first render replaces it). */
export function keepDrawnCatalogue(root: ParentNode, pathname: string): void {
  const frame = root.querySelector('[data-catalogue-frame]')
  kept = frame ? { pathname, html: frame.innerHTML } : null
  const input = frame?.querySelector<HTMLInputElement>(SEARCH_FIELD)
  drawnSearch = null
  if (!input) return
  const watch = { input, blurredNow: false }
  drawnSearch = watch
  // Removing a focused field blurs it, in the same task: a blur that no
  // microtask has followed yet is the one of the commit that removed it.
  input.addEventListener('blur', () => {
    watch.blurredNow = true
    queueMicrotask(() => {
      watch.blurredNow = false
    })
  })
}

/** The frame's markup when `pathname` is the page it was drawn for, else null. */
export function drawnCatalogue(pathname: string): string | null {
  return kept && kept.pathname === pathname ? kept.html : null
}

/**
 * Puts what the shopper typed in the drawn search field, and the focus, into
 * the frame's copy that replaced it (call in the copy's layout effect: the
 * markup put back is the server's, without what was typed since).
 */
export function carryDrawnSearch(copy: ParentNode): void {
  const from = drawnSearch
  const to = copy.querySelector<HTMLInputElement>(SEARCH_FIELD)
  if (!from || !to || from.input.isConnected) return
  drawnSearch = null
  to.value = from.input.value
  if (from.blurredNow) {
    to.focus()
    to.setSelectionRange(to.value.length, to.value.length)
  }
}
