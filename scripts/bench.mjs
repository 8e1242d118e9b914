// `pnpm bench`: figures, not asserts. On the production build served as by
// `pnpm start` (fresh data dir, free port):
//   1. JS the storefront's first view (`/`) downloads: raw, gzip and as sent,
//      measured in Chromium, and whether any shared singleton came twice;
//   2. Lighthouse 13 (mobile), median of BENCH_RUNS (default 3), side by side in
//      one run: the product's `/` and `/login`, a static floor page with the
//      same above-the-fold content and media and no JavaScript, the LCP ratio
//      product/floor, and the owner's `/admin` LCP; with `--baseline DIR` (a
//      built checkout of another version, e.g. main) the same figures of that
//      version, served beside this one (scripts/lib/first-view-bench.mjs);
//   3. the time to save 5 covers: the requests the admin's save sends (delete
//      the old covers, upload 5 new 1920×1080 JPEGs, set the order, reload);
//   4. bench/api.mjs (API throughput), when present;
//   5. bench/cluster.mjs: public reads on PostgreSQL with 1 and 2 API instances;
//   6. bench/catalogue.mjs: the catalogue's reads, search, size and CSV import
//      beside bare fastify, on PGlite and PostgreSQL (BENCH_BASELINE side by side);
//   7. bench/orders.mjs: order creation beside a bare insert route, on PGlite and PostgreSQL;
//   8. the owner's screens (scripts/lib/owner-bench.mjs): the theme screen's LCP beside the
//      dashboard's and the preview's repaint (`theme`), sign-up to the new admin (`signup`);
//   9. the page targets of issues #23 and #24 (`pages`, scripts/lib/page-targets-bench.mjs), on
//      a server of their own with the demo store filled to a 24-card first page and `grande`
//      (10,000 products): Lighthouse 13 (mobile), median of BENCH_RUNS, side by side in one run,
//      of `/` (cover and 24 cards) beside a static floor of the same cover and cards,
//      `/producto/:slug` beside its floor, `/checkout` with a cart of 2 lines and
//      `/pedido/:token` of an order placed through the API, both beside the product's floor;
//      each page's first-view JS (gzip), and the owner's `/admin/productos` of `grande` at 4×
//      CPU (time to the list's first rows, opened as a new page and from the dashboard's
//      sidebar). Each figure is printed with its target, met or
//      missed; `--baseline DIR` measures that version beside this one here too, and
//      BENCH_PAGES=grid,product,checkout,order,admin (default all) only those pages
//      (BENCH_BASELINE_PAGES: those of them measured on the baseline too).
// One line per figure; JSON under bench/results/ (first-view.json gathers the
// first view's figures: JS, singletons, Lighthouse side by side, main thread).
//
// `--only js,html,lighthouse,save,api,catalogue,orders,theme,signup,pages,fuzz` runs only those parts
// (default: all; `fuzz` is the longer property-based pass over orders, products and CSV imports);
// BENCH_RUNS=1 for a quick look; `--keep-reports` keeps each Lighthouse JSON
// report in bench/results/reports/ (treemap, main-thread breakdown, long tasks).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { ensureBuilt, repoRoot } from './lib/builds.mjs'
import {
  adminLcp,
  benchProduct,
  floorPage,
  lighthouseMedian,
  median,
  productFloorPage,
  serveFloor,
  storeContent,
} from './lib/first-view-bench.mjs'
import {
  signupTiming,
  storefrontWithTheme,
  themePreviewRepaint,
  themeScreenLcp,
} from './lib/owner-bench.mjs'
import {
  adminListTiming,
  BIG_STORE,
  fillDemoGrid,
  gridFloorPage,
  pageScriptsGzip,
  placeBenchOrder,
  profileWithStorage,
  seedBigStore,
} from './lib/page-targets-bench.mjs'

const RUNS = Number(process.env.BENCH_RUNS) || 3
const baselineIndex = process.argv.indexOf('--baseline')
const baselineRoot = baselineIndex > 0 ? path.resolve(process.argv[baselineIndex + 1]) : null
const PARTS = [
  'js',
  'html',
  'lighthouse',
  'save',
  'api',
  'catalogue',
  'orders',
  'theme',
  'signup',
  'pages',
  'fuzz',
]
const onlyIndex = process.argv.indexOf('--only')
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1].split(',') : PARTS
const unknownPart = only.find((part) => !PARTS.includes(part))
if (unknownPart) {
  console.error(`Unknown part ${unknownPart}: --only takes ${PARTS.join(',')}`)
  process.exit(2)
}
const runs = (part) => only.includes(part)
const keepReports = process.argv.includes('--keep-reports')

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'
// The Chromium flags and singleton markers the e2e suite uses too.
const chromiumSettings = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'e2e/support/chromium.json'), 'utf8'),
)
const CHROME_FLAGS = chromiumSettings.args
/** Strings found only in each singleton's own code. */
const SINGLETON_MARKERS = chromiumSettings.singletonMarkers
const resultsDir = path.join(repoRoot, 'bench/results')
fs.mkdirSync(resultsDir, { recursive: true })

function writeResult(name, data) {
  fs.writeFileSync(
    path.join(resultsDir, `${name}.json`),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...data }, null, 2)}\n`,
  )
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** The production build served as by `pnpm start`; `prepare(root, dataDir)` runs before it opens the data dir. */
async function startServer(root = repoRoot, { prepare } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-'))
  if (prepare) prepare(root, dataDir)
  const child = spawn(path.join(root, 'api/node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: path.join(root, 'api'),
    env: { ...process.env, PORT: '0', VITRINA_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let log = ''
  const port = await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      log += chunk
      const match = /Vitrina listening on https?:\/\/[^\s:]+:(\d+)/.exec(log)
      if (match) resolve(Number(match[1]))
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('exit', (code) => reject(new Error(`The server exited (${code}):\n${log}`)))
  })
  return {
    port,
    baseURL: `http://demo.localhost:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
      await exited
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Saves 5 new covers as the admin's save does, as the demo owner; median of 3 rounds. */
async function measureCoverSave(port) {
  const sharp = createRequire(path.join(repoRoot, 'api/package.json'))('sharp')
  // Node does not resolve `*.localhost`: the store comes from the header.
  const base = `http://127.0.0.1:${port}/api/v1/`
  const call = async (method, route, { token, json, form } = {}) => {
    const response = await fetch(base + route, {
      method,
      headers: {
        'X-Subdomain': 'demo',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(json ? { 'Content-Type': 'application/json' } : {}),
      },
      body: json ? JSON.stringify(json) : form,
    })
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status}`)
    return response.status === 204 ? null : response.json()
  }
  const login = await call('POST', 'login/', {
    json: { email: 'owner@demo.localhost', password: 'demo1234' },
  })
  const token = login.tokens.access
  // Photo-like covers: noise keeps the JPEGs as heavy to decode and re-encode as real photos.
  const covers = await Promise.all(
    [0, 1, 2, 3, 4].map((seed) => {
      const pixels = Buffer.alloc(1920 * 1080 * 3)
      for (let i = 0; i < pixels.length; i++)
        pixels[i] = (i * 31 + seed * 97 + ((i * i) % 251)) & 255
      return sharp(pixels, { raw: { width: 1920, height: 1080, channels: 3 } })
        .jpeg({ quality: 80 })
        .toBuffer()
    }),
  )
  const rounds = []
  for (let round = 0; round < 3; round++) {
    const started = performance.now()
    for (const cover of await call('GET', 'store/portadas/'))
      await call('DELETE', `admin/tienda/portadas/delete/${cover.id}/`, { token })
    const created = []
    for (const [position, bytes] of covers.entries()) {
      const form = new FormData()
      form.append('portada', new Blob([bytes], { type: 'image/jpeg' }), 'portada.jpg')
      form.append('position', String(position))
      created.push(await call('POST', 'admin/tienda/portadas/', { token, form }))
    }
    await call('PUT', 'admin/tienda/portadas/', {
      token,
      json: created.map((cover, position) => ({ id: cover.id, position })),
    })
    await call('GET', 'store/portadas/')
    rounds.push(performance.now() - started)
  }
  const sorted = [...rounds].sort((a, b) => a - b)
  return { rounds, medianMs: sorted[1], bytesPerCover: covers.map((c) => c.length) }
}

async function measureFirstView(baseURL) {
  const requireFromE2e = createRequire(path.join(repoRoot, 'e2e/package.json'))
  const { chromium } = requireFromE2e('@playwright/test')
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true })
    const client = await page.context().newCDPSession(page)
    await client.send('Network.enable')
    const transferred = new Map()
    client.on('Network.loadingFinished', (event) =>
      transferred.set(event.requestId, event.encodedDataLength),
    )
    const cdpIds = new Map()
    client.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') cdpIds.set(event.response.url, event.requestId)
    })
    const scripts = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response)
    })
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
    const firstView = []
    for (const response of scripts) {
      const body = await response.body()
      firstView.push({
        url: response.url().replace(baseURL, ''),
        raw: body.length,
        gzip: zlib.gzipSync(body, { level: 9 }).length,
        transferred: transferred.get(cdpIds.get(response.url())) ?? null,
        text: body.toString(),
      })
    }
    // Then the other areas, in-app, to see whether a singleton ever comes twice.
    for (const route of ['/login', '/admin']) {
      await page.evaluate((to) => {
        globalThis.history.pushState({}, '', to)
        globalThis.dispatchEvent(new globalThis.PopStateEvent('popstate'))
      }, route)
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(500)
    }
    const all = []
    for (const response of scripts)
      all.push({ url: response.url(), text: (await response.body()).toString() })
    const singletons = Object.fromEntries(
      Object.entries(SINGLETON_MARKERS).map(([name, marker]) => [
        name,
        all.filter((script) => script.text.includes(marker)).length,
      ]),
    )
    const urls = all.map((script) => script.url)
    return {
      scripts: firstView.map(({ text: _text, ...rest }) => rest),
      raw: firstView.reduce((sum, s) => sum + s.raw, 0),
      gzip: firstView.reduce((sum, s) => sum + s.gzip, 0),
      transferred: firstView.reduce((sum, s) => sum + (s.transferred ?? 0), 0),
      singletonCopies: singletons,
      duplicateUrls: urls.length - new Set(urls).size,
    }
  } finally {
    await browser.close()
  }
}

/**
 * One Lighthouse run. Asynchronous: the floor page is served from this
 * process, which must keep answering while Lighthouse loads it.
 */
async function lighthouse(url, name, { profile } = {}) {
  const output = path.join(resultsDir, `lighthouse-${name}.report.json`)
  // With `profile` (a Chromium profile whose localStorage is set, e.g. a cart), Lighthouse keeps
  // the profile's storage: the profile is new for this run, so its cache is empty anyway.
  const flags = profile ? [...CHROME_FLAGS, `--user-data-dir=${profile}`] : CHROME_FLAGS
  const child = spawn(
    path.join(repoRoot, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--only-categories=performance,accessibility',
      '--form-factor=mobile',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${flags.join(' ')}`,
      ...(profile ? ['--disable-storage-reset'] : []),
      '--quiet',
    ],
    { cwd: repoRoot, env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const status = await new Promise((resolve) => child.on('close', resolve))
  if (status !== 0) throw new Error(`lighthouse ${url} failed:\n${stderr}`)
  const report = JSON.parse(fs.readFileSync(output, 'utf8'))
  if (keepReports) {
    const kept = path.join(resultsDir, 'reports')
    fs.mkdirSync(kept, { recursive: true })
    fs.renameSync(output, path.join(kept, `${name}-${Date.now()}.report.json`))
  } else fs.rmSync(output)
  const audit = (id) => report.audits[id]?.numericValue ?? null
  const items = (id) => report.audits[id]?.details?.items ?? []
  const ms = (value) => Math.round(value ?? 0)
  const requests = report.audits['network-requests']?.details?.items ?? []
  const bytes = (items) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
  return {
    jsTransferredBytes: bytes(requests.filter((item) => item.resourceType === 'Script')),
    allTransferredBytes: bytes(requests),
    url,
    performance: report.categories.performance.score,
    accessibility: report.categories.accessibility.score,
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    // Where the main thread's time went (Lighthouse's breakdown), the scripts
    // that cost most, and every long task (over 50 ms) with its script.
    mainThread: Object.fromEntries(
      items('mainthread-work-breakdown').map((item) => [item.group, ms(item.duration)]),
    ),
    bootup: items('bootup-time')
      .slice(0, 6)
      .map((item) => ({
        url: item.url.replace(/^https?:\/\/[^/]+/, ''),
        totalMs: ms(item.total),
        scriptingMs: ms(item.scripting),
      })),
    longTasks: items('long-tasks').map((item) => ({
      url: String(item.url).replace(/^https?:\/\/[^/]+/, ''),
      startMs: ms(item.startTime),
      durationMs: ms(item.duration),
    })),
  }
}

/** The pages `--only pages` measures: BENCH_PAGES=grid,product,checkout,order,admin (default all). */
const PAGES_MEASURED = (process.env.BENCH_PAGES ?? 'grid,product,checkout,order,admin').split(',')
/** Those of them the `--baseline` version is measured on too (BENCH_BASELINE_PAGES, default the same). */
const BASELINE_PAGES = process.env.BENCH_BASELINE_PAGES?.split(',') ?? PAGES_MEASURED
const measuredOn = (label, name) => label !== 'baseline' || BASELINE_PAGES.includes(name)

/** Issues #23 and #24: each page's budgets (Lighthouse 13 mobile) and the owner's list. */
const PAGE_TARGETS = {
  performance: 0.95,
  lcpOverFloor: 1.0,
  tbtMs: 200,
  cls: 0.02,
  jsGzipBytes: 265 * 1024,
  adminFirstRowsMs: 1000,
}

/**
 * Part 9 (`pages`): the page targets of issues #23 and #24, on servers of their own (the
 * demo store filled to a 24-card first page, `grande` of 10,000 products), this version and
 * the `--baseline` one side by side, page by page: bench/results/pages.json.
 */
async function measurePageTargets() {
  const requireFromE2e = createRequire(path.join(repoRoot, 'e2e/package.json'))
  const { chromium } = requireFromE2e('@playwright/test')
  const browser = { chromium, chromePath: CHROME_PATH, flags: CHROME_FLAGS }
  const roots = { product: repoRoot, ...(baselineRoot ? { baseline: baselineRoot } : {}) }
  const sides = {}
  const result = { runs: RUNS, baselineRoot, targets: PAGE_TARGETS }
  const pages = [
    ['grid', () => '/', false],
    ['product', (side) => `/producto/${side.product.slug}`, false],
    ['checkout', () => '/checkout', true],
    ['order', (side) => `/pedido/${side.order.token}`, false],
  ].filter(([name]) => PAGES_MEASURED.includes(name))
  // Each floor once, after the first page measured against it.
  const floorOf = (name) => (name === 'grid' ? 'grid' : 'product')
  const lastOf = (kind) => pages.findLast(([name]) => floorOf(name) === kind)?.[0]
  let floor = null
  try {
    for (const [label, root] of Object.entries(roots)) {
      const started = Date.now()
      const server = await startServer(root, { prepare: seedBigStore })
      sides[label] = { server }
      const grid = await fillDemoGrid(server.port)
      const order = await placeBenchOrder(server.port)
      const product = await benchProduct(server.port)
      Object.assign(sides[label], { grid, order, product })
      console.log(
        `pages.${label}.setup grande ${BIG_STORE.products} products, demo ${grid.count} products (${grid.added} added), order #${order.number} in ${Math.round((Date.now() - started) / 1000)} s`,
      )
    }
    const main = sides.product
    const content = await storeContent(main.server.port)
    const floorProductPath = `/producto/${main.product.slug}`
    floor = await serveFloor(
      {
        '/': gridFloorPage(floorPage, content, main.grid.cards),
        [floorProductPath]: productFloorPage(content, main.product),
      },
      `http://127.0.0.1:${main.server.port}`,
    )
    const cartOf = (side) => ({ 'cart:demo': JSON.stringify(side.order.cart) })
    // A new profile holding the cart for each Lighthouse run (its cache is empty).
    const withCart = (side) => async (url, name) => {
      const profile = await profileWithStorage({
        ...browser,
        origin: side.server.baseURL,
        items: cartOf(side),
      })
      try {
        return await lighthouse(url, name, { profile: profile.dir })
      } finally {
        profile.remove()
      }
    }
    // Interleaved page by page, so both versions and the floors share the load of the moment.
    for (const [name, route, cart] of pages) {
      for (const [label, side] of Object.entries(sides)) {
        result[label] ??= {}
        if (!measuredOn(label, name)) continue
        const url = `${side.server.baseURL}${route(side)}`
        result[label][name] = await lighthouseMedian(
          cart ? withCart(side) : lighthouse,
          url,
          `pages-${label}-${name}`,
          RUNS,
        )
        result[label][name].js = await pageScriptsGzip({
          ...browser,
          url,
          storage: cart ? cartOf(side) : {},
        })
      }
      const kind = floorOf(name)
      if (lastOf(kind) === name) {
        result.floor ??= {}
        result.floor[kind] = await lighthouseMedian(
          lighthouse,
          `${floor.baseURL}${kind === 'grid' ? '/' : floorProductPath}`,
          `pages-floor-${kind}`,
          RUNS,
        )
      }
    }
    for (const [label, side] of Object.entries(sides)) {
      if (!PAGES_MEASURED.includes('admin') || !measuredOn(label, 'admin')) continue
      result[label] ??= {}
      result[label].admin = await adminListTiming({
        ...browser,
        port: side.server.port,
        runs: RUNS,
      })
    }
  } finally {
    await floor?.close()
    for (const side of Object.values(sides)) await side.server.stop()
  }

  const met = (ok) => (ok ? 'met' : 'MISSED')
  const floorLine = (name, score) =>
    console.log(
      `pages.floor.${name} perf ${score.performance} LCP ${Math.round(score.lcpMs)} ms, TBT ${Math.round(score.tbtMs)} ms, CLS ${score.cls?.toFixed(3)} (static, median of ${RUNS})`,
    )
  for (const [kind, score] of Object.entries(result.floor ?? {})) floorLine(kind, score)
  result.verdicts = {}
  for (const label of Object.keys(sides)) {
    for (const [name] of pages) {
      const score = result[label][name]
      if (!score) continue
      // `/` against the floor of the same cover and cards; the rest against the product's floor.
      const floorLcp = (name === 'grid' ? result.floor.grid : result.floor.product).lcpMs
      const ratio = Number((score.lcpMs / floorLcp).toFixed(2))
      score.lcpOverFloor = ratio
      const verdict = {
        performance: score.performance >= PAGE_TARGETS.performance,
        lcpOverFloor: ratio <= PAGE_TARGETS.lcpOverFloor,
        tbtMs: score.tbtMs <= PAGE_TARGETS.tbtMs,
        cls: score.cls <= PAGE_TARGETS.cls,
        jsGzip: score.js.gzip <= PAGE_TARGETS.jsGzipBytes,
      }
      result.verdicts[`${label}.${name}`] = verdict
      const key = `pages.${label}.${name}`
      console.log(
        `${key} perf ${score.performance} (≥ ${PAGE_TARGETS.performance}: ${met(verdict.performance)}) a11y ${score.accessibility} FCP ${Math.round(score.fcpMs)} ms, LCP ${Math.round(score.lcpMs)} ms, TBT ${Math.round(score.tbtMs)} ms (≤ ${PAGE_TARGETS.tbtMs}: ${met(verdict.tbtMs)}), CLS ${score.cls?.toFixed(3)} (≤ ${PAGE_TARGETS.cls}: ${met(verdict.cls)}) (median of ${RUNS}${score.errors.length ? `, ${score.errors.length} failed runs` : ''})`,
      )
      console.log(
        `${key}.lcp_over_floor ${ratio.toFixed(2)} (${name === 'grid' ? 'grid' : 'product'} floor; ≤ ${PAGE_TARGETS.lcpOverFloor}: ${met(verdict.lcpOverFloor)})`,
      )
      console.log(
        `${key}.js ${kb(score.js.gzip)} gzip, ${score.js.scripts} scripts (≤ ${kb(PAGE_TARGETS.jsGzipBytes)}: ${met(verdict.jsGzip)})`,
      )
    }
    const admin = result[label].admin
    if (!admin) continue
    const ok = admin.firstRowsMs <= PAGE_TARGETS.adminFirstRowsMs
    const inAppOk = admin.inAppRowsMs <= PAGE_TARGETS.adminFirstRowsMs
    result.verdicts[`${label}.admin`] = { firstRowsMs: ok, inAppRowsMs: inAppOk }
    console.log(
      `pages.${label}.admin_products first rows ${admin.firstRowsMs} ms, LCP ${admin.lcpMs} ms, ${admin.rowsShown} rows of ${admin.products} products (4× CPU, median of ${RUNS}; ≤ ${PAGE_TARGETS.adminFirstRowsMs} ms: ${met(ok)})`,
    )
    console.log(
      `pages.${label}.admin_products.from_dashboard first rows ${admin.inAppRowsMs} ms after 'Productos' is pressed, list asked at ${admin.inAppListAskedMs} ms (4× CPU, median of ${RUNS}; ≤ ${PAGE_TARGETS.adminFirstRowsMs} ms: ${met(inAppOk)})`,
    )
    console.log(
      `pages.${label}.admin_products.marks scripts done ${admin.lastScriptMs} ms, list asked ${admin.listAskedMs} ms, answered ${admin.listAnsweredMs} ms; the list API alone ${admin.apiListMs} ms (from Node, median of 10)`,
    )
  }
  writeResult('pages', result)
}

// The catalogue and fuzz parts need no web build (they measure the API only).
if (['js', 'html', 'lighthouse', 'save', 'api', 'theme', 'signup', 'pages'].some(runs))
  ensureBuilt()
const needsServer = ['js', 'html', 'lighthouse', 'save', 'theme', 'signup'].some(runs)
const server = needsServer ? await startServer() : null
const baseline =
  baselineRoot && (runs('js') || runs('lighthouse')) ? await startServer(baselineRoot) : null
const sides = { product: server, ...(baseline ? { baseline } : {}) }
/** The first view's figures, product (and baseline) side by side: bench/results/first-view.json. */
const firstView = { runs: RUNS, baseline: baselineRoot, parts: only }
let failed = false
try {
  if (runs('js')) {
    firstView.js = {}
    for (const [label, target] of Object.entries(sides)) {
      const view = await measureFirstView(target.baseURL)
      const prefix = label === 'product' ? '' : `${label}.`
      console.log(`${prefix}web.first_view.js.raw ${kb(view.raw)} (${view.scripts.length} scripts)`)
      console.log(`${prefix}web.first_view.js.gzip ${kb(view.gzip)}`)
      console.log(
        `${prefix}web.first_view.js.transferred ${kb(view.transferred)} (as served: brotli, with headers)`,
      )
      const twice = Object.entries(view.singletonCopies).filter(([, n]) => n > 1)
      console.log(
        `${prefix}web.singletons.fetched_twice ${twice.length === 0 && view.duplicateUrls === 0 ? 'none' : JSON.stringify({ twice, duplicateUrls: view.duplicateUrls })}`,
      )
      firstView.js[label] = view
      if (label === 'product') writeResult('web', view)
    }
  }

  if (runs('html')) {
    // The drawn index.html (docs/first-view.md), warm: one connection, so the latency is the server's time.
    const requireFromRoot = createRequire(path.join(repoRoot, 'package.json'))
    const autocannon = requireFromRoot('autocannon')
    const indexTimes = {}
    for (const route of ['/', '/login']) {
      const result = await autocannon({
        url: `http://127.0.0.1:${server.port}${route}`,
        headers: { host: `demo.localhost:${server.port}`, accept: 'text/html' },
        connections: 1,
        duration: 5,
      })
      indexTimes[route] = {
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        rps: result.requests.average,
      }
      console.log(
        `web.index_html${route === '/' ? '' : route.replace('/', '.')} p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (warm, one connection)`,
      )
    }
    writeResult('web-index', indexTimes)
  }

  if (runs('lighthouse')) {
    const requireFromE2e = createRequire(path.join(repoRoot, 'e2e/package.json'))
    const { chromium } = requireFromE2e('@playwright/test')
    const content = await storeContent(server.port)
    const product = await benchProduct(server.port)
    const productPath = product ? `/producto/${product.slug}` : null
    const floor = await serveFloor(
      {
        '/': floorPage(content),
        ...(productPath ? { [productPath]: productFloorPage(content, product) } : {}),
      },
      `http://127.0.0.1:${server.port}`,
    )
    const side = {}
    try {
      // Interleaved page by page, so before, after and the floor share the load of the moment.
      const pages = [
        ['storefront', '/'],
        ['login', '/login'],
        // A product page the server draws (docs/catalogue.md), beside its own floor below.
        ...(productPath ? [['product', productPath]] : []),
      ]
      for (const [name, route] of pages) {
        for (const [label, target] of Object.entries(sides)) {
          side[label] ??= {}
          side[label][name] = await lighthouseMedian(
            lighthouse,
            `${target.baseURL}${route}`,
            `${label}-${name}`,
            RUNS,
          )
        }
      }
      side.floor = await lighthouseMedian(lighthouse, `${floor.baseURL}/`, 'floor', RUNS)
      if (productPath) {
        side.productFloor = await lighthouseMedian(
          lighthouse,
          `${floor.baseURL}${productPath}`,
          'floor-product',
          RUNS,
        )
      }
      for (const [label, target] of Object.entries(sides)) {
        side[label].admin = await adminLcp({
          chromium,
          chromePath: CHROME_PATH,
          flags: CHROME_FLAGS,
          baseURL: target.baseURL,
          apiPort: target.port,
          runs: RUNS,
        })
      }
    } finally {
      await floor.close()
    }
    const line = (label, name, score) =>
      console.log(
        `lighthouse.${label}.${name} perf ${score.performance} a11y ${score.accessibility} FCP ${Math.round(score.fcpMs)} ms, LCP ${Math.round(score.lcpMs)} ms, TBT ${Math.round(score.tbtMs)} ms, CLS ${score.cls?.toFixed(3)}, JS ${kb(score.jsTransferredBytes)} (median of ${RUNS})`,
      )
    line('floor', 'storefront', side.floor)
    if (side.productFloor) line('floor', 'product', side.productFloor)
    side.ratios = {}
    for (const label of Object.keys(sides)) {
      for (const name of ['storefront', 'login', ...(side.productFloor ? ['product'] : [])]) {
        line(label, name, side[label][name])
        // A product page against the product floor; the rest against the home's.
        const floorLcp = name === 'product' ? side.productFloor.lcpMs : side.floor.lcpMs
        const ratio = side[label][name].lcpMs / floorLcp
        side.ratios[`${label}.${name}.lcp_over_floor`] = Number(ratio.toFixed(2))
        console.log(`lighthouse.${label}.${name}.lcp_over_floor ${ratio.toFixed(2)}`)
        const longest = Math.max(
          0,
          ...side[label][name].runs.flatMap((run) => run.longTasks.map((task) => task.durationMs)),
        )
        console.log(`lighthouse.${label}.${name}.longest_task ${longest} ms (any run)`)
      }
      console.log(
        `chromium.${label}.admin.lcp ${Math.round(side[label].admin.lcpMs)} ms (owner, no throttling, median of ${RUNS})`,
      )
    }
    writeResult('lighthouse', { runs: RUNS, baseline: baselineRoot, ...side })
    firstView.lighthouse = side
  }
  if (runs('js') || runs('lighthouse')) writeResult('first-view', firstView)

  if (runs('pages')) await measurePageTargets()

  if (runs('save')) {
    const save = await measureCoverSave(server.port)
    console.log(
      `api.save_5_covers ${Math.round(save.medianMs)} ms (median of 3; delete old, 5 uploads of 1920×1080 JPEG, reorder, reload)`,
    )
    writeResult('save-covers', save)
  }
  if (runs('theme') || runs('signup')) {
    const requireFromE2e = createRequire(path.join(repoRoot, 'e2e/package.json'))
    const { chromium } = requireFromE2e('@playwright/test')
    const browser = { chromium, chromePath: CHROME_PATH, flags: CHROME_FLAGS }
    const owner = {}
    if (runs('theme')) {
      const target = { baseURL: server.baseURL, apiPort: server.port, runs: RUNS }
      owner.themeLcp = await themeScreenLcp({ ...browser, ...target })
      console.log(
        `owner.theme.lcp dashboard ${Math.round(owner.themeLcp.dashboardLcpMs)} ms, theme ${Math.round(owner.themeLcp.themeLcpMs)} ms: ${owner.themeLcp.ratio} × (target ≤ 1.5, 4× CPU, median of ${RUNS})`,
      )
      owner.previewRepaint = await themePreviewRepaint({ ...browser, ...target })
      console.log(
        `owner.theme.preview_repaint median ${owner.previewRepaint.medianMs} ms, at 4× CPU ${owner.previewRepaint.medianMsAt4xCpu} ms (target ≤ 100, 20 edits)`,
      )
      // The storefront's budgets with a published theme other than the default (Lighthouse mobile).
      const themed = await storefrontWithTheme({
        apiPort: server.port,
        presetId: 'terracotta',
        runs: RUNS,
        measure: async (label) => {
          const view = await measureFirstView(server.baseURL)
          const score = await lighthouse(`${server.baseURL}/`, `storefront-theme-${label}`)
          return { jsGzip: view.gzip, lcpMs: score.lcpMs, cls: score.cls, perf: score.performance }
        },
      })
      owner.storefrontThemes = {}
      for (const [label, results] of Object.entries(themed)) {
        const figure = (key) => median(results.map((result) => result[key]))
        owner.storefrontThemes[label] = {
          jsGzip: figure('jsGzip'),
          lcpMs: figure('lcpMs'),
          cls: figure('cls'),
          perf: figure('perf'),
          runs: results,
        }
        const { jsGzip, lcpMs, cls, perf } = owner.storefrontThemes[label]
        console.log(
          `storefront.theme.${label} JS ${kb(jsGzip)} gzip, LCP ${Math.round(lcpMs)} ms, CLS ${cls?.toFixed(3)}, perf ${perf} (Lighthouse mobile, median of ${RUNS})`,
        )
      }
      const ratio = owner.storefrontThemes.terracotta.lcpMs / owner.storefrontThemes.default.lcpMs
      console.log(`storefront.theme.lcp terracotta / default ${ratio.toFixed(2)} (target ≈ 1)`)
    }
    if (runs('signup')) {
      owner.signup = await signupTiming({ ...browser, port: server.port, runs: RUNS })
      console.log(
        `owner.signup to the new admin median ${owner.signup.medianMs} ms at 4× CPU (target ≤ 2000), round trips ${owner.signup.chains.map((c) => c.roundTrips).join('/')} (target ≤ 3): ${owner.signup.chains[0]?.chain.join(' → ')}`,
      )
      for (const { marks, scripts } of owner.signup.chains) {
        console.log(
          `owner.signup.marks store made ${marks.created} ms, new page ${marks.document} ms, its ${scripts} scripts by ${marks.lastScript} ms, code exchanged ${marks.handoff} ms, admin heading ${marks.heading} ms`,
        )
      }
    }
    writeResult('owner', owner)
  }
} catch (error) {
  failed = true
  console.error(error)
} finally {
  await baseline?.stop()
  await server?.stop()
}

// BENCH_API=0 (or `--only` without `api`) skips the API throughput and cluster parts.
const apiParts = [
  ...(process.env.BENCH_API === '0' || !runs('api') ? [] : ['bench/api.mjs', 'bench/cluster.mjs']),
  ...(runs('catalogue') ? ['bench/catalogue.mjs'] : []),
  ...(runs('orders') ? ['bench/orders.mjs'] : []),
]
for (const script of apiParts) {
  const file = path.join(repoRoot, script)
  if (!fs.existsSync(file)) continue
  const result = spawnSync(process.execPath, [file], { cwd: repoRoot, stdio: 'inherit' })
  if (result.status !== 0) failed = true
}

// `--only fuzz`: the property-based pass of api/src/openapi/properties.test.ts, longer than in
// `pnpm test` and on a new seed each time (FUZZ_RUNS, FUZZ_SEED override; the seed is printed).
if (runs('fuzz')) {
  const seed = process.env.FUZZ_SEED ?? String(Date.now() % 2 ** 31)
  const fuzzRuns = process.env.FUZZ_RUNS ?? '500'
  console.log(`api.fuzz.properties runs=${fuzzRuns} seed=${seed}`)
  const t0 = Date.now()
  const result = spawnSync(
    'pnpm',
    ['--filter', '@vitrina/api', 'test', '--', 'src/openapi/properties.test.ts'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, FUZZ_RUNS: fuzzRuns, FUZZ_SEED: seed },
    },
  )
  console.log(
    `api.fuzz.properties ${result.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  )
  if (result.status !== 0) failed = true
}
process.exit(failed ? 1 : 0)
