// The side-by-side part of `pnpm bench` (docs/first-view.md, issue #10 item 7):
// the product's `/` and `/login`, a static floor page with the same
// above-the-fold content and media and no JavaScript, and the owner's `/admin`,
// all in one run; optionally a baseline checkout (`--baseline DIR`, e.g. the
// main branch) served beside it, so before and after share the machine's load.
import http from 'node:http'
import path from 'node:path'

/** Median of numbers (nulls dropped). */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  )

/**
 * The floor: the store's app bar (44 px logo, name) and its first cover in the
 * 200/400 px frame, in its theme colours, as one static page with inline CSS
 * and no script. Media is the product's own files, proxied under /media/, with
 * their srcset where they have one, so the browser picks the file the product's
 * page picks.
 */
export function floorPage({ name, logo, logoSrcset, cover, coverSrcset, colors }) {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Vitrina: tu tienda en línea."><title>${escapeHtml(name)}</title><style>
html,body{margin:0}body{font-family:Montserrat,Roboto,system-ui,sans-serif;background:${colors.background ?? '#fff'};color:${colors.textColor ?? '#000'}}
header{position:sticky;top:0;background:${colors.surface ?? '#fff'};box-shadow:0 1px 3px rgba(0,0,0,.1)}
.bar{display:flex;align-items:center;gap:12px;min-height:64px;padding:0 8px}
.bar img{width:44px;height:44px;object-fit:contain}.bar span{font-size:20px;font-weight:600}
.hero{height:200px;overflow:hidden}.hero img{display:block;width:100%;height:100%;object-fit:cover}
@media (min-width:1280px){.hero{height:400px}}
</style></head><body><header><div class="bar">${logo ? `<img src="${escapeHtml(logo)}"${logoSrcset ? ` srcset="${escapeHtml(logoSrcset)}" sizes="44px"` : ''} alt="Logo de ${escapeHtml(name)}">` : ''}<span>${escapeHtml(name)}</span></div></header>
<main><h1 style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">${escapeHtml(name)}</h1>${cover ? `<div class="hero"><img src="${escapeHtml(cover)}"${coverSrcset ? ` srcset="${escapeHtml(coverSrcset)}" sizes="100vw"` : ''} alt="Portada de ${escapeHtml(name)}" fetchpriority="high"></div>` : ''}</main></body></html>`
}

/**
 * The floor of a product page: the same app bar, then the product's first
 * image in a square box (the phone's width less 16 px padding each side; half
 * the page from 960 px), its title and price, as one static page with no script.
 */
export function productFloorPage({ name, logo, colors }, product) {
  const image = product.images?.[0]
  const price = product.variants?.find((variant) => variant.price !== null)?.price
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="${escapeHtml(product.description ?? '')}"><title>${escapeHtml(product.title)} | ${escapeHtml(name)}</title><style>
html,body{margin:0}body{font-family:Montserrat,Roboto,system-ui,sans-serif;background:${colors.background ?? '#fff'};color:${colors.textColor ?? '#000'}}
header{position:sticky;top:0;background:${colors.surface ?? '#fff'};box-shadow:0 1px 3px rgba(0,0,0,.1)}
.bar{display:flex;align-items:center;gap:12px;min-height:64px;padding:0 8px}
.bar img{width:44px;height:44px;object-fit:contain}.bar span{font-size:20px;font-weight:600}
main{display:grid;gap:16px;padding:16px;max-width:72rem;margin:0 auto}
.square{aspect-ratio:1;overflow:hidden;border-radius:6px}.square img{display:block;width:100%;height:100%;object-fit:cover}
h1{font-size:1.5rem;line-height:2rem;margin:0}p{font-size:1.25rem;font-weight:600;margin:0}
@media (min-width:960px){main{grid-template-columns:1fr 1fr;gap:32px}}
</style></head><body><header><div class="bar">${logo ? `<img src="${escapeHtml(logo)}" alt="Logo de ${escapeHtml(name)}">` : ''}<span>${escapeHtml(name)}</span></div></header>
<main><div class="square">${image ? `<img src="${escapeHtml(image.image)}"${image.srcset ? ` srcset="${escapeHtml(image.srcset)}" sizes="(min-width: 768px) 50vw, 100vw"` : ''} alt="${escapeHtml(image.alt || product.title)}" width="960" height="960" fetchpriority="high">` : ''}</div><div><h1>${escapeHtml(product.title)}</h1>${price != null ? `<p>$ ${(price / 100).toFixed(2)}</p>` : ''}</div></main></body></html>`
}

/** The demo store's first product with a photo (the product page the bench measures), or null. */
export async function benchProduct(port) {
  const get = async (url) =>
    (
      await fetch(`http://127.0.0.1:${port}/api/v1/${url}`, { headers: { 'X-Subdomain': 'demo' } })
    ).json()
  const page = await get('store/productos/?page_size=24')
  const card = page.results?.find((candidate) => candidate.image)
  return card ? get(`store/productos/${encodeURIComponent(card.slug)}/`) : null
}

/**
 * Serves `html` at `/` (or each page of `{path: html}` at its path) and proxies
 * `/media/` to `origin` (the product), on a free port.
 */
export async function serveFloor(html, origin) {
  const pages = typeof html === 'string' ? { '/': html } : html
  const server = http.createServer((request, response) => {
    if (request.url?.startsWith('/media/')) {
      http
        .get(`${origin}${request.url}`, (upstream) => {
          response.writeHead(upstream.statusCode ?? 502, {
            'content-type': upstream.headers['content-type'] ?? 'application/octet-stream',
            'cache-control': upstream.headers['cache-control'] ?? 'no-cache',
          })
          upstream.pipe(response)
        })
        .on('error', () => response.writeHead(502).end())
      return
    }
    const page = pages[(request.url ?? '/').split('?')[0]]
    if (page === undefined) return response.writeHead(404).end()
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
    })
    response.end(page)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  return { baseURL: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) }
}

/** The store's public answers the floor page is made from. */
export async function storeContent(port) {
  const get = async (url) =>
    (
      await fetch(`http://127.0.0.1:${port}/api/v1/${url}`, { headers: { 'X-Subdomain': 'demo' } })
    ).json()
  const [store, covers, theme] = await Promise.all([
    get('tienda/resume/subdomain/'),
    get('store/portadas/'),
    get('tienda/theme/'),
  ])
  return {
    name: store.name,
    logo: store.logos?.[0]?.image ?? null,
    logoSrcset: store.logos?.[0]?.srcset ?? null,
    cover: covers[0]?.image ?? null,
    // The drawn hero's and the carousel's srcset (sizes 100vw): the same file as the product's.
    coverSrcset: covers[0]?.srcset ?? null,
    colors: theme.light_colors?.colors ?? theme.colors ?? {},
  }
}

/** Lighthouse `runs` times on `url`; the median of each figure, and every run. */
export async function lighthouseMedian(lighthouse, url, name, runs) {
  const all = []
  const errors = []
  for (let run = 0; run < runs; run += 1) {
    // A run Chromium loses (the machine is shared and loaded) is retried once, then left out.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        all.push(await lighthouse(url, name))
        break
      } catch (error) {
        errors.push(String(error.message).split('\n').slice(0, 2).join(' '))
      }
    }
  }
  const pick = (key) => median(all.map((r) => r[key]))
  return {
    url,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    jsTransferredBytes: pick('jsTransferredBytes'),
    allTransferredBytes: pick('allTransferredBytes'),
    runs: all,
    errors,
  }
}

/**
 * The owner's `/admin` largest contentful paint in Chromium (no throttling:
 * a before/after comparison, not a Lighthouse figure), median of `runs`.
 */
export async function adminLcp({ chromium, chromePath, flags, baseURL, apiPort, runs }) {
  const login = await (
    await fetch(`http://127.0.0.1:${apiPort}/api/v1/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Subdomain': 'demo' },
      body: JSON.stringify({ email: 'owner@demo.localhost', password: 'demo1234' }),
    })
  ).json()
  const browser = await chromium.launch({ executablePath: chromePath, args: flags })
  const values = []
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
      await context.addInitScript((tokens) => {
        localStorage.setItem('accessToken', tokens.access)
        localStorage.setItem('refreshToken', tokens.refresh)
        const w = globalThis
        w.__lcp = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__lcp = entry.startTime
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      }, login.tokens)
      const page = await context.newPage()
      await page.goto(`${baseURL}/admin`, { waitUntil: 'networkidle' })
      await page.waitForTimeout(500)
      values.push(await page.evaluate(() => globalThis.__lcp))
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return { lcpMs: median(values), runs: values }
}

export const repoPath = (dir, ...parts) => path.join(dir, ...parts)
