import type { Order, StoreInfo } from '@vitrina/contract'
import type { FastifyInstance } from 'fastify'

import { storeName } from './catalogue-page.ts'
import { inlineJson } from './html.ts'
import { checkoutFrame, ORDER_TEXT, orderFrame, orderNotFoundFrame } from './order-frame.ts'
import { escapeHtml } from './seo.ts'

/**
 * The id of the `<script type="application/json">` carrying `{token, order}`
 * (the order, or null for an unknown token): the storefront's order page
 * starts from it instead of asking again (remote-storefront/src/features/order/drawn-order.ts).
 */
export const ORDER_SCRIPT_ID = 'vitrina-order'

/**
 * The token a `/pedido/:token` path names (decoded, as the storefront's router
 * reads it; a malformed escape as written, which names no order), or null for
 * any other path.
 */
export function orderToken(pathname: string): string | null {
  const match = /^\/pedido\/([^/]+)\/?$/.exec(pathname)
  if (!match) return null
  try {
    return decodeURIComponent(match[1]!)
  } catch {
    return match[1]!
  }
}

/** What an order page adds to index.html (the shape of a catalogue page's, never kept). */
export interface OrderPage {
  status: 200 | 404
  /** `<head>`: title, noindex and the order as JSON data. */
  head: string
  /** The order frame for the storefront's area. */
  content: string
  reads: [string, string][]
  preload: null
}

export interface OrderContext {
  app: FastifyInstance
  subdomain: string
  store: StoreInfo | null
  limitMs: number
}

/**
 * The order a token names, through the public order API in this process
 * (`GET store/pedidos/{token}/`: its checks, its masking, its store), so the
 * page shows exactly what the storefront would be given; 404 for a token
 * that names nothing in this store. Null when the read failed or took longer
 * than `limitMs`: the page then goes out undrawn and the storefront asks.
 */
export async function orderPage(token: string, context: OrderContext): Promise<OrderPage | null> {
  let timer: NodeJS.Timeout | undefined
  const read = context.app
    .inject({
      method: 'GET',
      url: `/api/v1/store/pedidos/${encodeURIComponent(token)}/`,
      headers: { 'x-subdomain': context.subdomain },
    })
    .then((response) => {
      if (response.statusCode === 200) return { order: response.json<Order>() }
      return response.statusCode === 404 ? { order: null } : null
    })
    .catch(() => null)
  const limit = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), context.limitMs)
  })
  const found = await Promise.race([read, limit]).finally(() => clearTimeout(timer))
  if (!found) return null
  const { order } = found
  const title = order ? ORDER_TEXT.received(order.number) : ORDER_TEXT.notFound
  return {
    status: order ? 200 : 404,
    head: [
      `<title>${escapeHtml(`${title} | ${storeName(context.store)}`)}</title>`,
      '<meta name="robots" content="noindex">',
      `<script id="${ORDER_SCRIPT_ID}" type="application/json">${inlineJson({ token, order })}</script>`,
    ].join(''),
    content: order ? orderFrame(order) : orderNotFoundFrame(),
    reads: [],
    preload: null,
  }
}

/** The checkout's path: drawn with its heading (the cart is in the browser, not here). */
export const CHECKOUT_PATH = '/checkout'

/** What `/checkout` adds to index.html: the checkout frame, the same for every shopper. */
export function checkoutPage(): OrderPage {
  return { status: 200, head: '', content: checkoutFrame(), reads: [], preload: null }
}
