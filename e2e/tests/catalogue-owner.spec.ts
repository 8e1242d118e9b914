import type { Page } from '@playwright/test'

import { specOwner } from '../support/accounts'
import { expect, test } from '../support/fixtures'
import { useImageStore } from '../support/image-store'
import { expectSnackbar } from '../support/snackbar'
import { pngFile } from '../support/test-images'

/*
 * The owner's catalogue, end to end on a store of its own: a product with two
 * options, prices, stock and a photo, published from the editor, is what the
 * storefront's public calls then serve.
 */

const STORE = 'catalogo'
const { openAsOwner, apiURL, storeURL } = useImageStore(STORE)

/** A public call as the storefront makes it, from the page's own origin. */
async function publicGet(page: Page, path: string) {
  return page.evaluate(
    async ([url, store]) => {
      const response = await fetch(url, { headers: { 'X-Subdomain': store } })
      return { status: response.status, body: (await response.json()) as unknown }
    },
    [`/api/v1/${path}`, STORE] as const,
  )
}

test('the owner creates a product with variants, prices, stock and a photo, publishes it, and shoppers see it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openAsOwner(page, '/admin/productos')
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Productos' })).toBeVisible()
  await expect(page.getByText('Todavía no hay productos.')).toBeVisible()

  await page.getByRole('link', { name: 'Nuevo producto' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo producto' })).toBeVisible()
  await page.getByLabel('Título', { exact: true }).fill('Remera Café Orgánico')
  await page
    .getByRole('textbox', { name: 'Descripción', exact: true })
    .fill('Algodón orgánico.\nLavar en frío.')

  await page.getByRole('button', { name: 'Agregar opción' }).click()
  await page.getByRole('textbox', { name: 'Nombre de la opción 1' }).fill('Talle')
  await page.getByRole('textbox', { name: 'Valores de la opción 1' }).fill('S, M')
  // On a desktop the values take two thirds of the line and the name one (the values were 51 px).
  const name = await page.getByRole('textbox', { name: 'Nombre de la opción 1' }).boundingBox()
  const values = await page.getByRole('textbox', { name: 'Valores de la opción 1' }).boundingBox()
  expect(values!.width).toBeGreaterThan(1.5 * name!.width)
  await page.getByRole('button', { name: 'Agregar opción' }).click()
  await page.getByRole('textbox', { name: 'Nombre de la opción 2' }).fill('Color')
  await page.getByRole('textbox', { name: 'Valores de la opción 2' }).fill('Rojo, Azul')
  await expect(page.getByTestId('variant-row')).toHaveCount(4)
  await page.getByRole('checkbox', { name: 'Vender M / Azul' }).uncheck()
  for (const [variant, price, stock] of [
    ['S / Rojo', '1299,50', '4'],
    ['S / Azul', '1299,50', '0'],
    ['M / Rojo', '1.500', ''],
  ] as const) {
    await page.getByRole('textbox', { name: `Precio de ${variant} (ARS)` }).fill(price)
    await page.getByRole('textbox', { name: `Stock de ${variant}` }).fill(stock)
  }
  await page.getByRole('combobox', { name: 'Estado' }).selectOption('active')

  await page.getByLabel('Elegir imágenes').setInputFiles(pngFile('remera.png'))
  const crop = page.getByRole('dialog', { name: /^Imagen 1 \/ 1$/ })
  await crop.getByRole('textbox', { name: 'Texto alternativo' }).fill('Remera roja de algodón')
  await crop.getByRole('button', { name: 'Siguiente' }).click()
  await expect(crop).toBeHidden()

  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expectSnackbar(page, 'Producto guardado')
  await expect(page).toHaveURL(/\/admin\/productos\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Editar producto' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: /^Slug/ })).toHaveValue('remera-cafe-organico')
  await expect(page.getByTestId('image-thumbnail')).toHaveCount(1)
  // Amounts read back the way Argentina writes them.
  await expect(page.getByRole('textbox', { name: 'Precio de S / Rojo (ARS)' })).toHaveValue(
    '1.299,50',
  )
  await expect(page.getByRole('textbox', { name: 'Precio de M / Rojo (ARS)' })).toHaveValue(
    '1.500,00',
  )
  // Saved again from the keyboard: 'Guardar', disabled while it saves, gets the focus back
  // (it dropped to the page).
  const save = page.getByRole('button', { name: 'Guardar', exact: true })
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && /\/productos\/\d+\/$/.test(response.url()),
  )
  await save.focus()
  await page.keyboard.press('Enter')
  expect((await saved).status()).toBe(200)
  await expect(save).toBeEnabled()
  await expect(save).toBeFocused()

  // What the storefront reads: the card in the grid and the product page's data.
  const list = await publicGet(page, 'store/productos/?q=organico')
  expect(list.status).toBe(200)
  expect(list.body).toMatchObject({
    count: 1,
    results: [
      {
        slug: 'remera-cafe-organico',
        title: 'Remera Café Orgánico',
        price_min: 129950,
        price_max: 150000,
        currency: 'ARS',
        available: true,
        image: { alt: 'Remera roja de algodón' },
      },
    ],
  })
  const detail = await publicGet(page, 'store/productos/remera-cafe-organico/')
  expect(detail.status).toBe(200)
  expect(detail.body).toMatchObject({
    description: 'Algodón orgánico.\nLavar en frío.',
    options: [
      { name: 'Talle', values: ['S', 'M'] },
      { name: 'Color', values: ['Rojo', 'Azul'] },
    ],
    variants: [
      { option_values: ['S', 'Rojo'], price: 129950, available: true, low_stock: 4 },
      { option_values: ['S', 'Azul'], price: 129950, available: false },
      { option_values: ['M', 'Rojo'], price: 150000, available: true, low_stock: null },
    ],
  })

  // Back in the list: the price range, the stock sum and the dashboard's count.
  await page.getByRole('link', { name: 'Volver a productos' }).click()
  const row = page.getByTestId('product-row').filter({ hasText: 'Remera Café Orgánico' })
  await expect(row).toContainText('Activo')
  await expect(row).toContainText('Stock: 4')
  await expect(row).toContainText(/\$\s1\.299,50 – \$\s1\.500,00/)
  await page.goto(page.url().replace(/\/admin\/productos.*$/, '/admin'))
  await expect(page.getByTestId('active-products-count')).toHaveText('1')
})

test("a shopper back from a product finds every page 'Ver más' appended, scrolled where they left it", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const owner = specOwner(STORE)
  const login = await page.request.post(`${apiURL()}/api/v1/login/`, {
    headers: { 'X-Subdomain': STORE },
    data: { email: owner.email, password: owner.password },
  })
  const { tokens } = (await login.json()) as { tokens: { access: string } }
  for (let i = 1; i <= 30; i++) {
    const created = await page.request.post(`${apiURL()}/api/v1/admin/tienda/productos/`, {
      headers: { 'X-Subdomain': STORE, Authorization: `Bearer ${tokens.access}` },
      data: { title: `Taza ${i}`, status: 'active', variants: [{ price: 100000 + i }] },
    })
    expect(created.status()).toBe(201)
  }
  const list = await page.request.get(`${apiURL()}/api/v1/store/productos/`, {
    headers: { 'X-Subdomain': STORE },
  })
  const { count } = (await list.json()) as { count: number }
  expect(count).toBeGreaterThan(24)
  expect(count).toBeLessThanOrEqual(48)

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(storeURL('/'))
  const grid = page.getByRole('list', { name: 'Productos' })
  await expect(grid.getByRole('listitem')).toHaveCount(24)
  // The app's own grid: the frame the server drew is gone (its 'Ver más' would load the page afresh).
  await expect(page.locator('[data-catalogue-frame]')).toHaveCount(0)
  await page.getByRole('link', { name: 'Ver más' }).click()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(grid.getByRole('listitem')).toHaveCount(count)
  const card = grid.getByRole('listitem').nth(count - 2)
  await card.scrollIntoViewIfNeeded()
  // Where the page stood at the press (it may move a little more before the product opens).
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      () => sessionStorage.setItem('scrolled-at-press', String(window.scrollY)),
      { capture: true, once: true },
    ),
  )
  await card.getByRole('link').click()
  const left = Number(await page.evaluate(() => sessionStorage.getItem('scrolled-at-press')))
  expect(left).toBeGreaterThan(1000)
  await expect(page).toHaveURL(/\/producto\//)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(grid.getByRole('listitem')).toHaveCount(count)
  await expect
    .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - left))
    .toBeLessThan(100)
})

test("an import of this morning's file keeps the stock sold since, as the owner is shown", async ({
  page,
}) => {
  await openAsOwner(page, '/admin/productos')
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Productos' })).toBeVisible()
  const token = await page.evaluate(() => localStorage.getItem('accessToken'))
  const headers = { 'X-Subdomain': STORE, Authorization: `Bearer ${token}` }
  const call = (path: string) => `${apiURL()}/api/v1/admin/tienda/${path}`
  const stockOfSRojo = async () => {
    const product = (
      await (await page.request.get(call('productos/?q=remera'), { headers })).json()
    ).results[0] as {
      id: number
      variants: { id: number; stock: number | null; option_values: string[] }[]
    }
    return {
      product,
      variant: product.variants.find((v) => v.option_values.join('/') === 'S/Rojo')!,
    }
  }

  // The morning's file, then a sale from the owner's phone: 2 of S / Rojo.
  const file = await (await page.request.get(call('productos/exportar/'), { headers })).body()
  const { product, variant } = await stockOfSRojo()
  const morning = variant.stock!
  const sold = await page.request.patch(call(`productos/${product.id}/`), {
    headers,
    data: { variants: [{ id: variant.id, stock: morning - 2, stock_seen: morning }] },
  })
  expect(sold.status()).toBe(200)

  await page.getByLabel('Archivo CSV a importar').setInputFiles({
    name: 'productos.csv',
    mimeType: 'text/csv',
    buffer: file,
  })
  const dialog = page.getByRole('dialog', { name: 'Importar productos' })
  await expect(
    dialog.getByText('El archivo cambia el stock de 1 variante que ya tenés', { exact: false }),
  ).toBeVisible()
  await expect(
    dialog.getByText(`S / Rojo: ahora ${morning - 2}, en el archivo ${morning}`, { exact: false }),
  ).toBeVisible()
  await expect(
    dialog.getByRole('checkbox', { name: 'Dejar el stock de ahora en esas variantes' }),
  ).toBeChecked()
  await dialog.getByRole('button', { name: 'Importar' }).click()
  await expectSnackbar(page, 'Importación terminada')
  expect((await stockOfSRojo()).variant.stock).toBe(morning - 2)
})
