/**
 * The catalogue frame the server drew into the page (docs/first-view.md, "The
 * catalogue frame"): kept from the drawn markup before the app replaces it,
 * so the storefront's area can go on showing it, on the path it was drawn
 * for, until the storefront remote has loaded.
 */
let kept: { pathname: string; html: string } | null = null

/** Reads the drawn frame out of `#root` (call before the first render replaces it). */
export function keepDrawnCatalogue(root: ParentNode, pathname: string): void {
  const frame = root.querySelector('[data-catalogue-frame]')
  kept = frame ? { pathname, html: frame.innerHTML } : null
}

/** The frame's markup when `pathname` is the page it was drawn for, else null. */
export function drawnCatalogue(pathname: string): string | null {
  return kept && kept.pathname === pathname ? kept.html : null
}
