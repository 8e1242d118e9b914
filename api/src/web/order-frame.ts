import type { Order, OrderStatus } from '@vitrina/contract'
import { formatMoney } from '@vitrina/shared/rules'

import { DELIVERY_LABELS, PAYMENT_LABELS } from '../orders/message.ts'
import { escapeHtml as e } from './seo.ts'

/**
 * The order frame (docs/first-view.md): what the server writes into the
 * storefront's area on `/pedido/:token` before any script, so a shopper who
 * opens the link from WhatsApp sees the order at once. Plain HTML in the
 * boxes of the storefront remote's order screen (remote-storefront/src/
 * features/order: `OrderPage`, `OrderView`), so the app takes its place
 * without moving anything. Every text a person typed (titles, options, the
 * address, the transfer instructions) is escaped; the WhatsApp link is a
 * real link.
 */

/** The frame's texts, as the storefront remote writes them (es: the drawn page is in Spanish). */
export const ORDER_TEXT = {
  received: (number: number) => `Pedido #${number} recibido`,
  notFound: 'Pedido no encontrado',
  home: 'Volver al inicio',
  status: 'Estado',
  delivery: 'Entrega',
  payment: 'Forma de pago',
  transfer: 'Datos para la transferencia',
  whatsapp: 'Enviar por WhatsApp',
  items: 'Productos',
  subtotal: 'Subtotal',
  shipping: 'Envío',
  free: 'Sin cargo',
  total: 'Total',
  checkout: 'Finalizar compra',
} as const

/** The statuses' names (commerce spec §5). */
export const STATUS_TEXT: Record<OrderStatus, string> = {
  pendiente: 'Pendiente',
  confirmado: 'Confirmado',
  enviado: 'Enviado',
  listo_para_retirar: 'Listo para retirar',
  entregado: 'Entregado',
  cancelado: 'Cancelado',
}

/**
 * The rules the frame uses: the sizes of the Chakra parts `OrderView` is made
 * of (Stack gaps, Heading sizes `xl` and `md`, Button size `lg`, the
 * sections' border and padding), on the theme's variables the drawn page
 * already defines. A heading takes the store's own h1/h2 text style (font,
 * size, weight: the drawn page's global `h1`/`h2` rules), as `@vitrina/ui`'s
 * Heading does; the Heading recipe's font and size are only the fallback,
 * in the lowest layer, for a theme that sets none.
 */
const STYLE = `<style data-order-frame>
@layer reset{.vo-h1,.vo-h2{font-family:var(--chakra-fonts-heading);font-weight:600}.vo-h1{font-size:1.25rem}.vo-h2{font-size:1rem}}
.vo-main{display:flex;flex-direction:column;gap:1rem;padding:1rem;max-width:42rem;margin:0 auto}
.vo-view{display:flex;flex-direction:column;gap:1rem}
.vo-h1,.vo-h2{color:var(--chakra-colors-brand-headline);margin:0}
.vo-h1{line-height:1.875rem}
.vo-h2{line-height:1.5rem}
.vo-wa{display:flex;align-items:center;justify-content:center;height:2.75rem;padding:0 1.25rem;border:1px solid transparent;border-radius:var(--chakra-radii-l2,.25rem);background:var(--chakra-colors-green-700,#116932);color:var(--chakra-colors-white,#fff);font-weight:500;font-size:1rem;line-height:1.5rem;white-space:nowrap;text-decoration:none}
.vo-wa:hover{background:var(--chakra-colors-green-800,#124a28)}
.vo-dl{display:grid;grid-template-columns:auto 1fr;column-gap:1rem;row-gap:.25rem;margin:0}
.vo-dl dt{font-weight:600}
.vo-dl dd{margin:0}
.vo-box{border:1px solid var(--chakra-colors-border);border-radius:var(--chakra-radii-md,.375rem);padding:1rem}
.vo-items{display:flex;flex-direction:column;gap:.5rem}
.vo-items ul{margin:0;padding:0;list-style:none}
.vo-items li{padding:.25rem 0}
.vo-row{display:flex;justify-content:space-between;align-items:center;gap:.75rem}
.vo-row p{margin:0}
.vo-items li .vo-row{align-items:flex-start}
.vo-nowrap{white-space:nowrap}
.vo-right{text-align:right}
.vo-link{align-self:flex-start;text-decoration:underline;color:inherit}
.vo-hr{border:0;border-top:1px solid var(--chakra-colors-border);margin:0}
.vo-total{font-weight:700;font-size:1.125rem}
.vo-pre{white-space:pre-line;margin:0}
@media screen and (min-width:60rem){.vo-main{padding:1.5rem}}
</style>`

const row = (label: string, value: string) =>
  `<div class="vo-row"><p>${e(label)}</p><p class="vo-right">${e(value)}</p></div>`

/** `/pedido/:token`: 'Pedido #N recibido', WhatsApp, status, delivery, payment, transfer, items, totals. */
export function orderFrame(order: Order): string {
  const money = (minor: number) => formatMoney(minor, order.currency)
  const whatsapp = order.whatsapp_url
    ? `<a class="vo-wa" href="${e(order.whatsapp_url)}" target="_blank" rel="noopener noreferrer">${ORDER_TEXT.whatsapp}</a>`
    : ''
  // Where it goes, or where to pick it up.
  const place = order.delivery.address ?? order.pickup_address
  const address = place ? ` — ${place}` : ''
  const details = [
    [ORDER_TEXT.status, STATUS_TEXT[order.status]],
    [ORDER_TEXT.delivery, `${DELIVERY_LABELS[order.delivery.method]}${address}`],
    [ORDER_TEXT.payment, PAYMENT_LABELS[order.payment_method]],
  ]
    .map(([term, value]) => `<dt>${term}</dt><dd>${e(value!)}</dd>`)
    .join('')
  const transfer =
    order.payment_method === 'transferencia' && order.transfer_instructions
      ? `<section class="vo-box" aria-labelledby="order-transfer"><h2 class="vo-h2" id="order-transfer" style="margin-bottom:.5rem">${ORDER_TEXT.transfer}</h2><p class="vo-pre">${e(order.transfer_instructions)}</p></section>`
      : ''
  const items = order.items
    .map((item) => {
      const options = item.option_values.length > 0 ? ` (${item.option_values.join(', ')})` : ''
      return `<li><div class="vo-row"><p>${item.quantity} × ${e(item.title)}${e(options)}</p><p class="vo-nowrap">${e(money(item.line_total))}</p></div></li>`
    })
    .join('')
  return [
    STYLE,
    '<main class="vo-main"><div class="vo-view">',
    `<h1 class="vo-h1">${e(ORDER_TEXT.received(order.number))}</h1>`,
    whatsapp,
    `<dl class="vo-dl">${details}</dl>`,
    transfer,
    `<section class="vo-box vo-items" aria-labelledby="order-items"><h2 class="vo-h2" id="order-items">${ORDER_TEXT.items}</h2><ul>${items}</ul><hr class="vo-hr">`,
    row(ORDER_TEXT.subtotal, money(order.subtotal)),
    row(ORDER_TEXT.shipping, order.shipping ? money(order.shipping) : ORDER_TEXT.free),
    `<div class="vo-total">${row(ORDER_TEXT.total, money(order.total))}</div>`,
    '</section></div></main>',
  ].join('')
}

/** An unknown token: the storefront's 'Pedido no encontrado' and the way home, in the same box. */
export function orderNotFoundFrame(): string {
  return `${STYLE}<main class="vo-main"><h1 class="vo-h1">${ORDER_TEXT.notFound}</h1><a class="vo-link" href="/">${ORDER_TEXT.home}</a></main>`
}

/**
 * `/checkout`: its heading, in the box of the storefront's checkout while it
 * reads the cart (`CheckoutPage`: padding 4 at every width, Heading size `xl`),
 * so the page's largest paint is there before any script. The cart is the
 * shopper's (in the browser), so nothing else is drawn; the app fills the page.
 */
export function checkoutFrame(): string {
  return `${STYLE}<main class="vo-main" style="padding:1rem" aria-busy="true"><h1 class="vo-h1">${ORDER_TEXT.checkout}</h1></main>`
}
