// The page targets of issues #23 and #24 in `pnpm bench --only pages`, on a
// server of their own (a fresh data dir with the demo store and `grande`,
// 10,000 products, seeded by api/scripts/bench-catalogue-seed.ts):
//   - the demo store filled to a full first page (24 active products with
//     photos, uploaded through the admin API as an owner would), so `/` is the
//     cover and a 24-card grid, beside a static floor of the same content;
//   - `/checkout` with a cart of 2 lines (the cart lives in the browser's
//     localStorage, `cart:<store>`), and `/pedido/:token` of an order placed
//     through `POST store/pedidos/`, each beside the product page's floor;
//   - the owner's `/admin/productos` of `grande` at 4× CPU: the time until
//     the list's first rows are painted, opened as a new page (the admin's
//     start-up included) and from the dashboard's sidebar.
/* global document, MutationObserver, requestAnimationFrame -- run in the page */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { median } from './first-view-bench.mjs'

const OWNER = { email: 'owner@demo.localhost', password: 'demo1234' }
/** Cards on the storefront's first page (its PAGE_SIZE, the server's GRID_PAGE_SIZE). */
export const GRID_CARDS = 24
/** Products of the owner's big store, as bench/catalogue.mjs measures it. */
export const BIG_STORE = { subdomain: 'grande', products: 10_000 }
const CPU_SLOWDOWN = 4

/**
 * Seeds `dataDir` with the demo store and `grande` of BIG_STORE.products products (no small
 * stores), before the server opens it (PGlite has one process per data dir).
 */
export function seedBigStore(root, dataDir) {
  const started = Date.now()
  const result = spawnSync(
    path.join(root, 'api/node_modules/.bin/tsx'),
    ['scripts/bench-catalogue-seed.ts'],
    {
      cwd: path.join(root, 'api'),
      env: {
        ...process.env,
        VITRINA_DATA_DIR: dataDir,
        BENCH_STORE_PRODUCTS: String(BIG_STORE.products),
        BENCH_SMALL_STORES: '0',
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
    },
  )
  if (result.status !== 0) throw new Error(`bench-catalogue-seed: ${result.stderr}`)
  return { seconds: Math.round((Date.now() - started) / 1000) }
}

/** The public and owner's API of one store, from Node (the store comes from the header). */
function storeApi(port, subdomain) {
  const base = `http://127.0.0.1:${port}/api/v1/`
  return async (method, route, { token, json, form, headers = {} } = {}) => {
    const response = await fetch(base + route, {
      method,
      headers: {
        'X-Subdomain': subdomain,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(json ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: json ? JSON.stringify(json) : form,
    })
    if (!response.ok) {
      throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`)
    }
    return response.status === 204 ? null : response.json()
  }
}

/** The demo owner's tokens in `subdomain` (the owner of `grande` too). */
export async function ownerTokens(port, subdomain = 'demo') {
  const login = await storeApi(port, subdomain)('POST', 'login/', { json: OWNER })
  return login.tokens
}

/**
 * Adds active products with a photo to the demo store until its first page is
 * GRID_CARDS cards with images. Each new product gets one of the store's own
 * product photos again (the original file, uploaded as a new image: its own
 * files and URLs), so the grid is made of real, distinct images.
 */
export async function fillDemoGrid(port) {
  const call = storeApi(port, 'demo')
  const { access } = await ownerTokens(port)
  const page = await call('GET', `store/productos/?page_size=${GRID_CARDS}`)
  const photos = page.results.filter((card) => card.image).map((card) => card.image.image)
  const missing = GRID_CARDS - page.results.filter((card) => card.image).length
  for (let n = 0; n < missing; n += 1) {
    const product = await call('POST', 'admin/tienda/productos/', {
      token: access,
      json: {
        title: `Producto de la grilla ${n + 1}`,
        description: 'Un producto más, para que la primera página tenga todas sus tarjetas.',
        status: 'active',
        variants: [{ option_values: [], price: 990000 + n * 10000, stock: 10 }],
      },
    })
    const photo = photos[n % photos.length]
    const bytes = await (await fetch(`http://127.0.0.1:${port}${photo}`)).arrayBuffer()
    const form = new FormData()
    const type = photo.endsWith('.png') ? 'image/png' : 'image/jpeg'
    form.append('imagen', new Blob([bytes], { type }), path.basename(photo))
    await call('POST', `admin/tienda/productos/${product.id}/imagenes/`, { token: access, form })
  }
  const filled = await call('GET', `store/productos/?page_size=${GRID_CARDS}`)
  const cards = filled.results.filter((card) => card.image)
  if (cards.length < GRID_CARDS) throw new Error(`the demo grid has ${cards.length} cards`)
  return { added: missing, count: filled.count, cards: filled.results }
}

/**
 * An order of 2 lines (the first two available variants of the first page),
 * placed as the checkout places it; its token, and the cart those lines make.
 */
export async function placeBenchOrder(port) {
  const call = storeApi(port, 'demo')
  const page = await call('GET', `store/productos/?page_size=${GRID_CARDS}`)
  const lines = []
  for (const card of page.results) {
    if (lines.length === 2) break
    if (!card.available || card.price_min === null) continue
    const product = await call('GET', `store/productos/${encodeURIComponent(card.slug)}/`)
    const variant = product.variants.find((v) => v.available && v.price !== null)
    if (variant) lines.push({ variant_id: variant.id, quantity: lines.length + 1 })
  }
  if (lines.length < 2) throw new Error('no two available products for the bench order')
  const order = await call('POST', 'store/pedidos/', {
    headers: { 'Idempotency-Key': `bench-${Date.now().toString(36)}` },
    json: {
      items: lines,
      customer: { name: 'Compra de prueba', phone: '+5491122334455' },
      delivery: { method: 'retiro' },
      payment_method: 'a_convenir',
    },
  })
  return { token: order.token, number: order.number, cart: lines }
}

/**
 * A Chromium profile whose localStorage holds `items` at `origin` (nothing
 * else: one plain-text file of the origin was opened to write them, no app, no
 * service worker), for Lighthouse to run with `--disable-storage-reset`.
 */
export async function profileWithStorage({ chromium, chromePath, flags, origin, items }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-profile-'))
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromePath,
    args: flags,
  })
  try {
    const page = await context.newPage()
    await page.goto(`${origin}/robots.txt`)
    await page.evaluate((entries) => {
      for (const [key, value] of entries) globalThis.localStorage.setItem(key, value)
    }, Object.entries(items))
  } finally {
    await context.close()
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  )
const money = (minor) =>
  `$ ${(minor / 100).toLocaleString('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/** The storefront's card sizes (CARD_IMAGE_SIZES) and eager cards (the first rows on a phone). */
const CARD_IMAGE_SIZES = '(min-width: 1280px) 25vw, (min-width: 768px) 33vw, 50vw'
const EAGER_CARDS = 4

/**
 * The floor of `/` with its grid: the home's floor (app bar, first cover) and
 * under it the catalogue's heading, a search field and the first page's cards
 * (square image with the storefront's srcset and sizes, title, price) in two
 * columns (three from 960 px, four from 1280 px), as one static page with no
 * script. `floorPage` is the home's floor (first-view-bench.mjs).
 */
export function gridFloorPage(floorPage, content, cards) {
  const grid = cards
    .map((card, index) => {
      const image = card.image
        ? `<img src="${escapeHtml(card.image.image)}"${card.image.srcset ? ` srcset="${escapeHtml(card.image.srcset)}" sizes="${CARD_IMAGE_SIZES}"` : ''} alt="${escapeHtml(card.image.alt ?? '')}" width="480" height="480" loading="${index < EAGER_CARDS ? 'eager' : 'lazy'}" decoding="async">`
        : ''
      const price = card.price_min === null ? 'Consultar precio' : money(card.price_min)
      return `<li><a href="/producto/${escapeHtml(card.slug)}"><div class="sq">${image}</div><p class="t">${escapeHtml(card.title)}</p><p class="p">${price}</p></a></li>`
    })
    .join('')
  const style = `<style>
.cat{display:flex;flex-direction:column;gap:16px;padding:16px}.cat h2{font-size:1.125rem;line-height:1.75rem;margin:0}
.cat input{width:100%;box-sizing:border-box;height:40px;padding:0 12px;border:1px solid #ccc;border-radius:4px;font:inherit}
.cat ul{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:16px;list-style:none;margin:0;padding:0}
.cat a{color:inherit;text-decoration:none}.sq{aspect-ratio:1;overflow:hidden;border-radius:6px;background:#f4f4f5}
.sq img{display:block;width:100%;height:100%;object-fit:cover}
.t{font-size:.875rem;line-height:1.25rem;min-height:2.5rem;margin:8px 0 4px;overflow:hidden}.p{font-size:.875rem;font-weight:600;margin:0}
@media (min-width:960px){.cat ul{grid-template-columns:repeat(3,minmax(0,1fr))}}@media (min-width:1280px){.cat ul{grid-template-columns:repeat(4,minmax(0,1fr))}}
</style>`
  const section = `<section class="cat"><h2>Productos</h2><input type="search" aria-label="Buscar productos" placeholder="Buscar productos"><ul aria-label="Productos">${grid}</ul></section>`
  return floorPage(content)
    .replace('</head>', `${style}</head>`)
    .replace('</main>', `${section}</main>`)
}

/** The owner's first list page of `grande` from Node, median of 10 (the API's share of the wait). */
async function listApiTime(port) {
  const { access } = await ownerTokens(port, BIG_STORE.subdomain)
  const call = storeApi(port, BIG_STORE.subdomain)
  const times = []
  for (let i = 0; i < 10; i += 1) {
    const started = performance.now()
    await call('GET', 'admin/tienda/productos/?page=1', { token: access })
    times.push(performance.now() - started)
  }
  return Math.round(median(times))
}

/**
 * From the owner's dashboard, already open and idle, the sidebar's 'Productos' pressed: the
 * time to the frame that paints the list's first rows, and when the list was asked for, both
 * from the press (the page is `page` at 4× CPU, logged in as the owner of `grande`).
 */
async function inAppListTiming(page, port) {
  await page.goto(`http://${BIG_STORE.subdomain}.localhost:${port}/admin`)
  await page.getByRole('heading', { level: 1, name: 'Panel de administración' }).waitFor()
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(2000)
  const link = page.getByRole('link', { name: 'Productos', exact: true }).filter({ visible: true })
  await page.evaluate(() => {
    globalThis.__pressed = performance.now()
    globalThis.__rows = null
    const watch = new MutationObserver(() => {
      if (globalThis.__rows !== null || !document.querySelector('[data-testid="product-row"]')) {
        return
      }
      globalThis.__rows = -1
      watch.disconnect()
      requestAnimationFrame(() => {
        globalThis.__rows = performance.now()
      })
    })
    watch.observe(document, { childList: true, subtree: true })
  })
  await link.first().click()
  await page.waitForFunction(() => globalThis.__rows > 0, undefined, { timeout: 30_000 })
  return page.evaluate(() => {
    const pressed = globalThis.__pressed
    const list = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/admin/tienda/productos/') && entry.startTime > pressed)
    return {
      rowsMs: Math.round(globalThis.__rows - pressed),
      listAskedMs: list ? Math.round(list.startTime - pressed) : null,
    }
  })
}

/**
 * The owner's `/admin/productos` of `grande` in Chromium at 4× CPU, `runs` times: the time
 * from navigation to the frame that paints the list's first rows, with the page's LCP; then,
 * in the same tab, the list opened from the dashboard's sidebar (inAppListTiming).
 */
export async function adminListTiming({ chromium, chromePath, flags, port, runs }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: flags })
  const rows = []
  const lcps = []
  const counts = []
  const marks = []
  const inApp = []
  try {
    for (let run = 0; run < runs; run += 1) {
      // A session of its own: the startup's refresh rotates the tokens it was given.
      const tokens = await ownerTokens(port, BIG_STORE.subdomain)
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        locale: 'es-ES',
      })
      await context.addInitScript((given) => {
        localStorage.setItem('accessToken', given.access)
        localStorage.setItem('refreshToken', given.refresh)
        const w = globalThis
        w.__lcp = 0
        w.__rows = null
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__lcp = entry.startTime
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        // The first frame after a product row is in the document is the one that paints it.
        const watch = new MutationObserver(() => {
          if (w.__rows !== null || !document.querySelector('[data-testid="product-row"]')) return
          w.__rows = -1
          watch.disconnect()
          requestAnimationFrame(() => {
            w.__rows = performance.now()
          })
        })
        watch.observe(document, { childList: true, subtree: true })
      }, tokens)
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
      await page.goto(`http://${BIG_STORE.subdomain}.localhost:${port}/admin/productos`)
      await page.locator('[data-testid="product-row"]').first().waitFor({ timeout: 30_000 })
      await page.waitForFunction(() => globalThis.__rows > 0)
      await page.waitForTimeout(500)
      rows.push(Math.round(await page.evaluate(() => globalThis.__rows)))
      lcps.push(Math.round(await page.evaluate(() => globalThis.__lcp)))
      counts.push(await page.locator('[data-testid="product-row"]').count())
      // Where the time went: the list's request (asked, answered) and the last script's end.
      marks.push(
        await page.evaluate(() => {
          const entries = performance.getEntriesByType('resource')
          const list = entries.find((entry) => entry.name.includes('/admin/tienda/productos/'))
          const scripts = entries.filter(
            (entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'),
          )
          return {
            lastScriptMs: Math.round(Math.max(0, ...scripts.map((entry) => entry.responseEnd))),
            listAskedMs: list ? Math.round(list.startTime) : null,
            listAnsweredMs: list ? Math.round(list.responseEnd) : null,
          }
        }),
      )
      inApp.push(await inAppListTiming(page, port))
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return {
    cpuSlowdown: CPU_SLOWDOWN,
    inAppRowsMs: median(inApp.map((run) => run.rowsMs)),
    inAppListAskedMs: median(inApp.map((run) => run.listAskedMs)),
    products: BIG_STORE.products,
    firstRowsMs: median(rows),
    lcpMs: median(lcps),
    rowsShown: median(counts),
    target: { ms: 1000 },
    listAskedMs: median(marks.map((mark) => mark.listAskedMs)),
    listAnsweredMs: median(marks.map((mark) => mark.listAnsweredMs)),
    lastScriptMs: median(marks.map((mark) => mark.lastScriptMs)),
    apiListMs: await listApiTime(port),
    runs: { firstRowsMs: rows, lcpMs: lcps, rowsShown: counts, marks, inApp },
  }
}

/**
 * The JavaScript a page's first view downloads, gzip (level 9) of each script body as the
 * first-view JS part counts it, in Chromium on a phone; `storage` is written to localStorage
 * before the page's own scripts run (the cart of `/checkout`).
 */
export async function pageScriptsGzip({ chromium, chromePath, flags, url, storage = {} }) {
  const { gzipSync } = await import('node:zlib')
  const browser = await chromium.launch({ executablePath: chromePath, args: flags })
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
    })
    await context.addInitScript((entries) => {
      for (const [key, value] of entries) globalThis.localStorage.setItem(key, value)
    }, Object.entries(storage))
    const page = await context.newPage()
    const scripts = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response)
    })
    // Not `networkidle`: the store's web font is asked of fonts.googleapis.com, which a
    // machine without outside DNS may leave hanging (one full run timed out here). The
    // page's load, then no new script for a second, is the first view's JS.
    await page.goto(url, { waitUntil: 'load' })
    for (let seen = -1, quiet = 0, looks = 0; quiet < 2 && looks < 30; looks++) {
      await page.waitForTimeout(500)
      quiet = scripts.length === seen ? quiet + 1 : 0
      seen = scripts.length
    }
    let gzip = 0
    for (const response of scripts) gzip += gzipSync(await response.body(), { level: 9 }).length
    return { gzip, scripts: scripts.length }
  } finally {
    await browser.close()
  }
}
