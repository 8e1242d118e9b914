import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { eq } from 'drizzle-orm'

import { buildApp } from '../src/app.ts'
import { stores } from '../src/db/schema.ts'
import { repoRoot } from '../src/paths.ts'
import web from '../src/plugins/web.ts'
import { defaultTheme } from '../src/theme/theme-rules.ts'
import { createHarness, type Harness, type TestStore } from './support/harness.ts'

/**
 * The web apps as the server sends them (api/src/web/): built files with
 * their precompressed twins and cache rules, and index.html kept per store.
 * Real files in a temporary build folder; a real database behind the pages.
 */
let h: Harness
let shop: TestStore
let webRoot: string
let host: string
let admin: string
let app: Awaited<ReturnType<typeof buildApp>>

const TEMPLATE =
  '<!doctype html><html><head><link rel="preload" href="/runtime-config.json" data-runtime-config></head><body><div id="root"></div></body></html>'
const CHUNK = 'routes.1234abcd.js'
const CHUNK_TEXT = `console.log(${JSON.stringify('x'.repeat(2000))})`

function write(file: string, text: string, twins = false) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
  if (!twins) return
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text))
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text))
}

beforeAll(async () => {
  h = await createHarness()
  shop = await h.store('shop')
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-web-'))
  host = path.join(webRoot, 'host')
  admin = path.join(webRoot, 'admin')
  write(path.join(host, 'index.html'), TEMPLATE)
  write(path.join(host, 'main.0badc0de.js'), CHUNK_TEXT, true)
  write(path.join(host, 'sw.js'), '//')
  write(path.join(host, 'manifest.webmanifest'), '{}')
  write(path.join(admin, 'remoteEntry.js'), CHUNK_TEXT, true)
  write(path.join(admin, CHUNK), CHUNK_TEXT, true)
  write(path.join(admin, 'sub', 'x.js'), '//')
  write(
    path.join(admin, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './routes', assets: { js: { sync: [CHUNK] } } }],
    }),
  )
  // Beside the remote's folder, never reachable through it.
  write(path.join(webRoot, 'secret.txt'), 'secret')
  app = await buildApp({
    database: h.database,
    mediaDir: h.mediaDir,
    jwtSecret: 'test-secret-test-secret-test-secret!',
  })
  await app.register(web, {
    dirs: { host, remotes: { admin } },
    env: {},
    storeReadLimitMs: 30_000,
  })
})
afterAll(async () => {
  await app.close()
  await h.close()
  fs.rmSync(webRoot, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers })

describe('built files', () => {
  it('keeps content-hashed files for a year and revalidates the rest', async () => {
    for (const url of ['/main.0badc0de.js', `/remotes/admin/${CHUNK}`]) {
      const res = await get(url)
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([
        url,
        200,
        'public, max-age=31536000, immutable',
      ])
    }
    for (const url of [
      '/sw.js',
      '/manifest.webmanifest',
      '/remotes/admin/remoteEntry.js',
      '/remotes/admin/mf-manifest.json',
      '/runtime-config.json',
      '/',
    ]) {
      const res = await get(url, { accept: 'text/html' })
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-cache'])
    }
  })

  it('sends the build’s brotli or gzip twin when the client takes it, with the original’s type', async () => {
    const br = await get(`/remotes/admin/${CHUNK}`, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK_TEXT)
    const gz = await get(`/remotes/admin/${CHUNK}`, { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(CHUNK_TEXT)
    const plain = await get(`/remotes/admin/${CHUNK}`)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(CHUNK_TEXT)
    for (const res of [br, gz, plain]) {
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8')
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding')
      // Immutable files keep the same cache rule whichever twin went out.
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
    expect((await get('/manifest.webmanifest')).headers['content-type']).toBe(
      'application/manifest+json; charset=utf-8',
    )
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/remotes/admin/remoteEntry.js', { 'accept-encoding': 'br' })
    const etag = first.headers.etag as string
    expect(etag).toBeTruthy()
    const again = await get('/remotes/admin/remoteEntry.js', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('lets other origins load a remote, its 404s included', async () => {
    const found = await get('/remotes/admin/remoteEntry.js')
    expect(found.headers['access-control-allow-origin']).toBe('*')
    const missing = await get('/remotes/admin/missing.js')
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['access-control-allow-origin']).toBe('*')
    expect(missing.json()).toEqual({ detail: 'No encontrado.', code: 'not_found' })
  })

  it('answers 404 for unknown remote folders, folders themselves and paths that climb out', async () => {
    expect((await get('/remotes/admin/sub/x.js')).statusCode).toBe(200)
    for (const url of [
      '/remotes/nadie/remoteEntry.js',
      '/remotes/admin/sub',
      '/remotes/admin/sub/',
      '/remotes/admin/../secret.txt',
      '/remotes/admin/%2e%2e/secret.txt',
      '/remotes/admin/..%2fsecret.txt',
      '/remotes/admin/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/remotes/admin/x%00.js',
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/missing.js',
    ]) {
      const res = await get(url, { accept: 'text/html' })
      expect([url, res.statusCode]).toEqual([url, 404])
      expect(res.body).not.toContain('secret')
    }
  })

  it('answers app routes with index.html and never answers for /api/ or /media/', async () => {
    const page = await get('/admin/productos', { accept: 'text/html' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.body).toContain('<script id="vitrina-runtime-config"')
    expect((await get('/api/v1/nada/', { accept: 'text/html' })).statusCode).toBe(404)
    expect((await get('/media/nada.png', { accept: 'text/html' })).statusCode).toBe(404)
  })

  it('answers a path no app owns with the app (its not-found page) and a real 404, kept out of search', async () => {
    for (const url of ['/nope/x', '/productos', '/administrador']) {
      const res = await get(url, { accept: 'text/html' })
      expect([url, res.statusCode]).toEqual([url, 404])
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.body).toContain('<script id="vitrina-runtime-config"')
      expect(res.body).toMatch(/<title>Página no encontrada \| [^<]+<\/title>/)
      expect(res.body.match(/<title>/g)).toHaveLength(1)
      expect(res.body).toContain('<meta name="robots" content="noindex">')
    }
    for (const url of ['/login', '/perfil', '/crear-tienda', '/admin/nada']) {
      expect([url, (await get(url, { accept: 'text/html' })).statusCode]).toEqual([url, 200])
    }
  })

  it('answers the cart, checkout and order pages, the order page private', async () => {
    for (const url of ['/carrito', '/checkout']) {
      const res = await get(url, { accept: 'text/html' })
      expect([url, res.statusCode]).toEqual([url, 200])
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers['x-robots-tag']).toBeUndefined()
    }
    // A token that names no order: the order page's 404 (api/test/order-pages.test.ts).
    const order = await get('/pedido/abcdefghijklmnopqrstuv', { accept: 'text/html' })
    expect(order.statusCode).toBe(404)
    expect(order.body).toContain('<div id="root">')
    expect(order.headers['cache-control']).toBe('no-store')
    expect(order.headers['referrer-policy']).toBe('no-referrer')
    expect(order.headers['x-robots-tag']).toBe('noindex')
    expect(order.headers.etag).toBeDefined()
  })
})

/** A store's primary colour, written past the API, so told to the public cache as every API write does. */
async function setPrimary(storeId: number, colour: string) {
  const theme = defaultTheme()
  theme.light_colors.colors.primary = colour
  await h.database.db.update(stores).set({ theme }).where(eq(stores.id, storeId))
  app.storeChanged(storeId)
}

describe('index.html kept per store', () => {
  const page = (headers: Record<string, string> = {}, url = '/') =>
    get(url, { host: 'shop.localhost', accept: 'text/html', ...headers })

  it('sends an ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await page()
    expect(first.statusCode).toBe(200)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    expect(first.headers['cache-control']).toBe('no-cache')
    const second = await page()
    expect(second.body).toBe(first.body)
    expect(second.headers.etag).toBe(etag)
    const revalidated = await page({ 'if-none-match': etag })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.body).toBe('')
    expect((await page({ 'if-none-match': '"other"' })).statusCode).toBe(200)
  })

  it('sends the page compressed to a client that takes brotli or gzip, the same page', async () => {
    const plain = await page()
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('Accept-Encoding')
    const br = await page({ 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    const gzip = await page({ 'accept-encoding': 'gzip;q=1, br;q=0' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
    expect(gzip.headers.etag).toBe(plain.headers.etag)
    const revalidated = await page({
      'accept-encoding': 'br',
      'if-none-match': plain.headers.etag as string,
    })
    expect(revalidated.statusCode).toBe(304)
  })

  it('gives each store and each path its own page', async () => {
    const other = await h.store('otra')
    await setPrimary(other.id, '#0A0B0C')
    const shopPage = await page()
    const otherPage = await get('/', { host: 'otra.localhost', accept: 'text/html' })
    expect(otherPage.body).toContain('#0A0B0C')
    expect(shopPage.body).not.toContain('#0A0B0C')
    expect(otherPage.headers.etag).not.toBe(shopPage.headers.etag)
    const admin = await page({}, '/admin/productos')
    expect(admin.headers.etag).not.toBe(shopPage.headers.etag)
    const preload = '<link rel="preload" href="/remotes/admin/mf-manifest.json"'
    expect(admin.body).toContain(preload)
    expect(shopPage.body).not.toContain(preload)
  })

  it('makes the page again when the store’s theme changes', async () => {
    const before = await page()
    await setPrimary(shop.id, '#123456')
    const after = await page()
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(after.body).toContain('#123456')
    expect((await page({ 'if-none-match': before.headers.etag as string })).statusCode).toBe(200)
  })

  it('makes the page again after a new build of index.html or of the remote’s manifest', async () => {
    const before = await page({}, '/admin/productos')
    write(path.join(host, 'index.html'), TEMPLATE.replace('<head>', '<head><meta name="v2">'))
    fs.utimesSync(path.join(host, 'index.html'), new Date(), new Date(Date.now() + 5000))
    const rebuilt = await page({}, '/admin/productos')
    expect(rebuilt.body).toContain('<meta name="v2">')
    expect(rebuilt.headers.etag).not.toBe(before.headers.etag)
    const manifest = path.join(admin, 'mf-manifest.json')
    write(
      manifest,
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ path: './routes', assets: { js: { sync: ['routes.feedf00d.js'] } } }],
      }),
    )
    fs.utimesSync(manifest, new Date(), new Date(Date.now() + 10_000))
    expect((await page({}, '/admin/productos')).body).toContain('/remotes/admin/routes.feedf00d.js')
  })

  it('preloads the lean entry when the remote’s manifest names one for the host’s runtime, else its full entry', async () => {
    const manifest = path.join(admin, 'mf-manifest.json')
    const publish = (runtimeCore: string, seconds: number) => {
      write(
        manifest,
        JSON.stringify({
          metaData: {
            remoteEntry: { name: 'remoteEntry.full.js', path: '' },
            leanRemoteEntry: { name: 'remoteEntry.js', path: '', runtimeCore },
          },
          exposes: [{ path: './routes', assets: { js: { sync: [CHUNK] } } }],
        }),
      )
      fs.utimesSync(manifest, new Date(), new Date(Date.now() + seconds * 1000))
    }
    // The host's pinned federation version (host/package.json) is the runtime it provides.
    const hostPackage = JSON.parse(
      fs.readFileSync(path.join(repoRoot, 'host/package.json'), 'utf8'),
    ) as { dependencies: Record<string, string> }
    publish(hostPackage.dependencies['@module-federation/enhanced']!, 20)
    let body = (await page({}, '/admin/productos')).body
    expect(body).toContain('/remotes/admin/remoteEntry.js')
    expect(body).not.toContain('/remotes/admin/remoteEntry.full.js')

    // A lean entry built for another runtime is not what the host loads.
    publish('0.0.1-other', 30)
    body = (await page({}, '/admin/productos')).body
    expect(body).toContain('/remotes/admin/remoteEntry.full.js')
    expect(body).not.toContain('/remotes/admin/remoteEntry.js')
  })

  it("preloads a page's own chunk (`route-<first path segment>`) on that page only", async () => {
    const manifest = path.join(admin, 'mf-manifest.json')
    write(
      manifest,
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          {
            path: './routes',
            assets: {
              js: {
                sync: [CHUNK],
                async: ['77.0badc0de.js', 'route-admin.0badc0de.js', 'route-otra.0badc0de.js'],
              },
            },
          },
        ],
      }),
    )
    fs.utimesSync(manifest, new Date(), new Date(Date.now() + 40_000))
    const chunk = (name: string) => `/remotes/admin/${name}.0badc0de.js`
    const body = (await page({}, '/admin/productos')).body
    expect(body).toContain(`/remotes/admin/${CHUNK}`)
    expect(body).toContain(chunk('route-admin'))
    expect(body).not.toContain(chunk('route-otra'))
    expect(body).not.toContain(chunk('77'))
  })
})
