import type { Route } from '@playwright/test'

import { DEMO_CUSTOMER, DEMO_OWNER, OTHER_STORE } from '../support/accounts'
import { expect, test } from '../support/fixtures'
import { storeURL } from '../support/session'

const ROUTES = [
  { path: '/', remote: 'storefront', heading: undefined, account: undefined },
  { path: '/login', remote: 'auth', heading: 'Iniciar sesión', account: undefined },
  { path: '/perfil', remote: 'auth', heading: undefined, account: DEMO_CUSTOMER },
  { path: '/admin', remote: 'admin', heading: undefined, account: DEMO_OWNER },
  {
    path: '/admin/apariencia/logos',
    remote: 'admin',
    heading: 'Gestión de Logos',
    account: DEMO_OWNER,
  },
  {
    path: '/admin/apariencia/tema',
    remote: 'admin',
    heading: 'Gestión de Tema',
    account: DEMO_OWNER,
  },
] as const

test.describe('each route renders through its remote', () => {
  for (const route of ROUTES) {
    test(`${route.path} → remote ${route.remote}`, async ({ page, app, login }) => {
      if (route.account) await login(route.account)
      const exposed = page.waitForResponse(
        (response) =>
          response.url().includes(`/remotes/${route.remote}/`) &&
          /__federation_expose_routes/.test(response.url()),
      )
      await app.goto(route.path)
      expect((await exposed).ok()).toBe(true)
      await expect(app.heading().first()).toBeVisible()
      await expect(app.remoteFallback).toHaveCount(0)
      if (route.heading) {
        // Client-side, as a link would: whatever the shell does at startup is over.
        await app.navigate(route.path)
        await expect(app.heading(route.heading)).toBeVisible()
      }
    })
  }
})

test('an unknown path shows the translated not-found page', async ({ app }) => {
  await app.goto('/no-existe')
  await expect(app.heading('Página no encontrada')).toBeVisible()
})

const FAILURES: Array<{
  remote: string
  path: string
  heading: RegExp | string
  other: string
  file: string
  fail: (route: Route) => Promise<void>
}> = [
  {
    remote: 'storefront',
    path: '/',
    heading: /.+/,
    other: '/login',
    file: 'mf-manifest.json',
    fail: (route) => route.fulfill({ status: 404, body: 'Not found' }),
  },
  {
    remote: 'auth',
    path: '/login',
    heading: 'Iniciar sesión',
    other: '/',
    file: 'mf-manifest.json',
    fail: (route) => route.fulfill({ status: 500, body: 'Internal error' }),
  },
  {
    remote: 'admin',
    path: '/admin',
    heading: /.+/,
    other: '/',
    file: 'mf-manifest.json',
    fail: (route) => route.abort('connectionrefused'),
  },
  {
    remote: 'admin',
    path: '/admin',
    heading: /.+/,
    other: '/',
    file: 'remoteEntry.js',
    fail: (route) => route.abort('failed'),
  },
  {
    // Every file of the remote, its preloaded entry and routes included.
    remote: 'auth',
    path: '/login',
    heading: 'Iniciar sesión',
    other: '/',
    file: '**',
    fail: (route) => route.abort('internetdisconnected'),
  },
]

test.describe('a dead remote never takes the host down', () => {
  // page.route() sees only the page's own requests. Once the service worker
  // controls the page (it registers after load, when idle), the worker fetches
  // the remote itself, past the block, and shows the storefront: for a shopper
  // that is the right behaviour (a cached or reachable remote beats a
  // fallback; offline.spec.ts checks the worker's copy), but it made this
  // test depend on when the worker took over. Here the network is what fails,
  // so the page runs without a worker.
  test.use({ serviceWorkers: 'block' })

  for (const failure of FAILURES) {
    test(`${failure.remote}: blocked ${failure.file} shows the fallback, the rest works, retry recovers`, async ({
      page,
      app,
      login,
    }) => {
      if (failure.remote === 'admin') await login(DEMO_OWNER)
      // By path, whatever the query: a retry asks for the entry at `?retry=N` (remotes.ts).
      const folder = `/remotes/${failure.remote}/`
      const pattern = (url: URL) =>
        failure.file === '**'
          ? url.pathname.startsWith(folder)
          : url.pathname === `${folder}${failure.file}`
      await page.route(pattern, failure.fail)

      await app.goto(failure.path)
      await expect(app.remoteFallback).toBeVisible()
      await expect(app.retryButton).toBeVisible()

      // Still blocked: retrying fails again, and says so.
      await app.retryButton.click()
      await expect(app.remoteFallback).toBeVisible()

      // Another area of the same page still loads its remote.
      await app.navigate(failure.other)
      await expect(app.heading().first()).toBeVisible()
      await expect(app.remoteFallback).toHaveCount(0)

      await app.navigate(failure.path)
      await expect(app.remoteFallback).toBeVisible()

      await page.unroute(pattern)
      await app.retryButton.click()
      await expect(app.heading(failure.heading).first()).toBeVisible()
      await expect(app.remoteFallback).toHaveCount(0)
    })
  }
})

test('API calls carry the store of the host name in X-Subdomain', async ({ page }) => {
  const apiRequest = page.waitForRequest((request) => request.url().includes('/api/v1/'))
  await page.goto(storeURL(OTHER_STORE.subdomain, '/'))
  expect((await apiRequest).headers()['x-subdomain']).toBe(OTHER_STORE.subdomain)
})
