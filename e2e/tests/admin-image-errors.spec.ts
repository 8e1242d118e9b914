import type { Page } from '@playwright/test'

import { DEMO_OWNER } from '../support/accounts'
import { expect, test } from '../support/fixtures'
import { pngFile } from '../support/test-images'

/*
 * The covers screen when the server fails, and reordering with the mouse.
 * Nothing here is saved to the demo store: failed saves leave it as it was,
 * and the drag is discarded.
 */

test.use({ viewport: { width: 1440, height: 900 } })

test.beforeEach(async ({ login }) => {
  await login(DEMO_OWNER)
})

const isAdminCovers = (url: URL) => url.pathname.startsWith('/api/v1/admin/tienda/portadas/')

async function shownIds(page: Page): Promise<number[]> {
  return page
    .getByTestId('image-thumbnail')
    .evaluateAll((nodes) => nodes.map((node) => Number((node as HTMLElement).dataset.imageId)))
}

async function openCovers(page: Page) {
  await page.goto('/admin/apariencia/portadas')
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Portadas' })).toBeVisible()
}

test('covers that cannot be loaded: the error with its code, and nothing to lose', async ({
  page,
}) => {
  await page.route('**/api/v1/store/portadas/', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'Servicio no disponible', code: 'unavailable' }),
    }),
  )
  await openCovers(page)
  const alert = page.getByRole('alert').filter({ hasText: 'No se pudieron cargar las portadas' })
  await expect(alert).toContainText('Código: 503')
  await expect(page.getByTestId('image-thumbnail')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled()
})

test('a save the server refuses: the error with its code, and the store as it was', async ({
  page,
  api,
}) => {
  const before = await (await api.get('store/portadas/')).json()
  const writes: string[] = []
  await page.route(isAdminCovers, (route) => {
    writes.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`)
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'Error interno', code: 'server_error' }),
    })
  })
  await openCovers(page)
  await expect(page.getByTestId('image-thumbnail')).toHaveCount(before.length)

  await page.getByLabel('Elegir imágenes').setInputFiles(pngFile('portada.png'))
  await page
    .getByRole('dialog', { name: 'Imagen 1 / 1' })
    .getByRole('button', { name: 'Siguiente' })
    .click()
  await page.getByRole('button', { name: 'Guardar cambios' }).click()

  const alert = page.getByRole('alert').filter({ hasText: 'Problema al guardar las portadas' })
  await expect(alert).toBeVisible()
  await expect(alert).toContainText('Código: 500')
  expect(writes).toContain('POST /api/v1/admin/tienda/portadas/')
  // The save reloads the list afterwards (product-rules §4): the screen shows the server's.
  await expect(page.getByTestId('image-thumbnail')).toHaveCount(before.length)
  expect(await (await api.get('store/portadas/')).json()).toEqual(before)
})

test('covers are reordered by dragging the handle with the mouse', async ({ page }) => {
  await openCovers(page)
  const thumbnails = page.getByTestId('image-thumbnail')
  await expect(thumbnails).toHaveCount(3)
  const [first, second, third] = await shownIds(page)

  await page
    .getByRole('button', { name: /Arrastrar para reordenar la imagen 1/ })
    .dragTo(thumbnails.nth(2), { targetPosition: { x: 150, y: 60 } })

  await expect.poll(() => shownIds(page)).toEqual([second, third, first])
  await expect(page.getByText('Hay cambios sin guardar.')).toBeVisible()
  await page.getByRole('button', { name: 'Descartar cambios' }).click()
  await expect.poll(() => shownIds(page)).toEqual([first, second, third])
})
