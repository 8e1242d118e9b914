import path from 'node:path'

import { type Browser, expect, type Page, test } from '@playwright/test'

import { type Account, DEMO_CUSTOMER, DEMO_OWNER } from '../support/accounts'
import { repoRoot, startProduct } from '../support/product'
import { serveStatic, type StaticServer } from '../support/static-server'

const REMOTES = ['storefront', 'auth', 'admin'] as const

function previousDir(): string {
  const dir = process.env.VITRINA_PREVIOUS_DIR
  if (!dir)
    throw new Error(
      'VITRINA_PREVIOUS_DIR is not set: run this through `node scripts/release-check.mjs`.',
    )
  return dir
}

/**
 * Serves `host` (a checkout) with the three remotes built in `remotes` (another
 * checkout), each from its own origin as a team would publish it, and runs
 * the smoke of every route.
 */
async function composeAndSmoke(browser: Browser, host: string, remotes: string) {
  const cdns: Record<string, StaticServer> = {}
  for (const remote of REMOTES)
    cdns[remote] = await serveStatic(path.join(remotes, `remote-${remote}/dist`))
  const env = Object.fromEntries(
    REMOTES.map((remote) => [
      `VITRINA_REMOTE_${remote.toUpperCase()}_URL`,
      `${cdns[remote]!.origin}/`,
    ]),
  )
  const product = await startProduct({ root: host, env })
  try {
    await smoke(browser, product.baseURL)
    for (const remote of REMOTES) {
      // remoteEntry.js, or remoteEntry.full.js for a host that provides no runtime of its own.
      expect(cdns[remote]!.requests, `${remote} came from its own origin`).toContainEqual(
        expect.stringMatching(/^\/remoteEntry(?:\.full)?\.js$/),
      )
    }
  } finally {
    await product.stop()
    for (const cdn of Object.values(cdns)) await cdn.close()
  }
}

const noFailedArea = (page: Page) =>
  expect(
    page.getByRole('alert').filter({ hasText: /No se pudo cargar|no es compatible/ }),
  ).toHaveCount(0)

async function logIn(page: Page, baseURL: string, account: Account) {
  await page.goto(`${baseURL}/login`)
  await page.getByLabel('Correo electrónico').fill(account.email)
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password)
  await page.getByLabel('Contraseña', { exact: true }).press('Enter')
}

/** Storefront with its covers, the owner's login into the admin, a customer's profile after a reload. */
async function smoke(browser: Browser, baseURL: string) {
  const visitor = await browser.newContext()
  try {
    const page = await visitor.newPage()
    await page.goto(`${baseURL}/`)
    const covers = page.getByRole('region', { name: 'Portadas de Tienda Demo' })
    const first = covers.getByRole('img', { name: /^Portada 1 de \d+ de Tienda Demo$/ })
    await expect(first).toBeVisible()
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    await noFailedArea(page)
  } finally {
    await visitor.close()
  }

  const owner = await browser.newContext()
  try {
    const page = await owner.newPage()
    await logIn(page, baseURL, DEMO_OWNER)
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible()
    await noFailedArea(page)
  } finally {
    await owner.close()
  }

  const customer = await browser.newContext()
  try {
    const page = await customer.newPage()
    await logIn(page, baseURL, DEMO_CUSTOMER)
    await expect(page).toHaveURL(/\/$/)
    await page.goto(`${baseURL}/perfil`)
    const main = page.getByRole('main')
    // The startup refresh has rotated the tokens before the reload.
    await expect(main.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible()
    await page.reload()
    await expect(main.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible()
    await expect(main.getByText(DEMO_CUSTOMER.email)).toBeVisible()
    await noFailedArea(page)
  } finally {
    await customer.close()
  }
}

test('the current host runs the previous release’s remotes', async ({ browser }) => {
  await composeAndSmoke(browser, repoRoot, previousDir())
})

test('the previous host runs the current remotes', async ({ browser }) => {
  await composeAndSmoke(browser, previousDir(), repoRoot)
})
