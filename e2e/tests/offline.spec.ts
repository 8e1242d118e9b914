import type { Page } from '@playwright/test'

import { DEMO_OWNER } from '../support/accounts'
import { expect, test } from '../support/fixtures'
import { expectSnackbar } from '../support/snackbar'

/** The repeat view and the offline store of docs/first-view.md, "Repeat view and offline". */
const DEMO_NAME = 'Tienda Demo'

// The worker installs after the page's load and warm-up: on a loaded CI machine
// that took more than the suite's default 15 s.
const WORKER_READY = { timeout: 30_000 }

/**
 * Waits until the service worker controls the page and has kept this visit:
 * the page itself and the public reads of the first view are in its caches.
 */
async function keptForOffline(page: Page, path: string) {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), WORKER_READY)
    .toBe(true)
  await expect
    .poll(
      () =>
        page.evaluate(async (pagePath) => {
          const kept = await Promise.all(
            [pagePath, '/api/v1/tienda/resume/subdomain/', '/api/v1/tienda/theme/'].map((url) =>
              caches.match(url, { ignoreVary: true }),
            ),
          )
          return kept.every(Boolean)
        }, path),
      WORKER_READY,
    )
    .toBe(true)
}

async function loaded(image: ReturnType<Page['getByRole']>) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
}

test.describe('with the service worker', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('offline, the last-seen store shows with its name, logo and covers', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('region', { name: `Portadas de ${DEMO_NAME}` })).toBeVisible()
    await keptForOffline(page, '/')
    await expect
      .poll(() =>
        page.evaluate(
          async () => (await caches.open('vitrina-media').then((c) => c.keys())).length,
        ),
      )
      .toBeGreaterThanOrEqual(2)

    await context.setOffline(true)
    await page.reload()

    const header = page.locator('header')
    await expect(header.getByText(DEMO_NAME)).toBeVisible()
    await loaded(header.getByRole('img', { name: `Logo de ${DEMO_NAME}` }))
    // The app took over (not only the drawn page): the storefront's carousel.
    const region = page.getByRole('region', { name: `Portadas de ${DEMO_NAME}` })
    const first = region.getByRole('img', { name: `Portada 1 de 3 de ${DEMO_NAME}` })
    await expect(first).toBeVisible()
    await loaded(first)
    await expect(page.getByText('No se pudo cargar esta sección.')).toHaveCount(0)
  })

  test('a search page is not kept for offline: one entry per search would push the store out', async ({
    page,
  }) => {
    await page.goto('/')
    await keptForOffline(page, '/')
    await page.goto('/?q=taza')
    await expect(page.getByRole('searchbox', { name: 'Buscar productos' })).toHaveValue('taza')
    await page.goto('/carrito')
    await keptForOffline(page, '/carrito')
    const kept = await page.evaluate(async () =>
      Boolean(await caches.match('/?q=taza', { ignoreVary: true })),
    )
    expect(kept).toBe(false)
  })

  test('the runtime config comes from the network while online, from the cache offline', async ({
    page,
    context,
  }) => {
    let generation = 0
    let offline = false
    // The network's answer changes at each request (the page uses the config inlined in it).
    await context.route('**/runtime-config.json', (route) =>
      offline
        ? route.abort('internetdisconnected')
        : route.fulfill({
            json: { generation: ++generation },
            headers: { 'Cache-Control': 'no-cache' },
          }),
    )
    await page.goto('/')
    await keptForOffline(page, '/')
    const read = () =>
      page.evaluate(async () => {
        const response = await fetch('/runtime-config.json')
        return ((await response.json()) as { generation: number }).generation
      })

    const first = await read()
    // Network first: each read while online reaches the server, never a kept copy.
    expect(await read()).toBe(first + 1)
    // The worker keeps its copy after answering (workbox's cache write is `waitUntil`).
    const kept = () =>
      page.evaluate(async () => {
        const response = await caches.match('/runtime-config.json')
        return response ? ((await response.json()) as { generation: number }).generation : null
      })
    await expect.poll(kept).toBe(first + 1)

    offline = true
    await context.setOffline(true)
    expect(await read()).toBe(first + 1)
  })

  test('offline, the admin shows a translated offline state, then opens once back online', async ({
    page,
    context,
    login,
  }) => {
    await login(DEMO_OWNER)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin$/)
    await expectSnackbar(page, 'Sesión actualizada correctamente')
    await keptForOffline(page, '/admin')

    await context.setOffline(true)
    await page.reload()

    const offline = page.getByRole('alert').filter({ hasText: 'Sin conexión' })
    await expect(offline).toContainText('Administrar la tienda necesita conexión a internet.')
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.locator('header').getByText(DEMO_NAME)).toBeVisible()
    await page.getByRole('button', { name: 'Idioma: cambiar a English' }).click()
    await expect(page.getByRole('alert').filter({ hasText: "You're offline" })).toContainText(
      'Managing the store needs an internet connection.',
    )

    // Back online: the put-off refresh runs and the admin opens, still logged in.
    const refreshed = page.waitForResponse(
      (response) => response.url().includes('/api/v1/token/refresh/') && response.ok(),
    )
    await context.setOffline(false)
    await refreshed
    await expect(page.getByRole('alert').filter({ hasText: "You're offline" })).toHaveCount(0)
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeTruthy()
  })
})
