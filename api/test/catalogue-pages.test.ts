import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { AdminProduct, ProductBody } from '@vitrina/contract'
import { formatMoney } from '@vitrina/shared/rules'

import { buildApp } from '../src/app.ts'
import web from '../src/plugins/web.ts'
import { createProduct } from './support/catalogue.ts'
import { bearer, createHarness, type Harness, type TestStore } from './support/harness.ts'
import { ensureHostServerBuild, hostServer, INDEX_TEMPLATE } from './support/host-server.ts'
import { png } from './support/images.ts'
import { multipart } from './support/multipart.ts'

/**
 * Commerce spec §6, pages that others read: the catalogue pages drawn with
 * their title, description, canonical, OpenGraph and JSON-LD, 404s and 301s,
 * `/sitemap.xml` and `/robots.txt`, each on the store's own host built from
 * VITRINA_BASE_URL; with the host's real server build, and without one.
 */
const BASE = 'https://vitrina.example:8443'
const HOSTILE = '</script><script>alert(1)</script> & "comillas" \u2028fin\u2029'

let h: Harness
let shop: TestStore
let other: TestStore
let webRoot: string
let drawnApp: Awaited<ReturnType<typeof buildApp>>
let plainApp: Awaited<ReturnType<typeof buildApp>>
let hostile: AdminProduct
let shirt: AdminProduct
let draft: AdminProduct

const admin = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  h.request(shop.subdomain, {
    method,
    url: `/api/v1/admin/tienda/${url}`,
    headers: bearer(shop.access),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  })

const create = (body: ProductBody, store = shop) => createProduct(h, store, body)

async function addImage(product: AdminProduct, alt?: string) {
  const form = multipart([
    { name: 'imagen', filename: 'p.png', contentType: 'image/png', data: await png() },
    ...(alt ? [{ name: 'alt', value: alt }] : []),
  ])
  const res = await h.request(shop.subdomain, {
    method: 'POST',
    url: `/api/v1/admin/tienda/productos/${product.id}/imagenes/`,
    headers: { ...bearer(shop.access), ...form.headers },
    payload: form.payload,
  })
  if (res.statusCode !== 201) throw new Error(`image: ${res.statusCode} ${res.body}`)
}

beforeAll(async () => {
  ensureHostServerBuild()
  h = await createHarness()
  shop = await h.store('shop')
  other = await h.store('other')
  const category = await admin('POST', 'categorias/', { name: 'Ropa & <Más>' })
  const ropa = category.json().id as number
  shirt = await create({
    title: 'Remera lisa',
    status: 'active',
    description: 'Algodón peinado.\nTalles S a L.',
    category_ids: [ropa],
    options: [{ name: 'Talle', values: ['S', 'M'] }],
    variants: [
      { option_values: ['S'], sku: 'REM-S', price: 459900, stock: 3 },
      { option_values: ['M'], sku: 'REM-M', price: null, stock: null },
    ],
  } as ProductBody)
  await addImage(shirt, 'Remera blanca de frente')
  hostile = await create({
    title: HOSTILE,
    status: 'active',
    description: HOSTILE,
    variants: [{ sku: 'H-1', price: 1000, stock: 0 }],
  } as ProductBody)
  draft = await create({ title: 'Borrador secreto', variants: [{ price: 100 }] } as ProductBody)
  await create(
    { title: 'Producto de otra tienda', status: 'active', variants: [{ price: 5 }] } as ProductBody,
    other,
  )
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-pages-'))
  fs.writeFileSync(path.join(webRoot, 'index.html'), INDEX_TEMPLATE)
  const options = {
    database: h.database,
    mediaDir: h.mediaDir,
    jwtSecret: 'test-secret-test-secret-test-secret!',
  }
  drawnApp = await buildApp(options)
  await drawnApp.register(web, {
    dirs: { host: webRoot, hostServer, remotes: {} },
    env: { VITRINA_BASE_URL: BASE },
    storeReadLimitMs: 30_000,
  })
  plainApp = await buildApp(options)
  await plainApp.register(web, {
    dirs: { host: webRoot, remotes: {} },
    env: { PORT: '8123' },
    storeReadLimitMs: 30_000,
  })
}, 120_000)
afterAll(async () => {
  await drawnApp?.close()
  await plainApp?.close()
  await h?.close()
  fs.rmSync(webRoot, { recursive: true, force: true })
})

const visit = (url: string, { store = 'shop', app = drawnApp, host = '' } = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: {
      host: host || `${store}.localhost`,
      accept: 'text/html',
      'x-forwarded-host': 'evil.example',
    },
  })

const head = (html: string) => html.slice(0, html.indexOf('</head>'))
const body = (html: string) => html.slice(html.indexOf('<body>'))
const meta = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1]
const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!)

describe('a product page', () => {
  it('draws the title, price and first image before any script, with its tags', async () => {
    const res = await visit('/producto/remera-lisa')
    expect(res.statusCode).toBe(200)
    const html = res.body
    const product = (
      await h.request('shop', { method: 'GET', url: '/api/v1/store/productos/remera-lisa/' })
    ).json()
    const image = product.images[0]
    // Drawn: the host's shell around the catalogue frame, in #root.
    const root = body(html)
    expect(root).toContain('<header')
    expect(root).toContain('<div data-catalogue-frame="">')
    expect(root).toContain('<h1 class="vf-h1">Remera lisa</h1>')
    expect(root).toContain(`<b>${formatMoney(459900, 'ARS')}</b>`)
    expect(root).toContain(
      `<img src="${image.image}" srcset="${image.srcset}" sizes="(min-width: 768px) 50vw, 100vw" alt="Remera blanca de frente" width="960" height="960" loading="eager" fetchpriority="high" data-first-image=""`,
    )
    expect(root.indexOf('data-first-image')).toBeLessThan(
      root.indexOf('<script') === -1 ? Infinity : root.indexOf('<script'),
    )
    // The head: one title and description, the product's.
    const top = head(html)
    expect(top.match(/<title>/g)).toHaveLength(1)
    expect(top).toContain('<title>Remera lisa | Store shop</title>')
    expect(top).toContain('<meta name="description" content="Algodón peinado. Talles S a L.">')
    expect(top).not.toContain('Vitrina: tu tienda en línea.')
    expect(top).toContain(
      '<link rel="canonical" href="https://shop.vitrina.example:8443/producto/remera-lisa">',
    )
    expect(meta(top, 'og:type')).toBe('product')
    expect(meta(top, 'og:title')).toBe('Remera lisa | Store shop')
    expect(meta(top, 'og:url')).toBe('https://shop.vitrina.example:8443/producto/remera-lisa')
    expect(meta(top, 'og:description')).toBe('Algodón peinado. Talles S a L.')
    expect(meta(top, 'og:image')).toBe(`https://shop.vitrina.example:8443${image.image}`)
    expect(meta(top, 'product:price:amount')).toBe('4599.00')
    expect(meta(top, 'product:price:currency')).toBe('ARS')
    // The image is preloaded, by the variant the <img> picks.
    expect(top).toContain(
      `imagesrcset="${image.srcset}" imagesizes="(min-width: 768px) 50vw, 100vw" fetchpriority="high">`,
    )
    // Nothing comes from the request's host headers.
    expect(html).not.toContain('evil.example')
  })

  it('describes several variants as a ProductGroup, with no offer for a variant without a price', async () => {
    const html = (await visit('/producto/remera-lisa')).body
    const ld = jsonLd(html)
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      name: 'Remera lisa',
      description: 'Algodón peinado.\nTalles S a L.',
      url: 'https://shop.vitrina.example:8443/producto/remera-lisa',
    })
    expect(ld.image[0]).toMatch(/^https:\/\/shop\.vitrina\.example:8443\/media\//)
    expect(ld.hasVariant).toHaveLength(2)
    expect(ld.hasVariant[0]).toMatchObject({
      '@type': 'Product',
      sku: 'REM-S',
      offers: {
        '@type': 'Offer',
        price: '4599.00',
        priceCurrency: 'ARS',
        availability: 'https://schema.org/InStock',
      },
    })
    expect(ld.hasVariant[1].sku).toBe('REM-M')
    expect(ld.hasVariant[1]).not.toHaveProperty('offers')
  })

  it("says 'Sin stock' only of what has a price: without one the price says 'Consultar precio'", async () => {
    await create({
      title: 'Torta a pedido',
      status: 'active',
      variants: [{ price: null, stock: null }],
    } as ProductBody)
    const ask = (await visit('/producto/torta-a-pedido')).body
    expect(ask).toContain('Consultar precio')
    expect(ask).not.toContain('Sin stock')
    const grid = (await visit('/')).body
    const card = (slug: string) =>
      new RegExp(`<li><a class="vf-card" href="/producto/${slug}">[\\s\\S]*?</li>`).exec(grid)?.[0]
    expect(card('torta-a-pedido')).toContain('Consultar precio')
    expect(card('torta-a-pedido')).not.toContain('Sin stock')
    // A product with a price and no stock left is sold out, on its page and its card.
    expect((await visit(`/producto/${hostile.slug}`)).body).toContain('Sin stock')
    expect(card(hostile.slug)).toContain('<span class="vf-badge">Sin stock</span>')
  })

  it('keeps a hostile title and description as text everywhere, JSON-LD included', async () => {
    const res = await visit(`/producto/${hostile.slug}`)
    expect(res.statusCode).toBe(200)
    const html = res.body
    // Only the page's own scripts: none from the title.
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;comillas&quot;',
    )
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!
    expect(block).toContain(
      '\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026',
    )
    // The title is trimmed (its last U+2029 goes); the one inside stays, escaped.
    expect(block).toContain('\\u2028fin"')
    expect(block).not.toMatch(/[<>&\u2028\u2029]/)
    const ld = JSON.parse(block)
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: HOSTILE.trim(),
      description: HOSTILE.trim(),
      sku: 'H-1',
      offers: {
        price: '10.00',
        priceCurrency: 'ARS',
        availability: 'https://schema.org/OutOfStock',
      },
    })
    expect(meta(head(html), 'og:title')).toBe(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;comillas&quot; \u2028fin | Store shop',
    )
  })

  it('answers 404 with the not-found page for a draft, an unknown slug and another store’s product', async () => {
    for (const [store, url] of [
      ['shop', `/producto/${draft.slug}`],
      ['shop', '/producto/no-existe'],
      ['shop', '/producto/producto-de-otra-tienda'],
      // A slug no product can have (the API refuses it with a 400) is as unknown.
      ['shop', '/producto/%00'],
      ['shop', '/producto/%C3%B1%20x'],
    ] as const) {
      const res = await visit(url, { store })
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(res.body).toContain('<h1 class="vf-h1 vf-xl">Producto no encontrado</h1>')
      expect(res.body).toContain('<meta name="robots" content="noindex">')
      expect(res.body).not.toContain('Borrador secreto')
      expect(res.body).toContain('<div id="root">')
    }
  })

  it('answers 301 to the current page for an old slug', async () => {
    const moved = await create({
      title: 'Gorra vieja',
      status: 'active',
      variants: [{ price: 100 }],
    } as ProductBody)
    const put = await admin('PUT', `productos/${moved.id}/`, {
      title: 'Gorra nueva',
      slug: 'gorra-nueva',
      status: 'active',
      variants: [{ id: moved.variants[0]!.id, price: 100 }],
    })
    expect(put.statusCode).toBe(200)
    const res = await visit('/producto/gorra-vieja')
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/producto/gorra-nueva')
    expect((await visit('/producto/gorra-nueva')).statusCode).toBe(200)
    // A shared link keeps its query through the move.
    expect((await visit('/producto/gorra-vieja?utm_source=whatsapp')).headers.location).toBe(
      '/producto/gorra-nueva?utm_source=whatsapp',
    )
  })

  it('is drawn for a request with no Accept header (anything is taken)', async () => {
    for (const url of ['/producto/remera-lisa', '/categoria/ropa-mas', '/']) {
      const res = await drawnApp.inject({ method: 'GET', url, headers: { host: 'shop.localhost' } })
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([
        url,
        200,
        'text/html; charset=utf-8',
      ])
      expect(res.body).toContain('data-catalogue-frame')
    }
    // Asking for JSON alone at a page's path is still the API's 404.
    const json = await drawnApp.inject({
      method: 'GET',
      url: '/producto/remera-lisa',
      headers: { host: 'shop.localhost', accept: 'application/json' },
    })
    expect(json.statusCode).toBe(404)
  })

  it('is kept, and drawn again once its product changes', async () => {
    const first = await visit('/producto/remera-lisa')
    const again = await visit('/producto/remera-lisa')
    expect(again.headers.etag).toBe(first.headers.etag)
    // Through the app that keeps the page: PGlite has no change notices between two apps.
    const put = await drawnApp.inject({
      method: 'PUT',
      url: `/api/v1/admin/tienda/productos/${shirt.id}/`,
      headers: { 'x-subdomain': 'shop', ...bearer(shop.access) },
      payload: {
        title: 'Remera lisa de algodón',
        status: 'active',
        description: 'Algodón peinado.',
        category_ids: shirt.category_ids,
        options: shirt.options,
        variants: shirt.variants.map((v) => ({
          id: v.id,
          option_values: v.option_values,
          sku: v.sku,
          price: v.price,
          stock: v.stock,
          stock_seen: v.stock,
        })),
      },
    })
    expect(put.statusCode).toBe(200)
    const after = await visit('/producto/remera-lisa')
    expect(after.headers.etag).not.toBe(first.headers.etag)
    expect(after.body).toContain('<h1 class="vf-h1">Remera lisa de algodón</h1>')
  })

  it('shows a draft once it is published, and a category once it exists, though the store’s other answers read the same', async () => {
    const soon = await create({
      title: 'Buzo pronto',
      variants: [{ option_values: [], price: 990000, stock: 3 }],
    })
    const refill = () =>
      Promise.all(
        ['tienda/theme/', 'tienda/resume/subdomain/', 'store/portadas/'].map((what) =>
          drawnApp.inject({ url: `/api/v1/${what}`, headers: { 'x-subdomain': 'shop' } }),
        ),
      )
    await refill()
    expect((await visit(`/producto/${soon.slug}`)).statusCode).toBe(404)
    expect((await visit('/categoria/abrigos')).statusCode).toBe(404)

    // Through the app that keeps the pages (PGlite has no change notices between two apps).
    const published = await drawnApp.inject({
      method: 'PATCH',
      url: `/api/v1/admin/tienda/productos/${soon.id}/`,
      headers: { 'x-subdomain': 'shop', ...bearer(shop.access) },
      payload: { status: 'active' },
    })
    expect(published.statusCode).toBe(200)
    // A visit elsewhere reads the theme, the store and the covers again: the same bytes.
    await refill()
    const page = await visit(`/producto/${soon.slug}`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<h1 class="vf-h1">Buzo pronto</h1>')

    const category = await drawnApp.inject({
      method: 'POST',
      url: '/api/v1/admin/tienda/categorias/',
      headers: { 'x-subdomain': 'shop', ...bearer(shop.access) },
      payload: { name: 'Abrigos' },
    })
    expect(category.statusCode).toBe(201)
    await refill()
    const empty = await visit('/categoria/abrigos')
    expect(empty.statusCode).toBe(200)
    // A category without products, in a store with some: not the empty store's text.
    expect(body(empty.body)).toContain('Esta categoría todavía no tiene productos')
    expect(body(empty.body)).not.toContain('Todavía no hay productos')
  })

  it('without the host server build, still carries its tags and the frame in #root', async () => {
    const res = await visit(`/producto/${hostile.slug}`, { app: plainApp })
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain('vitrina-first-view')
    expect(head(res.body)).toContain(
      `<link rel="canonical" href="http://shop.localhost:8123/producto/${hostile.slug}">`,
    )
    expect(body(res.body)).toMatch(
      /<div id="root"><style data-catalogue-frame>[\s\S]*<h1 class="vf-h1">&lt;\/script&gt;/,
    )
    expect((await visit('/producto/no-existe', { app: plainApp })).statusCode).toBe(404)
  })
})

describe('the grids', () => {
  it('draw the first page of cards on / with a plain link to the next page', async () => {
    for (let i = 0; i < 24; i++) {
      await create({
        title: `Taza ${i}`,
        status: 'active',
        variants: [{ price: 100 + i }],
      } as ProductBody)
    }
    const res = await visit('/?utm_source=x')
    expect(res.statusCode).toBe(200)
    const html = res.body
    expect(html.match(/<li><a class="vf-card"/g)).toHaveLength(24)
    expect(html).toContain('<div class="vf-more"><a href="?page=2">Ver más</a></div>')
    expect(html).toContain('<title>Store shop</title>')
    expect(html).toContain('<link rel="canonical" href="https://shop.vitrina.example:8443/">')
    expect(meta(head(html), 'og:type')).toBe('website')
    expect(html).not.toContain('application/ld+json')
    const two = (await visit('/?page=2')).body
    expect(two).toContain('<link rel="canonical" href="https://shop.vitrina.example:8443/?page=2">')
    expect(two).toContain('href="/producto/remera-lisa"')
    expect(two).not.toContain('class="vf-more"')
    // Past the last page: said so, with the first page a link away, not 'Todavía no hay productos'.
    const past = (await visit('/?page=99')).body
    expect(past).toContain('Esta página no tiene productos.')
    expect(past).toContain('<div class="vf-more"><a href="/">Ver desde el principio</a></div>')
    expect(body(past)).not.toContain('Todavía no hay productos')
    // Its description says the same as the page, for a link pasted anywhere.
    expect(past).toContain(
      '<meta name="description" content="Store shop: Esta página no tiene productos.">',
    )
    expect(past).not.toContain('Todavía no hay productos')
  })

  it('draw a search from its link: the field holds it, the cards match it, the next page keeps it', async () => {
    const mates: AdminProduct[] = []
    for (let i = 0; i < 25; i++) {
      mates.push(
        await create({
          title: `Mate ${i}`,
          status: 'active',
          variants: [{ price: 500 + i }],
        } as ProductBody),
      )
    }
    const html = (await visit('/?q=mate')).body
    expect(html).toContain('<input type="search" name="q" aria-label="Buscar productos"')
    expect(html).toContain('value="mate"')
    expect(html.match(/<li><a class="vf-card"/g)).toHaveLength(24)
    expect(body(html)).not.toContain('Remera lisa')
    expect(html).toContain('<div class="vf-more"><a href="?q=mate&amp;page=2">Ver más</a></div>')
    // The canonical is the grid's, without the search (commerce spec §6).
    expect(html).toContain('<link rel="canonical" href="https://shop.vitrina.example:8443/">')
    const two = (await visit('/?q=mate&page=2')).body
    expect(two.match(/<li><a class="vf-card"/g)).toHaveLength(1)
    // A search without a match says so, as the storefront does, and a hostile one is text.
    const none = (await visit('/?q=%3Cb%3Ezzz%22')).body
    expect(none).toContain('No encontramos productos para &quot;&lt;b&gt;zzz&quot;&quot;')
    expect(none).toContain('value="&lt;b&gt;zzz&quot;"')
    expect(none).not.toContain('<b>zzz')
    expect(body(none)).not.toContain('class="vf-card"')
    // The other tests of this file read the store's first page: these go.
    for (const mate of mates) {
      expect((await admin('DELETE', `productos/${mate.id}/`)).statusCode).toBe(204)
    }
  })

  it('carry the description, OpenGraph tags with an absolute image, and each card’s price and first photo', async () => {
    for (const [url, canonical] of [
      ['/', 'https://shop.vitrina.example:8443/'],
      ['/categoria/ropa-mas', 'https://shop.vitrina.example:8443/categoria/ropa-mas'],
    ] as const) {
      const html = (await visit(url)).body
      const tags = head(html)
      const description = /<meta name="description" content="([^"]+)">/.exec(tags)?.[1]
      expect({ url, description }).toEqual({ url, description: expect.stringMatching(/^\S/) })
      expect(meta(tags, 'og:description')).toBe(description)
      expect(meta(tags, 'og:title')).toMatch(/Store shop/)
      expect(meta(tags, 'og:url')).toBe(canonical)
      // The page's first card that has a photo (the home's first page has none here, nor a logo).
      expect(meta(tags, 'og:image')).toEqual(
        url === '/'
          ? undefined
          : expect.stringMatching(/^https:\/\/shop\.vitrina\.example:8443\/media\/.+\.(jpg|webp)$/),
      )
      // No store text can leave its attribute.
      expect(tags).not.toMatch(/<script>alert/)
    }
    const home = body((await visit('/')).body)
    expect(home).toMatch(/<p class="vf-title">Taza 0<\/p><p class="vf-price"><b>\$\s1,00<\/b>/)
    const category = body((await visit('/categoria/ropa-mas')).body)
    const card = /<li><a class="vf-card" href="\/producto\/remera-lisa">[\s\S]*?<\/li>/.exec(
      category,
    )?.[0]
    expect(card).toMatch(/<b>\$\s4\.599,00<\/b>/)
    expect(card).toMatch(/<img src="\/media\/[^"]+\.(jpg|webp)"[^>]* alt="Remera blanca de frente"/)
  })

  it('draw a category under its name, and an unknown category is a 404', async () => {
    const res = await visit('/categoria/ropa-mas')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<h1 class="vf-h1">Ropa &amp; &lt;Más&gt;</h1>')
    expect(res.body).toContain('href="/producto/remera-lisa"')
    expect(res.body).not.toContain('Taza 1<')
    expect(res.body).toContain('<title>Ropa &amp; &lt;Más&gt; | Store shop</title>')
    expect(res.body).toContain(
      '<link rel="canonical" href="https://shop.vitrina.example:8443/categoria/ropa-mas">',
    )
    for (const path of ['/categoria/no-existe', '/categoria/%00']) {
      const unknown = await visit(path)
      expect(unknown.statusCode).toBe(404)
      expect(unknown.body).toContain('Página no encontrada')
    }
  })
})

describe('sitemap.xml and robots.txt', () => {
  it('list the home, categories and active products on the store’s own host', async () => {
    const res = await visit('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/xml/)
    const xml = res.body
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs[0]).toBe('https://shop.vitrina.example:8443/')
    expect(locs).toContain('https://shop.vitrina.example:8443/categoria/ropa-mas')
    expect(locs).toContain('https://shop.vitrina.example:8443/producto/remera-lisa')
    expect(locs).toContain(`https://shop.vitrina.example:8443/producto/${hostile.slug}`)
    expect(locs.every((loc) => loc!.startsWith('https://shop.vitrina.example:8443/'))).toBe(true)
    expect(xml).not.toContain(draft.slug)
    expect(xml).not.toContain('producto-de-otra-tienda')
    expect(xml).not.toContain('gorra-vieja')
    expect(xml).toMatch(
      /<url><loc>https:\/\/shop\.vitrina\.example:8443\/producto\/remera-lisa<\/loc><lastmod>\d{4}-\d\d-\d\dT/,
    )
    const theirs = (await visit('/sitemap.xml', { store: 'other' })).body
    expect(theirs).toContain(
      '<loc>https://other.vitrina.example:8443/producto/producto-de-otra-tienda</loc>',
    )
    expect(theirs).not.toContain('remera-lisa')
  })

  it('robots.txt allows the store, keeps crawlers out of private pages and names the sitemap', async () => {
    const res = await visit('/robots.txt', { store: 'other' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    const lines = res.body.split('\n')
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /perfil',
        'Disallow: /carrito',
        'Disallow: /checkout',
        'Disallow: /pedido/',
        'Sitemap: https://other.vitrina.example:8443/sitemap.xml',
      ]),
    )
    const local = await visit('/robots.txt', { app: plainApp })
    expect(local.body).toContain('Sitemap: http://shop.localhost:8123/sitemap.xml')
  })

  it('answer 404 for an unknown store', async () => {
    expect((await visit('/robots.txt', { store: 'nadie' })).statusCode).toBe(404)
    expect((await visit('/sitemap.xml', { store: 'nadie' })).statusCode).toBe(404)
  })
})
