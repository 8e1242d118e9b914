import type { Locator } from '@playwright/test'

import { OTHER_OWNER, OTHER_STORE } from '../support/accounts'
import { expect, test } from '../support/fixtures'
import { storeURL } from '../support/session'

// `otra` got OTHER_STORE_THEME through `pnpm vitrina theme:set` in the global setup.
const LIGHT = {
  text: 'rgb(33, 33, 33)',
  title: 'rgb(176, 0, 32)',
  headline: 'rgb(13, 71, 161)',
  caption: 'rgb(106, 27, 154)',
}
const DARK = {
  title: 'rgb(255, 180, 171)',
  headline: 'rgb(168, 199, 250)',
  caption: 'rgb(225, 190, 231)',
}

/** The store's h1: 40 px, weight 800, Merriweather, in the headline colour. */
const storeH1 = () => ({
  color: LIGHT.headline,
  fontSize: '40px',
  fontWeight: '800',
  fontFamily: expect.stringMatching(/^Merriweather, /),
})

async function style(locator: Locator) {
  return locator.evaluate((element) => {
    const css = getComputedStyle(element)
    return {
      color: css.color,
      fontSize: css.fontSize,
      fontWeight: css.fontWeight,
      fontFamily: css.fontFamily,
    }
  })
}

test.describe("the store's theme on screen", () => {
  test('login: the app bar title, h1 and body text in the store typography and colours', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(storeURL(OTHER_STORE.subdomain, '/login'))
    // The app's page, not the drawn one: the drawn title and app bar are replaced
    // when the app takes over, and a style read across that moment reads a
    // detached element (the drawn page's styles: first-view.spec.ts).
    await expect(page.getByLabel('Correo electrónico')).toBeVisible()
    const heading = page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })
    await expect(heading).toBeVisible()
    expect(await style(heading)).toEqual(storeH1())

    const title = page.getByRole('banner').getByText(OTHER_STORE.name, { exact: true })
    expect(await style(title)).toMatchObject({
      color: LIGHT.title,
      fontSize: '28px',
      fontFamily: expect.stringMatching(/^Merriweather, /),
    })

    const body = await style(page.locator('body'))
    expect(body).toMatchObject({
      color: LIGHT.text,
      fontSize: '18px',
      fontWeight: '300',
      fontFamily: expect.stringMatching(/^Lato, /),
    })
    const label = page.getByText('Correo electrónico', { exact: true }).first()
    expect((await style(label)).fontFamily).toMatch(/^Lato, /)
  })

  test('admin: h1 and h2 headings and captions, then the dark palette in dark mode', async ({
    page,
    login,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await login(OTHER_OWNER)
    await page.addInitScript(() => window.localStorage.setItem('adminTheme', 'light'))
    await page.goto(storeURL(OTHER_STORE.subdomain, '/admin'))
    const heading = page.getByRole('heading', { level: 1, name: 'Panel de administración' })
    await expect(heading).toBeVisible()
    // The card headings are h2: the store's h2 (30 px, 700), in the headline colour.
    const cardHeading = page.getByRole('heading', { level: 2, name: 'Logo de la tienda' })
    const caption = page.getByText('Podés crear, editar o eliminar los logos de tu tienda.')
    const title = page.getByRole('banner').getByText(OTHER_STORE.name, { exact: true })

    expect(await style(heading)).toMatchObject({ color: LIGHT.headline, fontSize: '40px' })
    expect(await style(cardHeading)).toMatchObject({
      color: LIGHT.headline,
      fontSize: '30px',
      fontWeight: '700',
      fontFamily: expect.stringMatching(/^Merriweather, /),
    })
    expect((await style(caption)).color).toBe(LIGHT.caption)
    expect((await style(title)).color).toBe(LIGHT.title)

    await page.getByRole('button', { name: 'Cambiar a tema oscuro' }).click()
    await expect(page.getByRole('button', { name: 'Cambiar a tema claro' })).toBeVisible()
    await expect.poll(async () => (await style(heading)).color).toBe(DARK.headline)
    expect((await style(cardHeading)).color).toBe(DARK.headline)
    expect((await style(caption)).color).toBe(DARK.caption)
    expect((await style(title)).color).toBe(DARK.title)
    expect((await style(heading)).fontSize).toBe('40px')
  })

  test('the app bar title is 20 px on a phone and 24 px from 960 px', async ({ page }) => {
    const title = page.getByRole('banner').getByText(OTHER_STORE.name, { exact: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(storeURL(OTHER_STORE.subdomain, '/login'))
    await expect(title).toBeVisible()
    await expect.poll(async () => (await style(title)).fontSize).toBe('20px')
    await page.setViewportSize({ width: 1000, height: 800 })
    await expect.poll(async () => (await style(title)).fontSize).toBe('24px')
  })
})

test.describe("the store's theme on a page the server drew", () => {
  test.use({ javaScriptEnabled: false })

  test("a catalogue page's heading has the store's h1 style before any script", async ({
    page,
  }) => {
    const response = await page.goto(storeURL(OTHER_STORE.subdomain, '/producto/no-existe'))
    expect(response?.status()).toBe(404)
    const heading = page.getByRole('heading', { level: 1, name: 'Producto no encontrado' })
    await expect(heading).toBeVisible()
    expect(await style(heading)).toEqual(storeH1())
  })
})
