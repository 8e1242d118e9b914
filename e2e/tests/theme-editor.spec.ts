import type { Locator, Page } from '@playwright/test'

import { expectAccessible } from '../support/axe'
import { expect, test } from '../support/fixtures'
import { useImageStore } from '../support/image-store'
import { expectSnackbar } from '../support/snackbar'

// A store of its own: publishing changes the theme every other spec reads.
const shop = useImageStore('temas')

const rgb = (hex: string) => {
  const n = (i: number) => parseInt(hex.slice(i, i + 2), 16)
  return `rgb(${n(1)}, ${n(3)}, ${n(5)})`
}

async function style(locator: Locator) {
  return locator.evaluate((element) => {
    const css = getComputedStyle(element)
    return { color: css.color, fontFamily: css.fontFamily, background: css.backgroundColor }
  })
}

/** A shopper's home page, in a context of its own (no owner session). */
async function shopperHome(page: Page) {
  await page.goto(shop.storeURL('/'))
  const title = page.getByRole('banner').getByText('Tienda Temas', { exact: true })
  await expect(title).toBeVisible()
  // The app's page, once it has taken over from the drawn one.
  await expect(page.getByText('Sin imágenes de portada')).toBeVisible()
  return { body: await style(page.locator('body')), title: await style(title) }
}

test('an owner picks a suggested theme, meets the contrast guard, publishes and restores', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await shop.openAsOwner(page, '/admin/apariencia/tema')
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Tema' })).toBeVisible()
  const text = page.getByRole('textbox', { name: 'Texto', exact: true })
  await expect(text).toHaveValue('#1F2330')
  const publish = page.getByRole('button', { name: 'Publicar', exact: true })
  await expect(publish).toBeDisabled()

  const shopper = await browser.newContext()
  const shopperPage = await shopper.newPage()
  const before = await shopperHome(shopperPage)
  expect(before.body.color).toBe(rgb('#1F2330'))
  expect(before.body.fontFamily).toMatch(/^Montserrat, /)

  // A suggested theme in one press: the fields and the preview take it at once.
  await page.getByRole('button', { name: 'Océano' }).click()
  await expect(page.getByRole('textbox', { name: 'Fondo', exact: true })).toHaveValue('#F2F8FB')
  await expect(page.getByRole('combobox', { name: 'Fuente de texto' })).toHaveValue('Inter')
  const preview = page.getByTestId('theme-preview')
  await expect
    .poll(async () => (await style(preview.getByTestId('theme-preview-text'))).color)
    .toBe(rgb('#102A36'))
  await expect(publish).toBeEnabled()
  await expectAccessible(page, 'the theme editor with a suggested theme')

  // An unreadable text colour: the guard speaks beside the field and holds 'Publicar'.
  await text.fill('#AAAAAA')
  await expect(
    page.getByText(/^Contraste insuficiente \(\d,\d:1\)\. Mínimo 4,5:1\.$/),
  ).toBeVisible()
  await expect(publish).toBeDisabled()
  await expect
    .poll(async () => (await style(preview.getByTestId('theme-preview-text'))).color)
    .toBe(rgb('#AAAAAA'))

  await text.fill('#102A36')
  await expect(page.getByText(/Contraste insuficiente/)).toBeHidden()
  await publish.click()
  await expectSnackbar(page, 'Tema publicado')
  await expect(publish).toBeDisabled()

  // The shopper's next page shows the published theme, the drawn first view included.
  const html = await shopperPage.evaluate(() => fetch('/').then((res) => res.text()))
  expect(html).toContain('#102A36')
  const after = await shopperHome(shopperPage)
  expect(after.body.color).toBe(rgb('#102A36'))
  expect(after.body.fontFamily).toMatch(/^Inter, /)
  expect(after.title.color).toBe(rgb('#08202B'))
  expect(after.title.fontFamily).toMatch(/^Poppins, /)

  // Restore the theme the store had: it is public again.
  const restore = page.getByRole('button', { name: 'Restaurar' })
  await expect(restore).toHaveCount(1)
  await restore.click()
  await expect(page.getByRole('textbox', { name: 'Texto', exact: true })).toHaveValue('#1F2330')
  const restored = await shopperHome(shopperPage)
  expect(restored.body.color).toBe(rgb('#1F2330'))
  expect(restored.body.fontFamily).toMatch(/^Montserrat, /)
  await shopper.close()
})

test('the server refuses an unreadable theme and a font off the list, and changes nothing', async ({
  request,
}) => {
  const api = (path: string) => `${shop.apiURL()}/api/v1/${path}`
  const login = await request.post(api('login/'), {
    headers: { 'X-Subdomain': 'temas' },
    data: { email: 'owner@temas.localhost', password: 'temas1234' },
  })
  expect(login.ok()).toBe(true)
  const { tokens } = (await login.json()) as { tokens: { access: string } }
  const headers = { authorization: `Bearer ${tokens.access}`, 'X-Subdomain': 'temas' }
  const url = api('admin/tienda/theme/')
  const current = await (await request.get(url, { headers })).json()

  const grey = await request.put(url, {
    headers,
    data: { light_colors: { colors: { textColor: '#AAAAAA' } } },
  })
  expect(grey.status()).toBe(400)
  expect((await grey.json()).errors['light_colors.colors.textColor'][0]).toMatch(
    /^Contraste insuficiente \(\d,\d:1\)\. Mínimo 4,5:1\.$/,
  )
  for (const family of ['Roboto&family=Evil', "Lora');}*{color:red", 'Comic Sans MS']) {
    const res = await request.put(url, { headers, data: { typography: { fontFamily: family } } })
    expect([family, res.status()]).toEqual([family, 400])
  }
  expect(await (await request.get(url, { headers })).json()).toEqual(current)
})
