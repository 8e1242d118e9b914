import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { DEMO_OWNER } from '../support/accounts'
import { expect, test } from '../support/fixtures'
import { repoRoot, startProduct } from '../support/product'
import { type LoginResponse, seedSession } from '../support/session'
import { serveStatic } from '../support/static-server'

const TOKEN = 'e2e-deploy-token-0123456789abcdef'

/**
 * A copy of the admin's build as a CDN still holding an old release would
 * serve it: the same files, but its manifest requires `@vitrina/shared` 2.x.
 */
function incompatibleAdminBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-admin-2x-'))
  cpSync(path.join(repoRoot, 'remote-admin/dist'), dir, { recursive: true })
  const file = path.join(dir, 'mf-manifest.json')
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    shared: { name: string; version: string; requiredVersion: string }[]
  }
  for (const shared of manifest.shared) {
    if (shared.name === '@vitrina/shared')
      Object.assign(shared, { version: '2.0.0', requiredVersion: '^2.0.0' })
  }
  writeFileSync(file, JSON.stringify(manifest))
  rmSync(`${file}.gz`, { force: true })
  rmSync(`${file}.br`, { force: true })
  return dir
}

test('a remote team deploys from its own origin and rolls back, with no restart', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const cdn = await serveStatic(path.join(repoRoot, 'remote-admin/dist'))
  const oldDir = incompatibleAdminBuild()
  const oldCdn = await serveStatic(oldDir)
  // The environment names a build the host cannot run (a stale variable): only the browser can catch it.
  const product = await startProduct({
    env: {
      VITRINA_DEPLOY_TOKEN: TOKEN,
      VITRINA_REMOTE_ADMIN_URL: `${oldCdn.origin}/mf-manifest.json`,
    },
  })
  const context = await browser.newContext()
  // The owner: anyone else is sent from the admin area to the storefront at startup.
  const login = await context.request.post(`${product.apiURL}/api/v1/login/`, {
    headers: { 'X-Subdomain': DEMO_OWNER.store },
    data: { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
  })
  expect(login.status()).toBe(200)
  await seedSession(context, (await login.json()) as LoginResponse)
  const auth = { Authorization: `Bearer ${TOKEN}` }
  const deployUrl = `${product.apiURL}/api/v1/deploy/remotes/admin/`
  const runtimeAdmin = async () =>
    (
      (await (await context.request.get(`${product.apiURL}/runtime-config.json`)).json()) as {
        remotes: Record<string, string>
      }
    ).remotes.remote_admin
  try {
    const page = await context.newPage()
    const adminScripts = trackAdminScripts(page)

    // 1. The incompatible build: the admin area says so, the rest of the app works.
    await page.goto(`${product.baseURL}/admin/apariencia/tema`)
    await expect(page.getByRole('alert')).toContainText(
      'Esta sección no es compatible con esta versión de la tienda.',
    )
    expect(oldCdn.requests).toContain('/mf-manifest.json')
    expect(
      oldCdn.requests.filter((url) => url.includes('remoteEntry')),
      'none of its code was loaded',
    ).toEqual([])
    // The rest of the app works (a visitor's storefront: the owner would be sent to the admin).
    const visitor = await browser.newContext()
    try {
      const store = await visitor.newPage()
      await store.goto(`${product.baseURL}/`)
      await expect(store.getByRole('region', { name: 'Portadas de Tienda Demo' })).toBeVisible()
      await expect(store.getByRole('alert')).toHaveCount(0)
    } finally {
      await visitor.close()
    }

    // 2. Deploying that build again through the interface is refused, nothing changes.
    const refused = await context.request.put(deployUrl, {
      headers: auth,
      data: { manifestUrl: `${oldCdn.origin}/` },
    })
    expect(refused.status()).toBe(422)
    expect((await refused.json()).code).toBe('incompatible_shared')
    const badToken = await context.request.put(deployUrl, {
      headers: { Authorization: 'Bearer nope' },
      data: { manifestUrl: `${cdn.origin}/` },
    })
    expect(badToken.status()).toBe(401)
    expect(await runtimeAdmin()).toBe(`${oldCdn.origin}/mf-manifest.json`)

    // 3. The team's current build from its own origin: served within 5 s, no restart.
    const deployed = await context.request.put(deployUrl, {
      headers: auth,
      data: { manifestUrl: `${cdn.origin}/mf-manifest.json` },
    })
    expect(deployed.status(), await deployed.text()).toBe(200)
    await expect.poll(runtimeAdmin, { timeout: 5000 }).toBe(`${cdn.origin}/mf-manifest.json`)
    adminScripts.length = 0
    await page.goto(`${product.baseURL}/admin/apariencia/tema`)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    expect(cdn.requests).toContain('/remoteEntry.js')
    expect(adminScripts.some((url) => url.startsWith(cdn.origin))).toBe(true)
    expect(adminScripts.filter((url) => url.includes('/remotes/admin/'))).toEqual([])

    // 4. Rolled back: the previous build is current again within 5 s.
    const rolledBack = await context.request.post(`${deployUrl}rollback/`, { headers: auth })
    expect(rolledBack.status()).toBe(200)
    await expect.poll(runtimeAdmin, { timeout: 5000 }).toBe(`${oldCdn.origin}/mf-manifest.json`)
    await page.goto(`${product.baseURL}/admin/apariencia/tema`)
    await expect(page.getByRole('alert')).toContainText('no es compatible')

    const listed = await context.request.get(`${product.apiURL}/api/v1/deploy/remotes/`, {
      headers: auth,
    })
    const admin = (
      (await listed.json()) as { remotes: { name: string; history: unknown[] }[] }
    ).remotes.find((remote) => remote.name === 'admin')
    expect(admin?.history).toHaveLength(3)
  } finally {
    await context.close()
    await product.stop()
    await cdn.close()
    await oldCdn.close()
    rmSync(oldDir, { recursive: true, force: true })
  }
})

/** URLs of the federation entries and exposed modules the page loads (any remote, any origin). */
function trackAdminScripts(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (request.resourceType() === 'script' && /remoteEntry|__federation_expose_routes/.test(url)) {
      urls.push(url)
    }
  })
  return urls
}
