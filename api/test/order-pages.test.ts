import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Order } from '@vitrina/contract'
import { formatMoney } from '@vitrina/shared/rules'

import { buildApp } from '../src/app.ts'
import web from '../src/plugins/web.ts'
import { drawKey } from '../src/web/first-view.ts'
import { addProduct, SELLING, setSettings } from './support/catalogue.ts'
import { bearer, createHarness, type Harness, type TestStore } from './support/harness.ts'
import { ensureHostServerBuild, hostServer, INDEX_TEMPLATE } from './support/host-server.ts'

/**
 * Commerce spec §4, the order page `/pedido/:token` drawn by the server: the
 * order before any script (what the storefront's order page shows, from the
 * public order API), every typed text escaped, the order as JSON data for the
 * storefront to start from, 404 for a token that names nothing in the store,
 * private headers, never kept; with the host's real server build, and without.
 */
const HOSTILE = '</script><script>alert(1)</script> & "comillas" <img src=x onerror=alert(2)>'
const ESCAPED = '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;comillas&quot;'

let h: Harness
let shop: TestStore
let other: TestStore
let webRoot: string
let drawnApp: Awaited<ReturnType<typeof buildApp>>
let plainApp: Awaited<ReturnType<typeof buildApp>>
/** A transfer order for pickup: 2 × Remera (M, Azul) and 1 × Taza. */
let placed: Order
let remera: { variants: number[] }

async function place(store: TestStore, variantId: number, extra: Record<string, unknown> = {}) {
  const res = await h.request(store.subdomain, {
    method: 'POST',
    url: '/api/v1/store/pedidos/',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      items: [{ variant_id: variantId, quantity: 2 }],
      customer: { name: 'Ana Pérez', phone: '+54 9 11 5555-1234', email: 'ana@x.test' },
      delivery: { method: 'retiro' },
      payment_method: 'transferencia',
      ...extra,
    },
  })
  if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`)
  return res.json<Order>()
}

beforeAll(async () => {
  ensureHostServerBuild()
  h = await createHarness({ baseUrl: 'https://vitrina.example' })
  shop = await h.store('shop')
  other = await h.store('other')
  await setSettings(h.database.db, shop.id, SELLING)
  await setSettings(h.database.db, other.id, SELLING)
  remera = await addProduct(h.database.db, shop.id, {
    title: 'Remera',
    axes: [
      { name: 'Talle', values: ['M'] },
      { name: 'Color', values: ['Azul'] },
    ],
    variants: [{ price: 1299900, stock: 50, options: ['M', 'Azul'] }],
  })
  const taza = await addProduct(h.database.db, shop.id, {
    title: 'Taza',
    variants: [{ price: 50000 }],
  })
  placed = await place(shop, remera.variants[0]!, {
    items: [
      { variant_id: remera.variants[0]!, quantity: 2 },
      { variant_id: taza.variants[0]!, quantity: 1 },
    ],
  })
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-order-pages-'))
  fs.writeFileSync(path.join(webRoot, 'index.html'), INDEX_TEMPLATE)
  const options = {
    database: h.database,
    mediaDir: h.mediaDir,
    jwtSecret: 'test-secret-test-secret-test-secret!',
    baseUrl: 'https://vitrina.example',
    orderSweepMs: 0,
  }
  drawnApp = await buildApp(options)
  await drawnApp.register(web, {
    dirs: { host: webRoot, hostServer, remotes: {} },
    env: {},
    storeReadLimitMs: 30_000,
  })
  plainApp = await buildApp(options)
  await plainApp.register(web, {
    dirs: { host: webRoot, remotes: {} },
    env: {},
    storeReadLimitMs: 30_000,
  })
}, 120_000)
afterAll(async () => {
  await drawnApp?.close()
  await plainApp?.close()
  await h?.close()
  fs.rmSync(webRoot, { recursive: true, force: true })
})

const visit = (url: string, { store = 'shop', app = drawnApp } = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { host: `${store}.localhost`, accept: 'text/html', 'accept-encoding': 'identity' },
  })

const head = (html: string) => html.slice(0, html.indexOf('</head>'))
const body = (html: string) => html.slice(html.indexOf('<body>'))
const inlined = (html: string) =>
  JSON.parse(/<script id="vitrina-order" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!)

function expectPrivate(res: Awaited<ReturnType<typeof visit>>) {
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
  expect(res.headers['cache-control']).toBe('no-store')
  expect(res.headers['referrer-policy']).toBe('no-referrer')
  expect(res.headers['x-robots-tag']).toBe('noindex')
  expect(head(res.body)).toContain('<meta name="robots" content="noindex">')
}

describe('an order page', () => {
  it('draws the order before any script, as the storefront shows it', async () => {
    const res = await visit(`/pedido/${placed.token}`)
    expect(res.statusCode).toBe(200)
    expectPrivate(res)
    const root = body(res.body)
    // The host's shell around the order frame, in #root, before any script.
    expect(root).toContain('<header')
    expect(root).toContain('<div data-catalogue-frame="">')
    expect(root).not.toContain('<script')
    expect(root).toContain(`<h1 class="vo-h1">Pedido #${placed.number} recibido</h1>`)
    const whatsapp = placed.whatsapp_url!.replace(/&/g, '&amp;').replace(/'/g, '&#39;')
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/5491122334455\?text=/)
    expect(/<a class="vo-wa"[^>]*>[^<]*<\/a>/.exec(root)?.[0]).toBe(
      `<a class="vo-wa" href="${whatsapp}" target="_blank" rel="noopener noreferrer">Enviar por WhatsApp</a>`,
    )
    expect(root).toContain(
      '<dt>Estado</dt><dd>Pendiente</dd><dt>Entrega</dt><dd>Retiro en el local — Av. Siempre Viva 742</dd><dt>Forma de pago</dt><dd>Transferencia bancaria</dd>',
    )
    expect(root).toContain(
      'Datos para la transferencia</h2><p class="vo-pre">CBU 0000003100010000000001</p>',
    )
    expect(root).toContain(
      `<p>2 × Remera (M, Azul)</p><p class="vo-nowrap">${formatMoney(2599800, 'ARS')}</p>`,
    )
    expect(root).toContain(`<p>1 × Taza</p><p class="vo-nowrap">${formatMoney(50000, 'ARS')}</p>`)
    const total = formatMoney(2649800, 'ARS')
    expect(total).toBe('$\u00a026.498,00')
    expect(root).toContain(`<p>Subtotal</p><p class="vo-right">${total}</p>`)
    expect(root).toContain('<p>Envío</p><p class="vo-right">Sin cargo</p>')
    expect(root).toContain(
      `<div class="vo-total"><div class="vo-row"><p>Total</p><p class="vo-right">${total}</p>`,
    )
    // The head: its own title, noindex, and the order as the public API gives it.
    const top = head(res.body)
    expect(top.match(/<title>/g)).toHaveLength(1)
    expect(top).toContain(`<title>Pedido #${placed.number} recibido | Store shop</title>`)
    expect(top).not.toContain('Vitrina: tu tienda en línea.')
    const api = await h.request('shop', {
      method: 'GET',
      url: `/api/v1/store/pedidos/${placed.token}/`,
    })
    expect(inlined(res.body)).toEqual({ token: placed.token, order: api.json() })
    // The phone masked, no email: nothing the token does not already open.
    expect(res.body).not.toContain('5555-1234')
    expect(res.body).not.toContain('+5491155551234')
    expect(res.body).not.toContain('ana@x.test')
  })

  it('shows a shipped order’s address and fee, and no transfer details for another payment', async () => {
    const order = await place(shop, remera.variants[0]!, {
      delivery: { method: 'envio', address: 'Av. Siempreviva 742' },
      payment_method: 'a_convenir',
    })
    const root = body((await visit(`/pedido/${order.token}`)).body)
    expect(root).toContain('<dd>Envío a domicilio — Av. Siempreviva 742</dd>')
    expect(root).toContain('<dd>A convenir con el vendedor</dd>')
    expect(root).toContain(`<p>Envío</p><p class="vo-right">${formatMoney(150000, 'ARS')}</p>`)
    expect(root).not.toContain('Datos para la transferencia')
  })

  it('is drawn anew on every visit, never kept: a move shows at once', async () => {
    const order = await place(shop, remera.variants[0]!)
    const first = await visit(`/pedido/${order.token}`)
    expect(body(first.body)).toContain('<dd>Pendiente</dd>')
    // Through the app that draws the page: PGlite has no change notices between two apps.
    const moved = await drawnApp.inject({
      method: 'PATCH',
      url: `/api/v1/admin/tienda/pedidos/${order.number}/`,
      headers: { 'x-subdomain': 'shop', ...bearer(shop.access) },
      payload: { status: 'confirmado' },
    })
    expect(moved.statusCode).toBe(200)
    const again = await visit(`/pedido/${order.token}`)
    expect(body(again.body)).toContain('<dd>Confirmado</dd>')
    expect(again.headers.etag).not.toBe(first.headers.etag)
    // Another order's page never shows this one.
    const theirs = (await visit(`/pedido/${placed.token}`)).body
    expect(theirs).not.toContain(order.token)
    expect(theirs).not.toContain(`#${order.number}`)
  })

  it('draws one shell for every token, and never gives a token to the server build', () => {
    expect(drawKey(`/pedido/${placed.token}`)).toBe('/pedido/*')
    expect(drawKey('/pedido/otro-token-cualquiera')).toBe('/pedido/*')
  })

  it('keeps a hostile customer name, product title, address and transfer text as text', async () => {
    await setSettings(h.database.db, shop.id, { transferInstructions: HOSTILE })
    const product = await addProduct(h.database.db, shop.id, {
      title: HOSTILE,
      axes: [{ name: 'Talle', values: [HOSTILE] }],
      variants: [{ price: 1000, options: [HOSTILE] }],
    })
    try {
      const order = await place(shop, product.variants[0]!, {
        customer: { name: HOSTILE, phone: '+54 9 11 5555-1234' },
        delivery: { method: 'envio', address: HOSTILE },
      })
      const res = await visit(`/pedido/${order.token}`)
      expect(res.statusCode).toBe(200)
      const html = res.body
      // Only the page's own scripts: none from the texts.
      expect(html).not.toContain('<script>alert(1)')
      expect(html).not.toContain('<img src=x')
      expect(html).toContain(`<p>2 × ${ESCAPED}`)
      expect(html).toContain(`<dd>Envío a domicilio — ${ESCAPED}`)
      expect(html).toContain(`<p class="vo-pre">${ESCAPED}`)
      expect(html).toContain(`<title>Pedido #${order.number} recibido | Store shop</title>`)
      // The JSON data cannot be closed by any text in it, and reads back whole.
      const block = /<script id="vitrina-order" type="application\/json">(.*?)<\/script>/s.exec(
        html,
      )![1]!
      expect(block).not.toContain('<')
      const data = inlined(html)
      expect(data.order.customer.name).toBe(HOSTILE)
      expect(data.order.items[0].title).toBe(HOSTILE)
      expect(data.order.delivery.address).toBe(HOSTILE)
    } finally {
      await setSettings(h.database.db, shop.id, {
        transferInstructions: SELLING.transferInstructions,
      })
    }
  })
})

describe('an unknown order', () => {
  it('is a 404 page, private, for an unknown, another store’s or a malformed token', async () => {
    const theirs = await place(other, (await addProduct(h.database.db, other.id)).variants[0]!)
    for (const [store, token] of [
      ['shop', 'nadie_abcdefghijklmnopqrstu'],
      ['shop', theirs.token],
      ['other', placed.token],
      ['shop', '%3Cscript%3E'],
    ] as const) {
      const res = await visit(`/pedido/${token}`, { store })
      expect([token, res.statusCode]).toEqual([token, 404])
      expectPrivate(res)
      expect(body(res.body)).toContain(
        '<h1 class="vo-h1">Pedido no encontrado</h1><a class="vo-link" href="/">Volver al inicio</a>',
      )
      expect(res.body).toContain('<div id="root">')
      expect(res.body).not.toContain('<script>')
      expect(res.body).not.toContain(`#${theirs.number} recibido`)
      expect(res.body).not.toContain(`#${placed.number} recibido`)
    }
    const known = inlined((await visit('/pedido/nadie_abcdefghijklmnopqrstu')).body)
    expect(known).toEqual({ token: 'nadie_abcdefghijklmnopqrstu', order: null })
  })
})

describe('without the host server build', () => {
  it('still carries the order frame in #root, and the 404', async () => {
    const res = await visit(`/pedido/${placed.token}`, { app: plainApp })
    expect(res.statusCode).toBe(200)
    expectPrivate(res)
    expect(res.body).not.toContain('vitrina-first-view')
    expect(body(res.body)).toMatch(
      new RegExp(
        `<div id="root"><style data-order-frame>[\\s\\S]*<h1 class="vo-h1">Pedido #${placed.number} recibido</h1>`,
      ),
    )
    const unknown = await visit('/pedido/nadie_abcdefghijklmnopqrstu', { app: plainApp })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toContain('Pedido no encontrado')
  })
})

describe('the checkout page', () => {
  it('draws its heading in the checkout’s box before any script, the same for every shopper', async () => {
    const res = await visit('/checkout')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).not.toBe('no-store')
    const root = body(res.body)
    expect(root).toContain('<header')
    expect(root).toContain('<div data-catalogue-frame="">')
    expect(root).not.toContain('<script')
    expect(root).toContain(
      '<main class="vo-main" style="padding:1rem" aria-busy="true"><h1 class="vo-h1">Finalizar compra</h1></main>',
    )
    // The template's own title: the page names no product or order.
    expect(head(res.body).match(/<title>/g)).toHaveLength(1)
    // The cart is the browser's: the same page, kept, for the next shopper.
    const again = await visit('/checkout')
    expect(again.body).toBe(res.body)
    expect(again.headers.etag).toBe(res.headers.etag)
    // Other pages of the storefront are not drawn as the checkout.
    expect(body((await visit('/carrito')).body)).not.toContain('Finalizar compra')
  })

  it('carries the heading in #root without the host server build', async () => {
    const res = await visit('/checkout', { app: plainApp })
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain('vitrina-first-view')
    expect(body(res.body)).toMatch(
      /<div id="root"><style data-order-frame>[\s\S]*<h1 class="vo-h1">Finalizar compra<\/h1>/,
    )
  })
})
