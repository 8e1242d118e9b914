import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Response } from '@playwright/test'

import { DEMO_OWNER } from '../support/accounts'
import { SINGLETON_MARKERS } from '../support/chromium'
import { watchCsp } from '../support/csp'
import { expect, test } from '../support/fixtures'
import { repoRoot, startProduct } from '../support/product'
import { apiURL } from '../support/session'
import { serveStatic } from '../support/static-server'

test('each singleton is fetched once, from the host, whichever remotes are shown', async ({
  page,
  app,
  login,
}) => {
  await login(DEMO_OWNER)
  const scripts: Response[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response)
  })

  const remotesSeen = () =>
    ['storefront', 'auth', 'admin'].filter((remote) =>
      scripts.some((response) => response.url().includes(`/remotes/${remote}/__federation_expose`)),
    )
  // The owner starts in the admin area; the other areas are then reached in-app. Each
  // move is a transition: the page before (its heading too) stays until the next
  // remote's code is in, so each step waits for that code, not for a heading. A move
  // made before it was (one CI run) left the storefront never asked for.
  await app.goto('/admin')
  await expect.poll(remotesSeen).toContain('admin')
  await expect(app.heading().first()).toBeVisible()
  for (const [route, remote] of [
    ['/', 'storefront'],
    ['/login', 'auth'],
  ] as const) {
    await app.navigate(route)
    await expect.poll(remotesSeen).toContain(remote)
    await expect(app.heading().first()).toBeVisible()
  }
  expect(remotesSeen()).toEqual(['storefront', 'auth', 'admin'])

  const urls = scripts.map((response) => response.url())
  expect(urls.length, 'no script fetched twice').toBe(new Set(urls).size)
  const bodies = await Promise.all(
    scripts.map(async (response) => ({
      url: response.url(),
      text: (await response.body()).toString(),
    })),
  )
  for (const [name, marker] of Object.entries(SINGLETON_MARKERS)) {
    const holders = bodies.filter((body) => body.text.includes(marker)).map((body) => body.url)
    expect(holders, `${name} is in exactly one script`).toHaveLength(1)
    expect(holders[0], `${name} comes from the host`).not.toContain('/remotes/')
  }
})

test("the host's build names no remote: remotes come from the runtime config", async ({
  request,
}) => {
  const dist = path.join(repoRoot, 'host/dist')
  const scripts = readdirSync(dist).filter((file) => file.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(0)
  for (const file of scripts) {
    const text = readFileSync(path.join(dist, file), 'utf8')
    expect(text, file).not.toContain('/remotes/')
    expect(text, file).not.toContain('mf-manifest.json')
  }
  const config = await (await request.get(`${apiURL()}/runtime-config.json`)).json()
  expect(config.remotes).toEqual({
    remote_storefront: '/remotes/storefront/mf-manifest.json',
    remote_auth: '/remotes/auth/mf-manifest.json',
    remote_admin: '/remotes/admin/mf-manifest.json',
  })
})

test('serving: cache headers, precompression, real 404s and the SPA fallback', async ({
  request,
}) => {
  const base = apiURL()
  const noCache = [
    '/runtime-config.json',
    '/remotes/admin/mf-manifest.json',
    '/remotes/admin/remoteEntry.js',
    '/remotes/admin/remoteEntry.full.js',
    '/',
  ]
  for (const url of noCache) {
    const response = await request.get(base + url)
    expect(response.status(), url).toBe(200)
    expect(response.headers()['cache-control'], url).toBe('no-cache')
  }
  const manifest = await (await request.get(`${base}/remotes/admin/mf-manifest.json`)).json()
  const chunk = manifest.exposes[0].assets.js.sync[0] as string
  const hashed = await request.get(`${base}/remotes/admin/${chunk}`, {
    headers: { 'Accept-Encoding': 'br' },
  })
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(hashed.headers()['content-encoding']).toBe('br')

  const page = await request.get(`${base}/admin/apariencia/logos`, {
    headers: { Accept: 'text/html' },
  })
  expect(page.status()).toBe(200)
  expect(await page.text()).toContain('<div id="root">')

  for (const missing of [
    '/remotes/admin/missing.js',
    '/remotes/nadie/remoteEntry.js',
    '/missing.json',
    '/missing.js',
  ]) {
    expect(
      (await request.get(base + missing, { headers: { Accept: 'text/html' } })).status(),
      missing,
    ).toBe(404)
  }
  const api404 = await request.get(`${base}/api/v1/no-such-endpoint/`, {
    headers: { Accept: 'text/html', 'X-Subdomain': 'demo' },
  })
  expect(api404.status()).toBe(404)
  expect(api404.headers()['content-type']).toContain('application/json')
})

test('a remote published on another origin loads from there, with no host rebuild', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  // The admin build as a team would publish it: dist/ copied to a CDN.
  const cdn = await serveStatic(path.join(repoRoot, 'remote-admin/dist'))
  const product = await startProduct({
    env: { VITRINA_REMOTE_ADMIN_URL: `${cdn.origin}/mf-manifest.json` },
  })
  const context = await browser.newContext()
  try {
    // The policy names the CDN's origin: its scripts run, nothing is blocked.
    const violations = await watchCsp(context)
    const page = await context.newPage()
    const adminRequests: string[] = []
    page.on('request', (request) => {
      if (/\/remotes\/admin\/|127\.0\.0\.1/.test(request.url())) adminRequests.push(request.url())
    })
    await page.goto(`${product.baseURL}/admin/apariencia/tema`)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'No se pudo cargar' })).toHaveCount(0)
    expect(cdn.requests).toContain('/mf-manifest.json')
    // The lean entry: it runs on the host's federation runtime.
    expect(cdn.requests).toContain('/remoteEntry.js')
    expect(cdn.requests).not.toContain('/remoteEntry.full.js')
    expect(adminRequests.every((url) => url.startsWith(cdn.origin))).toBe(true)
    expect(violations).toEqual([])
  } finally {
    await context.close()
    await product.stop()
    await cdn.close()
  }
})
