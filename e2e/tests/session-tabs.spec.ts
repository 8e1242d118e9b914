import type { Page, Response } from '@playwright/test'

import { specOwner } from '../support/accounts'
import { expect, test } from '../support/fixtures'
import { type RunningProduct, startProduct } from '../support/product'
import type { LoginResponse } from '../support/session'
import { watchForSnackbar } from '../support/snackbar'

/* A store of its own (made by the global setup): the owner's writes here change its logos. */
const STORE = 'pestanas'
const OWNER = specOwner(STORE)

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
)

let product: RunningProduct

test.beforeAll(async () => {
  test.setTimeout(180_000)
  product = await startProduct()
})

test.afterAll(async () => {
  await product?.stop()
})

const storeURL = (pathname: string) => `http://${STORE}.localhost:${product.port}${pathname}`
const isRefresh = (response: Response) =>
  response.request().method() === 'POST' && response.url().endsWith('/api/v1/token/refresh/')
const isLogosSave = (response: Response) =>
  response.request().method() === 'PUT' && response.url().endsWith('/api/v1/admin/tienda/logos/')

/** Logs the owner in through this product's API. */
async function ownerLogin(page: Page): Promise<LoginResponse> {
  const response = await page.request.post(`${product.apiURL}/api/v1/login/`, {
    headers: { 'X-Subdomain': STORE },
    data: { email: OWNER.email, password: OWNER.password },
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as LoginResponse
}

/** Stores the tokens in this one tab before its first script (other tabs share them through storage). */
async function seedFirstTab(page: Page, login: LoginResponse) {
  await page.addInitScript((tokens) => {
    if (window.sessionStorage.getItem('vitrina-e2e-seeded')) return
    window.localStorage.setItem('accessToken', tokens.access)
    window.localStorage.setItem('refreshToken', tokens.refresh)
    window.sessionStorage.setItem('vitrina-e2e-seeded', '1')
  }, login.tokens)
}

async function publicLogoIds(page: Page): Promise<number[]> {
  const response = await page.request.get(`${product.apiURL}/api/v1/store/logos/`, {
    headers: { 'X-Subdomain': STORE },
  })
  return ((await response.json()) as { id: number }[]).map((logo) => logo.id)
}

/** Moves the first logo one place right and saves: an owner write made by that tab's session. */
async function reorderAndSave(page: Page): Promise<number> {
  await page
    .getByRole('button', { name: /Arrastrar para reordenar la imagen 1/ })
    .press('ArrowRight')
  const saved = page.waitForResponse(isLogosSave)
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  return (await saved).status()
}

test('two tabs keep one session across two 15-minute refreshes, and both can still save', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000)
  const login = await ownerLogin(page)
  for (const name of ['uno.png', 'dos.png']) {
    const created = await page.request.post(`${product.apiURL}/api/v1/admin/tienda/logos/`, {
      headers: { 'X-Subdomain': STORE, Authorization: `Bearer ${login.tokens.access}` },
      multipart: { logo: { name, mimeType: 'image/png', buffer: PNG } },
    })
    expect(created.status()).toBe(201)
  }
  const [firstLogo, secondLogo] = await publicLogoIds(page)

  const refreshes: number[] = []
  context.on('response', (response) => {
    if (isRefresh(response)) refreshes.push(response.status())
  })
  await context.clock.install()

  // Tab one, then tab two, each refreshed at startup from the shared storage.
  await seedFirstTab(page, login)
  await page.goto(storeURL('/admin/apariencia/logos'))
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Logos' })).toBeVisible()
  await expect.poll(() => refreshes).toEqual([200])
  const second = await context.newPage()
  await second.goto(storeURL('/admin/apariencia/logos'))
  await expect(second.getByRole('heading', { level: 1, name: 'Gestión de Logos' })).toBeVisible()
  await expect.poll(() => refreshes).toEqual([200, 200])

  // Two refresh periods: both tabs' timers fire each time, one after the other.
  await context.clock.fastForward('15:00')
  await expect.poll(() => refreshes).toEqual([200, 200, 200, 200])
  await context.clock.fastForward('15:00')
  await expect.poll(() => refreshes).toEqual([200, 200, 200, 200, 200, 200])

  for (const tab of [page, second]) {
    await expect(tab).toHaveURL(storeURL('/admin/apariencia/logos'))
    await expect(tab.getByRole('heading', { level: 1, name: 'Gestión de Logos' })).toBeVisible()
  }
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeTruthy()

  // Owner writes from each tab, with each tab's own session (no reload).
  expect(await reorderAndSave(page)).toBe(200)
  await expect.poll(() => publicLogoIds(page)).toEqual([secondLogo, firstLogo])
  await reorderAndSave(second).then((status) => expect(status).toBe(200))
  await expect(page).toHaveURL(storeURL('/admin/apariencia/logos'))
  await expect(second).toHaveURL(storeURL('/admin/apariencia/logos'))
  expect(refreshes).toEqual([200, 200, 200, 200, 200, 200])
})

test('a logout in one tab logs the other tab out too', async ({ context, page }) => {
  const login = await ownerLogin(page)
  await seedFirstTab(page, login)
  const refreshed = page.waitForResponse(isRefresh)
  await page.goto(storeURL('/perfil'))
  expect((await refreshed).status()).toBe(200)
  const second = await context.newPage()
  await second.goto(storeURL('/admin'))
  await expect(
    second.getByRole('heading', { level: 1, name: 'Panel de administración' }),
  ).toBeVisible()

  // Watched from before the logout: the second tab's message can come and go while the
  // test still checks its URL.
  const closed = await watchForSnackbar(second, 'Sesión cerrada')
  await page.getByRole('button', { name: 'Cuenta' }).click()
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click()

  await expect(second).toHaveURL(storeURL('/'))
  await closed()
  await second.getByRole('button', { name: 'Cuenta' }).click()
  await expect(second.getByRole('menuitem', { name: 'Iniciar sesión' })).toBeVisible()
})
