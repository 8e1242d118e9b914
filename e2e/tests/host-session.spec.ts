import type { Page, Request } from '@playwright/test'

import { DEMO_CUSTOMER, DEMO_OWNER } from '../support/accounts'
import { expect, test } from '../support/fixtures'
import { apiURL } from '../support/session'
import { expectSnackbar } from '../support/snackbar'

function isRefresh(request: Request): boolean {
  return request.method() === 'POST' && request.url().includes('/api/v1/token/refresh/')
}

async function storedTokens(page: Page) {
  return page.evaluate(() => ({
    access: localStorage.getItem('accessToken'),
    refresh: localStorage.getItem('refreshToken'),
  }))
}

test.describe('session in the host', () => {
  test('an owner with stored tokens is refreshed at startup and sent to the admin dashboard', async ({
    page,
    login,
  }) => {
    const tokens = await login(DEMO_OWNER)
    const refresh = page.waitForRequest(isRefresh)

    await page.goto('/')

    await refresh
    await expect(page).toHaveURL(/\/admin$/)
    await expectSnackbar(page, 'Sesión actualizada correctamente')
    const stored = await storedTokens(page)
    expect(stored.refresh).toBeTruthy()
    expect(stored.refresh).not.toBe(tokens.tokens.refresh)
  })

  test('a customer with stored tokens stays on the store home', async ({ page, login }) => {
    await login(DEMO_CUSTOMER)
    const refresh = page.waitForRequest(isRefresh)
    await page.goto('/')
    await refresh
    await expectSnackbar(page, 'Sesión actualizada correctamente')
    await expect(page).toHaveURL(/\/$/)
  })

  test('the session is refreshed again after 15 minutes', async ({ page, login }) => {
    await login(DEMO_CUSTOMER)
    await page.clock.install()
    const startup = page.waitForRequest(isRefresh)
    await page.goto('/')
    await startup
    await expectSnackbar(page, 'Sesión actualizada correctamente')

    const refreshes: string[] = []
    page.on('request', (request) => {
      if (isRefresh(request)) refreshes.push(request.url())
    })
    await page.clock.fastForward('14:00')
    expect(refreshes).toHaveLength(0)
    const again = page.waitForResponse((response) => isRefresh(response.request()))
    await page.clock.fastForward('01:00')
    expect((await again).status()).toBe(200)
    expect(refreshes).toHaveLength(1)
  })

  test('logout from the account menu clears the session and goes home', async ({ page, login }) => {
    await login(DEMO_CUSTOMER)
    await page.goto('/perfil')
    await expectSnackbar(page, 'Sesión actualizada correctamente')

    await page.getByRole('button', { name: 'Cuenta' }).click()
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click()

    await expect(page).toHaveURL(/\/$/)
    await expectSnackbar(page, 'Cerraste sesión correctamente')
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null })
    await page.getByRole('button', { name: 'Cuenta' }).click()
    await expect(page.getByRole('menuitem', { name: 'Iniciar sesión' })).toBeVisible()
  })

  test('an invalid stored token closes the session and goes to /login', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return
      localStorage.setItem('accessToken', 'not-a-token')
      localStorage.setItem('refreshToken', 'not-a-token')
      localStorage.setItem('fcmToken', 'old-push-token')
      sessionStorage.setItem('seeded', '1')
    })

    await page.goto('/')

    await expect(page).toHaveURL(/\/login$/)
    await expectSnackbar(page, 'Sesión cerrada')
    expect(
      await page.evaluate(() =>
        ['accessToken', 'refreshToken', 'fcmToken'].map((k) => localStorage.getItem(k)),
      ),
    ).toEqual([null, null, null])
  })
})

test.describe('a reload during the startup refresh', () => {
  // The page's own requests only: no service worker between the page and the route below.
  test.use({ serviceWorkers: 'block' })

  test('stays logged in although the token it presents was just rotated', async ({
    page,
    login,
  }) => {
    const tokens = await login(DEMO_OWNER)
    let rotated!: () => void
    const serverRotated = new Promise<void>((resolve) => (rotated = resolve))
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let calls = 0
    await page.route('**/api/v1/token/refresh/', async (route) => {
      if (calls++ > 0) return route.continue()
      // The server rotates the stored token; its answer never reaches the page.
      // (From Node, through 127.0.0.1: Node does not resolve *.localhost.)
      await route.fetch({ url: `${apiURL()}/api/v1/token/refresh/` })
      rotated()
      await held
      await route.abort().catch(() => undefined)
    })

    await page.goto('/admin')
    await serverRotated
    await page.reload()
    release()

    await expectSnackbar(page, 'Sesión actualizada correctamente')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Panel de administración' }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/admin$/)
    const stored = await storedTokens(page)
    expect(stored.refresh).toBeTruthy()
    expect(stored.refresh).not.toBe(tokens.tokens.refresh)
  })
})
