import type { Order } from '@vitrina/contract'

/**
 * The order the server drew into this page (docs/first-view.md, "The order
 * frame"): `<script id="vitrina-order" type="application/json">{token, order}</script>`
 * in `<head>`, `order` null for a token that names nothing. The order page
 * starts from it, so the drawn order is replaced by the same order with no
 * request and no loading state in between. Good for the page's first showing
 * only: once forgotten, the page asks the API as it always does.
 */
export const ORDER_SCRIPT_ID = 'vitrina-order'

export type DrawnOrder = { found: true; order: Order } | { found: false }

let drawn: { token: string; order: Order | null } | null | undefined

function read(): typeof drawn {
  const script = globalThis.document?.getElementById(ORDER_SCRIPT_ID)
  if (!script?.textContent) return null
  try {
    const parsed = JSON.parse(script.textContent) as { token?: unknown; order?: unknown }
    if (typeof parsed.token !== 'string') return null
    const order = parsed.order as Order | null
    const usable = order === null || (typeof order === 'object' && Array.isArray(order.items))
    return usable ? { token: parsed.token, order } : null
  } catch {
    return null
  }
}

/** The drawn order when this page was drawn for `token` and it is not forgotten, else null. */
export function drawnOrder(token: string): DrawnOrder | null {
  if (drawn === undefined) drawn = read()
  if (!drawn || drawn.token !== token) return null
  return drawn.order ? { found: true, order: drawn.order } : { found: false }
}

/** From now on the page asks the API (the order may have moved since the page was drawn). */
export function forgetDrawnOrder(): void {
  drawn = null
}

/** Reads the page again (tests only). */
export function resetDrawnOrder(): void {
  drawn = undefined
}
