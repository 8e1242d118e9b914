import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { eq } from 'drizzle-orm'

import { buildApp } from '../src/app.ts'
import { stores } from '../src/db/schema.ts'
import web from '../src/plugins/web.ts'
import { processImage } from '../src/services/images.ts'
import { createHarness, type Harness, type TestStore } from './support/harness.ts'
import { ensureHostServerBuild, hostServer } from './support/host-server.ts'
import { png } from './support/images.ts'

/**
 * The first view of docs/first-view.md, drawn by the host's real server build
 * (host/dist-server/server.cjs, built here when missing) into a real index.html.
 */
const TEMPLATE =
  '<!doctype html><html lang="es"><head><link rel="preload" href="/runtime-config.json" data-runtime-config></head><body><div id="root"></div></body></html>'

let h: Harness
let shop: TestStore
let hostile: TestStore
let webRoot: string
let app: Awaited<ReturnType<typeof buildApp>>

beforeAll(async () => {
  ensureHostServerBuild()
  h = await createHarness()
  shop = await h.store('shop')
  hostile = await h.store('hostile')
  await h.store('bare')
  await h.database.db
    .update(stores)
    .set({ name: '<img src=x onerror=alert(1)>' })
    .where(eq(stores.id, hostile.id))
  const logo = await processImage(await png(), 'logo', 'logo')
  await h.images.add(shop.id, 'logo', logo, 1)
  await h.images.add(hostile.id, 'logo', logo, 1)
  await h.images.add(shop.id, 'portada', await processImage(await png(), 'portada', 'portada'))
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-web-'))
  fs.writeFileSync(path.join(webRoot, 'index.html'), TEMPLATE)
  app = await buildApp({
    database: h.database,
    mediaDir: h.mediaDir,
    jwtSecret: 'test-secret-test-secret-test-secret!',
  })
  // What is drawn, not how fast: a loaded machine must not send a page out undrawn.
  await app.register(web, {
    dirs: { host: webRoot, hostServer, remotes: {} },
    env: {},
    storeReadLimitMs: 30_000,
  })
}, 120_000)
afterAll(async () => {
  await app.close()
  await h.close()
  fs.rmSync(webRoot, { recursive: true, force: true })
})

const page = async (store: string, url: string) =>
  (
    await app.inject({
      method: 'GET',
      url,
      headers: { host: `${store}.localhost`, accept: 'text/html' },
    })
  ).body
const get = (store: string, url: string) => h.request(store, { method: 'GET', url })

/** What `#root` holds before any script runs. */
function drawnRoot(html: string): string | null {
  return /<div id="root">([\s\S]+)<\/div><\/body>/.exec(html)?.[1] ?? null
}
const withoutStyles = (markup: string) => markup.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')

describe('the first view drawn into index.html', () => {
  it("draws the app bar with the store's name and first logo, and the first cover in the hero frame on /", async () => {
    const html = await page('shop', '/')
    const root = drawnRoot(html)
    expect(root).not.toBeNull()
    const markup = withoutStyles(root!)
    const info = (await get('shop', '/api/v1/tienda/resume/subdomain/')).json()
    const [cover] = (await get('shop', '/api/v1/store/portadas/')).json()
    expect(markup).toContain('<header')
    expect(markup).toContain('>Store shop</span>')
    expect(markup).toContain(
      `<img src="${info.logos[0].image}" srcSet="${info.logos[0].srcset}" sizes="44px" alt="Logo de Store shop"`,
    )
    expect(markup).toMatch(
      new RegExp(
        `<div data-hero-frame=""[^>]*><img src="${cover.image}" srcSet="${cover.srcset}" sizes="100vw" alt="Portada de Store shop"`,
      ),
    )
    // The browser takes over from the same data.
    const data = /<script id="vitrina-first-view" type="application\/json">(.*?)<\/script>/.exec(
      html,
    )
    expect(JSON.parse(data![1]!)).toEqual({
      store: info,
      hero: {
        src: cover.image,
        alt: 'Portada de Store shop',
        srcset: cover.srcset,
        sizes: '100vw',
      },
    })
    // The logo and the hero are preloaded from <head>, once, by the variant the <img> picks.
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain(
      `<link rel="preload" as="image" imageSrcSet="${info.logos[0].srcset}" imageSizes="44px"/>`,
    )
    expect(head).toContain(
      `<link rel="preload" as="image" imageSrcSet="${cover.srcset}" imageSizes="100vw" fetchPriority="high"/>`,
    )
    expect(html.split(`imageSrcSet="${cover.srcset}"`)).toHaveLength(2)
    expect(html).not.toContain(`href="${cover.image}"`)
  })

  it("carries the styles of what it draws, in the store's theme colours", async () => {
    const root = drawnRoot(await page('shop', '/'))!
    const styles = [...root.matchAll(/<style data-emotion="([^"]+)">([\s\S]*?)<\/style>/g)]
    const theme = (await get('shop', '/api/v1/tienda/theme/')).json()
    const css = styles.map(([, , rules]) => rules).join('\n')
    // Chakra's tokens and reset, and a class rule for every class in the markup.
    expect(styles.some(([, names]) => names!.startsWith('css-global'))).toBe(true)
    expect(css.toLowerCase()).toContain(
      `--chakra-colors-bg:${theme.light_colors.colors.background.toLowerCase()}`,
    )
    expect(css).toContain(theme.typography.fontFamily)
    for (const [, name] of withoutStyles(root).matchAll(/class="[^"]*\b(css-[a-z0-9]+)\b/g)) {
      expect(css).toContain(`.${name}{`)
    }
    expect(css).toMatch(/height:200px/)
    expect(css).toMatch(/@media screen and \(min-width: 80rem\)\{[^}]*\{height:400px/)
  })

  it('renders store text as text', async () => {
    const html = await page('hostile', '/')
    const markup = withoutStyles(drawnRoot(html)!)
    expect(markup).toContain('>&lt;img src=x onerror=alert(1)&gt;</span>')
    expect(markup).not.toContain('<img src=x')
    expect(html).not.toContain('<img src=x onerror')
    expect(html).toContain('\\u003cimg src=x onerror=alert(1)>')
  })

  it('draws the shell on every app route, and the hero frame only on /', async () => {
    for (const url of ['/login', '/perfil', '/admin', '/admin/productos']) {
      const root = drawnRoot(await page('shop', url))
      expect(root).toContain('>Store shop</span>')
      expect(root).not.toContain('data-hero-frame')
    }
    expect(withoutStyles(drawnRoot(await page('shop', '/admin'))!)).toContain(
      'aria-label="Mostrar u ocultar la navegación"',
    )
  })

  it('draws no hero frame for a store without covers', async () => {
    const html = await page('bare', '/')
    expect(drawnRoot(html)).toContain('>Store bare</span>')
    expect(html).not.toContain('data-hero-frame')
    expect(html).toContain('"hero":null')
  })

  it('draws again when the name, logos or covers change', async () => {
    const before = await page('shop', '/')
    expect(await page('shop', '/')).toBe(before)
    await h.database.db.update(stores).set({ name: 'Renamed' }).where(eq(stores.id, shop.id))
    // Written past the API here, so told to the public cache as every API write does.
    app.publicCache.invalidate(shop.id)
    expect(withoutStyles(drawnRoot(await page('shop', '/'))!)).toContain('>Renamed</span>')
    await h.images.add(
      shop.id,
      'portada',
      await processImage(await png(), 'portada', 'portada'),
      -1,
    )
    app.publicCache.invalidate(shop.id)
    const [first] = (await get('shop', '/api/v1/store/portadas/')).json()
    expect(drawnRoot(await page('shop', '/'))).toContain(`<img src="${first.image}"`)
  })

  it('goes out with nothing drawn for an unknown store', async () => {
    const html = await page('nowhere', '/')
    expect(html).toContain('<div id="root"></div>')
    expect(html).not.toContain('vitrina-first-view')
  })
})
