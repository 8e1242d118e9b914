import { type ComponentType, lazy, useState } from 'react'

export type LazyPage = ComponentType & {
  /**
   * Fetches the page's code now (once), so that going there shows it at once;
   * settles when it is here or failed (the page then says so when shown).
   */
  preload: () => Promise<void>
}

/**
 * A page whose code is a chunk of its own, fetched when the page is first
 * shown or preloaded: the storefront's first view then carries the home and
 * the category grid, plus the one page it opens (the server preloads that
 * page's chunk with the rest, docs/first-view.md). The chunk is named
 * `route-<segment>` after `segment`, the page's first path segment, which
 * is how the server finds it.
 *
 * A failed fetch is tried again the next time the page renders (the host's
 * 'Reintentar' remounts the remote): React keeps a lazy component's failure,
 * so a failure puts a new one in its place.
 */
export function lazyPage(segment: string, load: () => Promise<ComponentType>): LazyPage {
  /** The page, once its code is here: rendered at once, without suspending. */
  let loaded: ComponentType | undefined
  let loading: Promise<ComponentType> | undefined
  const fetchPage = () =>
    (loading ??= load().then(
      (page) => (loaded = page),
      (error: unknown) => {
        loading = undefined
        current = attempt()
        throw error
      },
    ))
  const attempt = () => lazy(() => fetchPage().then((page) => ({ default: page })))
  let current = attempt()
  function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the page itself
    // once its code is here would be another component to React, which would
    // mount the page again at the next render from above (a cold page lost
    // what was typed, and read its data again, when the network came back).
    const [Shown] = useState(() => loaded ?? current)
    return <Shown />
  }
  const preload = () =>
    fetchPage().then(
      () => undefined,
      () => undefined,
    )
  preloads.set(segment, preload)
  return Object.assign(Page, { preload })
}

/** Each lazy page's preload, by the first segment of its path. */
const preloads = new Map<string, () => void>()

/**
 * Fetches the code of the page under `/<segment>` now, when the shopper is
 * about to open it (a product just added: the cart; a press on 'Finalizar
 * compra': the checkout), so that it shows at once. Settles at once for a
 * page whose code is already here, and never rejects.
 */
export function preloadPage(segment: 'carrito' | 'checkout' | 'pedido'): Promise<void> {
  return preloads.get(segment)?.() ?? Promise.resolve()
}

/** Runs `work` when the page is idle (after a second, where the browser has no idle callback). */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 5000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(work, 1000)
  return () => clearTimeout(id)
}
