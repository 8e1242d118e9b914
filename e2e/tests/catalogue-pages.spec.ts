import type { APIRequestContext, Page } from '@playwright/test'

import { DEMO_OWNER } from '../support/accounts'
import { expect, test } from '../support/fixtures'
import { apiLogin, apiURL } from '../support/session'
import { png } from '../support/test-images'

/*
 * Commerce spec §6 in Chromium: a product page the server drew reads without
 * JavaScript (title, price, first image), and the app takes it over without
 * moving anything (CLS ≤ 0.02). The product is made here through the owner's
 * API, with a photo, so the page does not depend on the demo catalogue.
 */

const PHONE = { width: 390, height: 844 }
const TITLE = `Mate de calabaza ${Date.now()}`

interface Product {
  id: number
  slug: string
}

let product: Product

async function createProduct(request: APIRequestContext): Promise<Product> {
  const { access } = (await apiLogin(request, DEMO_OWNER)).tokens
  const headers = { 'X-Subdomain': 'demo', Authorization: `Bearer ${access}` }
  const created = await request.post('admin/tienda/productos/', {
    headers,
    data: {
      title: TITLE,
      status: 'active',
      description: 'Calabaza curada a mano.',
      variants: [{ sku: 'MATE-1', price: 459900, stock: 8 }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const made = (await created.json()) as Product
  const image = await request.post(`admin/tienda/productos/${made.id}/imagenes/`, {
    headers,
    multipart: {
      imagen: { name: 'mate.png', mimeType: 'image/png', buffer: png(1200, 1200, [160, 90, 40]) },
      alt: 'Mate visto de frente',
    },
  })
  expect(image.status(), await image.text()).toBe(201)
  return made
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: `${apiURL()}/api/v1/` })
  product = await createProduct(request)
  await request.dispose()
})

test.use({ viewport: PHONE })

/** Sums the page's layout shifts from its first paint on. */
async function countLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number }
    w.__shift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[])
        if (!entry.hadRecentInput) w.__shift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('a product page shows its title, price and first image', async ({ page }) => {
    const response = await page.goto(`/producto/${product.slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
    await expect(page.getByText('$ 4.599,00')).toBeVisible()
    const image = page.getByRole('img', { name: 'Mate visto de frente' })
    await expect(image).toBeVisible()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    // Square, the full width of the phone less the page's padding.
    const box = await image.boundingBox()
    expect(Math.round(box!.width)).toBe(PHONE.width - 32)
    expect(Math.round(box!.height)).toBe(Math.round(box!.width))
    await expect(page).toHaveTitle(new RegExp(`^${TITLE} \\| `))
  })

  test('the home grid links to the product and to its next page', async ({ page }) => {
    await page.goto('/')
    const grid = page.getByRole('list', { name: 'Productos' })
    await expect(grid.getByRole('link', { name: new RegExp(TITLE) })).toBeVisible()
  })

  test('an unknown product is a 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/producto/no-existe-este-producto')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Producto no encontrado' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible()
  })
})

test('the app takes a drawn product page over without moving it', async ({ page }) => {
  await countLayoutShift(page)
  await page.goto(`/producto/${product.slug}`)
  const drawn = page.locator('[data-catalogue-frame] img[data-first-image]')
  await expect(drawn).toBeVisible()
  const before = await drawn.boundingBox()
  // The storefront's own product view: its button exists only in the app.
  await expect(page.getByRole('button', { name: 'Agregar al carrito' })).toBeVisible()
  await expect(page.locator('[data-catalogue-frame]')).toHaveCount(0)
  const image = page.getByRole('img', { name: 'Mate visto de frente' }).first()
  await expect(image).toBeVisible()
  const after = await image.boundingBox()
  expect(Math.abs(after!.y - before!.y)).toBeLessThanOrEqual(2)
  expect(Math.abs(after!.width - before!.width)).toBeLessThanOrEqual(2)
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift)
  expect(shift).toBeLessThanOrEqual(0.02)
})
