import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { and, eq } from 'drizzle-orm'

import { buildApp } from '../src/app.ts'
import { storeImages } from '../src/db/schema.ts'
import web from '../src/plugins/web.ts'
import { processImage } from '../src/services/images.ts'
import { createHarness, type Harness, type TestStore } from './support/harness.ts'
import { keysOfRows, png } from './support/images.ts'

let h: Harness
let shop: TestStore

beforeAll(async () => {
  h = await createHarness()
  shop = await h.store('shop')
  await h.store('empty')
  const logo = await processImage(await png(), 'logo', 'logo')
  await h.images.add(shop.id, 'logo', logo, 3)
  await h.images.add(shop.id, 'logo', logo, 1)
  await h.images.add(shop.id, 'portada', await processImage(await png(), 'portada', 'portada'))
})
afterAll(() => h.close())

const get = (store: string, url: string) => h.request(store, { method: 'GET', url })

describe('tenancy', () => {
  it('answers 404 store_not_found for an unknown or missing store', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/tienda/theme/'],
      ['GET', '/api/v1/store/logos/'],
      ['POST', '/api/v1/login/'],
      ['DELETE', '/api/v1/admin/tienda/logos/delete/1/'],
    ] as const) {
      const res = await h.request('nope', { method, url })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ detail: expect.any(String), code: 'store_not_found' })
    }
    const missing = await h.app.inject({ method: 'GET', url: '/api/v1/tienda/theme/' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().code).toBe('store_not_found')
  })

  it('reads the header case-insensitively', async () => {
    expect((await get('SHOP', '/api/v1/tienda/theme/')).statusCode).toBe(200)
  })

  it('answers JSON 404 not_found for unknown API paths and paths without the trailing slash', async () => {
    for (const url of ['/api/v1/nothing/', '/api/v1/tienda/theme', '/api/v2/']) {
      const res = await get('shop', url)
      expect(res.statusCode).toBe(404)
      expect(res.json().code).toBe('not_found')
    }
  })

  it('keeps its own 404 for /api/ paths when the web apps are served beside it', async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-web-'))
    const app = await buildApp({
      database: h.database,
      mediaDir: h.mediaDir,
      jwtSecret: 'test-secret-test-secret-test-secret!',
    })
    await app.register(web, { dirs: { host: webRoot, remotes: {} }, env: {} })
    try {
      for (const [method, url] of [
        ['GET', '/api/v1/tienda/theme'],
        ['GET', '/api/v1/store/logos'],
        ['HEAD', '/api/v1/store/logos'],
        ['GET', '/api/v1/nothing/'],
        ['POST', '/api/v1/login'],
      ] as const) {
        const res = await app.inject({ method, url, headers: { 'x-subdomain': 'shop' } })
        expect([url, res.statusCode]).toEqual([url, 404])
        if (method === 'HEAD') continue
        expect(res.json()).toEqual({
          code: 'not_found',
          detail: url.endsWith('/')
            ? 'La ruta no existe.'
            : 'La ruta no existe. Las rutas de la API terminan en "/".',
        })
      }
    } finally {
      await app.close()
      fs.rmSync(webRoot, { recursive: true, force: true })
    }
  })
})

describe('index.html', () => {
  let webRoot: string
  let app: Awaited<ReturnType<typeof buildApp>>
  const page = async (host: string, url: string) =>
    (await app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } })).body

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-web-'))
    const host = path.join(webRoot, 'host')
    const storefront = path.join(webRoot, 'storefront')
    fs.mkdirSync(host)
    fs.mkdirSync(storefront)
    fs.writeFileSync(
      path.join(host, 'index.html'),
      '<html><head><link rel="preload" href="/runtime-config.json" data-runtime-config></head><body></body></html>',
    )
    fs.writeFileSync(
      path.join(storefront, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ path: './routes', assets: { js: { sync: ['routes.1234abcd.js'] } } }],
      }),
    )
    app = await buildApp({
      database: h.database,
      mediaDir: h.mediaDir,
      jwtSecret: 'test-secret-test-secret-test-secret!',
    })
    await app.register(web, {
      dirs: { host, remotes: { storefront } },
      env: {},
      // The first reads are not cached yet: a loaded machine must not time them out.
      storeReadLimitMs: 30_000,
    })
  })
  afterAll(async () => {
    await app.close()
    fs.rmSync(webRoot, { recursive: true, force: true })
  })

  it("inlines the store's theme and preloads the storefront's chain and first cover", async () => {
    const html = await page('shop.localhost', '/')
    const theme = /<script id="vitrina-store-theme" type="application\/json">(.*?)<\/script>/.exec(
      html,
    )
    expect(JSON.parse(theme?.[1] ?? 'null')).toEqual(
      (await get('shop', '/api/v1/tienda/theme/')).json(),
    )
    const [cover] = (await get('shop', '/api/v1/store/portadas/')).json()
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map(
      ([, href, as]) => `${as} ${href}`,
    )
    expect(preloads).toEqual([
      'fetch /remotes/storefront/mf-manifest.json',
      'script /remotes/storefront/remoteEntry.js',
      'script /remotes/storefront/routes.1234abcd.js',
      `image ${cover.image}`,
    ])
    // The cover's variants and sizes, as the storefront's <img> gives them: one download.
    expect(html).toContain(
      `<link rel="preload" href="${cover.image}" as="image" imagesrcset="${cover.srcset}" imagesizes="100vw">`,
    )
  })

  it('preloads only the manifest of a remote it cannot read, and no cover off the storefront', async () => {
    const html = await page('shop.localhost', '/login')
    expect(html).toContain('<script id="vitrina-store-theme"')
    expect(
      [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map(([, href]) => href),
    ).toEqual(['/remotes/auth/mf-manifest.json'])
  })

  it('goes out without store data for an unknown store', async () => {
    const html = await page('nowhere.localhost', '/')
    expect(html).toContain('<script id="vitrina-runtime-config"')
    expect(html).not.toContain('vitrina-store-theme')
    expect(html).not.toContain('as="image"')
  })
})

describe('GET tienda/resume/subdomain/', () => {
  it('returns the store with its logos by position', async () => {
    const res = await get('shop', '/api/v1/tienda/resume/subdomain/')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toEqual({
      id: shop.id,
      subdomain: 'shop',
      name: 'Store shop',
      nombre: 'Store shop',
      owner_user_id: shop.ownerId,
      logo: expect.stringMatching(/^\/media\/.+\.png$/),
      logo_url: body.logo,
      logos: [
        expect.objectContaining({ id: expect.any(Number), image: body.logo, position: 1 }),
        expect.objectContaining({
          id: expect.any(Number),
          image: expect.stringMatching(/^\/media\//),
          position: 3,
        }),
      ],
      currency: 'ARS',
      whatsapp: null,
      payment_methods: ['a_convenir'],
      pickup: false,
      shipping_flat_fee: null,
    })
  })

  it('gives null logo fields for a store without logos', async () => {
    const body = (await get('empty', '/api/v1/tienda/resume/subdomain/')).json()
    expect(body).toMatchObject({ subdomain: 'empty', logo: null, logo_url: null, logos: [] })
  })
})

describe('GET tienda/theme/', () => {
  it('returns the default theme of a new store', async () => {
    const res = await get('shop', '/api/v1/tienda/theme/')
    expect(res.statusCode).toBe(200)
    const theme = res.json()
    const colorKeys = [
      'primary',
      'secondary',
      'background',
      'surface',
      'textColor',
      'captionColor',
      'headlineColor',
      'subtitleColor',
      'titleColor',
    ]
    for (const mode of ['light_colors', 'dark_colors']) {
      for (const key of colorKeys) expect(theme[mode].colors[key]).toMatch(/^#[0-9A-F]{6}$/i)
    }
    expect(theme.typography).toMatchObject({
      fontFamily: 'Montserrat',
      titleFontFamily: 'Montserrat',
    })
    for (const key of ['h1', 'h2', 'h3', 'body1']) {
      expect(theme.typography[key]).toEqual({
        fontSize: expect.any(String),
        fontWeight: expect.any(Number),
      })
    }
  })

  it('has readable contrast for text on the background in both modes', async () => {
    const theme = (await get('shop', '/api/v1/tienda/theme/')).json()
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
    }
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
      return (hi! + 0.05) / (lo! + 0.05)
    }
    for (const mode of ['light_colors', 'dark_colors']) {
      const c = theme[mode].colors
      for (const key of [
        'textColor',
        'captionColor',
        'titleColor',
        'headlineColor',
        'subtitleColor',
      ]) {
        expect(contrast(c[key], c.background)).toBeGreaterThanOrEqual(4.5)
      }
    }
  })
})

describe('GET store/portadas/ and store/logos/', () => {
  it('lists each kind by position, with media paths', async () => {
    const logos = (await get('shop', '/api/v1/store/logos/')).json()
    expect(logos.map((l: { position: number }) => l.position)).toEqual([1, 3])
    const covers = (await get('shop', '/api/v1/store/portadas/')).json()
    expect(covers).toEqual([
      {
        id: expect.any(Number),
        image: expect.stringMatching(/^\/media\/.+\.jpg$/),
        position: 0,
        srcset: expect.any(String),
        variants: [expect.objectContaining({ type: 'image/webp' })],
      },
    ])
    expect((await get('empty', '/api/v1/store/portadas/')).json()).toEqual([])
  })

  it('ignores a stale bearer token on public reads', async () => {
    const res = await h.request('shop', {
      method: 'GET',
      url: '/api/v1/store/logos/',
      headers: { authorization: 'Bearer expired.or.bad' },
    })
    expect(res.statusCode).toBe(200)
  })
})

describe('revalidation of the public reads', () => {
  const reads = [
    '/api/v1/tienda/resume/subdomain/',
    '/api/v1/tienda/theme/',
    '/api/v1/store/portadas/',
    '/api/v1/store/logos/',
  ]

  it('sends an ETag, no-cache with a short shared lifetime and Vary: X-Subdomain, and 304 for a matching If-None-Match', async () => {
    for (const url of reads) {
      const first = await get('shop', url)
      expect(first.statusCode).toBe(200)
      const etag = first.headers.etag as string
      expect(etag).toMatch(/^"[\w-]+"$/)
      expect(first.headers['cache-control']).toBe(
        'public, no-cache, s-maxage=10, stale-while-revalidate=60',
      )
      expect(first.headers['cdn-cache-control']).toBe(
        'public, max-age=10, stale-while-revalidate=60',
      )
      expect(first.headers.vary).toBe('X-Subdomain')
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await h.request('shop', {
          method: 'GET',
          url,
          headers: { 'if-none-match': ifNoneMatch },
        })
        expect([url, again.statusCode, again.body]).toEqual([url, 304, ''])
        expect(again.headers.etag).toBe(etag)
      }
      const stale = await h.request('shop', {
        method: 'GET',
        url,
        headers: { 'if-none-match': '"stale"' },
      })
      expect(stale.statusCode).toBe(200)
      expect(stale.body).toBe(first.body)
    }
  })

  it('gives each store its own ETag and a new one after a change', async () => {
    const url = '/api/v1/store/logos/'
    const before = (await get('shop', url)).headers.etag as string
    expect((await get('empty', url)).headers.etag).not.toBe(before)
    const [row] = await h.images.list(shop.id, 'logo')
    await h.images.update(shop.id, 'logo', row!.id, { position: 9 })
    const after = await h.request('shop', {
      method: 'GET',
      url,
      headers: { 'if-none-match': before },
    })
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(before)
    await h.images.update(shop.id, 'logo', row!.id, { position: row!.position })
  })

  it('never marks errors as cacheable', async () => {
    const res = await get('nope', '/api/v1/store/logos/')
    expect(res.statusCode).toBe(404)
    expect(res.headers.etag).toBeUndefined()
  })
})

describe('/media/', () => {
  it('serves stored images with a long cache and nosniff', async () => {
    const [logo] = (await get('shop', '/api/v1/store/logos/')).json()
    const res = await h.app.inject({ method: 'GET', url: logo.image })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG')
  })

  it('answers 404 for missing files and refuses to leave the media dir', async () => {
    const outside = path.join(path.dirname(h.mediaDir), `${path.basename(h.mediaDir)}-outside.txt`)
    const name = path.basename(outside)
    fs.writeFileSync(outside, 'secret')
    try {
      for (const url of [
        '/media/1/nothing.png',
        `/media/..%2f${name}`,
        `/media/${shop.id}/..%2f..%2f${name}`,
        `/media/${shop.id}/`,
        '/media/',
      ]) {
        const res = await h.app.inject({ method: 'GET', url })
        expect([url, res.statusCode]).toEqual([url, 404])
        expect(res.json()).toEqual({ detail: 'El archivo no existe.', code: 'not_found' })
      }
      for (const url of ['/media/../package.json', `/media/%2e%2e/${name}`]) {
        const res = await h.app.inject({ method: 'GET', url })
        expect([url, res.statusCode, res.json().code]).toEqual([url, 404, 'not_found'])
        expect(res.body).not.toContain('secret')
      }
    } finally {
      fs.rmSync(outside, { force: true })
    }
  })

  it('keeps rows and files in step', async () => {
    const rows = await h.database.db
      .select()
      .from(storeImages)
      .where(and(eq(storeImages.storeId, shop.id)))
    expect(h.mediaFiles()).toEqual(keysOfRows(rows))
  })
})
