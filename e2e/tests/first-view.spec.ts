import path from 'node:path'

import type { Page, Request } from '@playwright/test'

import { SINGLETON_MARKERS } from '../support/chromium'
import { watchCsp } from '../support/csp'
import { expect, test } from '../support/fixtures'
import { repoRoot, startProduct } from '../support/product'
import { serveStatic } from '../support/static-server'

/** The first view of docs/first-view.md: drawn by the server, then taken over by the app. */
const DEMO_NAME = 'Tienda Demo'
/** The hero frame at 1440 px: below the 64 px app bar, full width, 400 px high. */
const DESKTOP_FRAME = { x: 0, y: 64, width: 1440, height: 400 }

/**
 * Holds the host's entry (`main`) back; the drawn page is all there is until `release()`.
 * Go to the page with `waitUntil: 'domcontentloaded'`: once boot.js has added the held
 * script (at the drawn page's first paint, which may come before the load event), the
 * page's load waits for it, so a `goto` waiting for load would never return.
 */
async function holdHostEntry(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/main\.[\da-f]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Sums the page's layout shifts from its first paint on (read with `layoutShift`). */
async function countLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number }
    w.__shift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[])
        if (!entry.hadRecentInput) w.__shift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

async function layoutShift(page: Page): Promise<number> {
  return await page.evaluate(() => (window as unknown as { __shift: number }).__shift)
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test("the page shows the store's name, logo and first cover, styled", async ({ page, api }) => {
    const [cover] = (await (await api.get('store/portadas/')).json()) as { image: string }[]
    const store = (await (await api.get('tienda/resume/subdomain/')).json()) as {
      logos: { image: string }[]
    }
    await page.goto('/')
    const header = page.locator('header')
    await expect(header.getByText(DEMO_NAME)).toBeVisible()
    const logo = header.getByRole('img', { name: `Logo de ${DEMO_NAME}` })
    await expect(logo).toHaveAttribute('src', new RegExp(`${store.logos[0]!.image}$`))
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    expect(await logo.boundingBox()).toMatchObject({ width: 44, height: 44 })

    const hero = page.locator('[data-hero-frame] img')
    await expect(hero).toHaveAttribute('src', new RegExp(`${cover!.image}$`))
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    const frame = await page.locator('[data-hero-frame]').boundingBox()
    expect(frame).toMatchObject({ width: 390, height: 200 })
    // Styled before any script: the app bar sits on the theme's panel colour with a 64 px row.
    expect(Math.round((await header.boundingBox())!.height)).toBe(64)
    await expect(page.getByTestId('splash')).toHaveCount(0)
  })

  test('the hero frame is 400 px high from lg, right below the app bar', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/')
    const header = (await page.locator('header').boundingBox())!
    // Without JavaScript the <noscript> line sits above the app bar; with it, nothing does.
    expect(await page.locator('[data-hero-frame]').boundingBox()).toEqual({
      ...DESKTOP_FRAME,
      y: header.y + header.height,
    })
  })

  test("the login page shows the drawn app bar and the login card's title", async ({ page }) => {
    await page.goto('/login')
    await expect(page.locator('header').getByText(DEMO_NAME)).toBeVisible()
    await expect(page.locator('[data-hero-frame]')).toHaveCount(0)
    await expect(
      page.locator('[data-login-frame]').getByRole('heading', { level: 1, name: 'Iniciar sesión' }),
    ).toBeVisible()
  })
})

test.describe('the app takes over', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the carousel replaces the hero frame in place, with one download of the cover and each singleton once', async ({
    page,
    api,
  }) => {
    const [cover] = (await (await api.get('store/portadas/')).json()) as {
      image: string
      variants: { url: string }[]
    }[]
    // The file and its variants: whichever the screen picks, it is fetched once.
    const coverUrls = [cover!.image, ...cover!.variants.map((v) => v.url)]
    const coverRequests: Request[] = []
    const scripts: { url: string; text: Promise<string> }[] = []
    page.on('request', (request) => {
      // The page's image loads; the service worker's first take-over reads the
      // same files once more with `fetch(…, {cache: 'force-cache'})` to keep
      // them for offline use, from the HTTP cache (host/src/pwa/service-worker.ts).
      if (request.resourceType() === 'fetch') return
      if (coverUrls.includes(new URL(request.url()).pathname)) coverRequests.push(request)
    })
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push({
          url: response.url(),
          text: response.body().then(
            (body) => body.toString(),
            () => '',
          ),
        })
    })
    await page.mouse.move(1439, 899)
    await page.goto('/')

    const carousel = page.getByRole('region', { name: `Portadas de ${DEMO_NAME}` })
    await expect(carousel).toBeVisible()
    await expect(page.locator('[data-hero-frame]')).toHaveCount(0)
    // Where the drawn frame was (see the test without JavaScript).
    expect(await carousel.boundingBox()).toEqual(DESKTOP_FRAME)
    await expect(page.getByRole('button', { name: `Ir al inicio de ${DEMO_NAME}` })).toBeVisible()
    // No full splash over a drawn page; the startup bar goes once both tasks are done.
    await expect(page.getByTestId('splash')).toHaveCount(0)
    await expect(page.getByTestId('startup-bar')).toHaveCount(0)

    expect(coverRequests.map((request) => request.url())).toHaveLength(1)
    const bodies = await Promise.all(
      scripts.map(async ({ url, text }) => ({ url, text: await text })),
    )
    for (const [name, marker] of Object.entries(SINGLETON_MARKERS)) {
      expect(
        bodies.filter((body) => body.text.includes(marker)).map((body) => body.url),
        `${name} is in exactly one script`,
      ).toHaveLength(1)
    }
  })

  test('the shift from drawn page to app stays under 0.02', async ({ page }) => {
    await countLayoutShift(page)
    await page.mouse.move(1439, 899)
    await page.goto('/')
    await expect(page.getByRole('region', { name: `Portadas de ${DEMO_NAME}` })).toBeVisible()
    await expect(page.getByTestId('startup-bar')).toHaveCount(0)
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02)
  })

  test('a press on a drawn button before the app has taken over is not lost', async ({ page }) => {
    // The host's entry held back: for a while the drawn page is all there is.
    const release = await holdHostEntry(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await expect(page.locator('[data-hero-frame]')).toBeVisible()
    await page.getByRole('button', { name: 'Cuenta' }).click()
    // Pressed on the drawn page: the host's scripts have not run yet.
    expect(await page.evaluate(() => 'webpackChunk_vitrina_host' in self)).toBe(false)
    release()
    await expect(page.getByRole('menuitem', { name: 'Iniciar sesión' })).toBeVisible()
  })

  test("on /login the auth card takes the login frame's place, and the drawn title stays the largest paint", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    await countLayoutShift(page)
    await page.addInitScript(() => {
      const w = window as unknown as { __paints: number[]; __takenOver: number }
      w.__paints = []
      document.addEventListener('vitrina:taken-over', () => (w.__takenOver = performance.now()))
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__paints.push(entry.startTime)
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    const release = await holdHostEntry(page)
    await page.goto('/login', { waitUntil: 'domcontentloaded' })
    const title = page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })
    const drawn = await title.boundingBox()
    release()
    await expect(page.getByLabel('Correo electrónico')).toBeVisible()
    expect(await title.boundingBox()).toEqual(drawn)

    // The browser offers the install: the bottom sheet slides in over the card.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt'), {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      })
      window.dispatchEvent(offer)
    })
    const sheet = page.getByRole('dialog', { name: /Instala/ })
    await expect(sheet).toBeVisible()
    // Until it has slid all the way up.
    await expect
      .poll(async () => {
        const box = await sheet.boundingBox()
        return box && Math.round(box.y + box.height)
      })
      .toBe(823)

    const { paints, takenOver } = await page.evaluate(() => {
      const w = window as unknown as { __paints: number[]; __takenOver: number }
      return { paints: w.__paints, takenOver: w.__takenOver }
    })
    const shift = await layoutShift(page)
    expect(takenOver).toBeGreaterThan(0)
    // Every largest-paint candidate came from the drawn page: nothing the app drew later was larger.
    expect(paints.length).toBeGreaterThan(0)
    for (const paint of paints) expect(paint).toBeLessThan(takenOver)
    expect(shift).toBeLessThanOrEqual(0.02)
  })

  test('a storefront published on another origin takes over the drawn page in place, and its pages’ chunks come from there', async ({
    browser,
  }) => {
    test.setTimeout(150_000)
    // The storefront's build as its team would publish it: dist/ copied to a CDN.
    const cdn = await serveStatic(path.join(repoRoot, 'remote-storefront/dist'))
    const product = await startProduct({
      env: { VITRINA_REMOTE_STOREFRONT_URL: `${cdn.origin}/mf-manifest.json` },
    })
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    try {
      const violations = await watchCsp(context)
      const page = await context.newPage()
      await countLayoutShift(page)
      await page.mouse.move(1439, 899)
      const response = await page.goto(`${product.baseURL}/`)
      // Drawn by the server: the app bar and the hero frame, whoever serves the remote.
      const html = await response!.text()
      expect(html).toContain('data-hero-frame')
      expect(html).toContain(DEMO_NAME)

      const carousel = page.getByRole('region', { name: `Portadas de ${DEMO_NAME}` })
      await expect(carousel).toBeVisible()
      await expect(page.locator('[data-hero-frame]')).toHaveCount(0)
      expect(await carousel.boundingBox()).toEqual(DESKTOP_FRAME)
      await expect(page.getByTestId('startup-bar')).toHaveCount(0)
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02)
      // From the CDN, on the host's federation runtime (its lean entry).
      expect(cdn.requests).toContain('/mf-manifest.json')
      expect(cdn.requests).toContain('/remoteEntry.js')
      expect(cdn.requests).not.toContain('/remoteEntry.full.js')
      // A page whose code is a chunk of its own (the product page) comes from there too.
      await page.getByRole('list', { name: 'Productos' }).getByRole('link').first().click()
      await expect(page.getByRole('button', { name: 'Agregar al carrito' })).toBeVisible()
      await expect(page.getByRole('alert').filter({ hasText: 'No se pudo cargar' })).toHaveCount(0)
      expect(cdn.requests).toContainEqual(
        expect.stringMatching(/^\/route-producto\.[0-9a-f]+\.js$/),
      )
      expect(violations).toEqual([])
    } finally {
      await context.close()
      await product.stop()
      await cdn.close()
    }
  })
})
