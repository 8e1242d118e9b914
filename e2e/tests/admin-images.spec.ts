import type { Page } from '@playwright/test'

import { expect, test } from '../support/fixtures'
import { useImageStore } from '../support/image-store'
import { expectSnackbar } from '../support/snackbar'
import { imageFiles as files } from '../support/test-images'

/*
 * A store of its own, on a product of its own: these tests change the store's
 * logos and covers, which the other specs read on the demo store.
 */
const { openAsOwner, publicList } = useImageStore('taller')

test.describe.configure({ mode: 'serial' })

// --- the page --------------------------------------------------------------------------------

function manager(page: Page) {
  return {
    thumbnails: page.getByTestId('image-thumbnail'),
    save: page.getByRole('button', { name: 'Guardar cambios' }),
    picker: page.getByLabel('Elegir imágenes'),
  }
}

/** The image paths the screen shows, in order (their server ids). */
async function shownIds(page: Page): Promise<number[]> {
  const ids = await manager(page).thumbnails.evaluateAll((nodes) =>
    nodes.map((node) => Number((node as HTMLElement).dataset.imageId)),
  )
  return ids
}

test('the owner adds, reorders, edits and deletes logos, and the server keeps exactly that', async ({
  page,
}) => {
  await openAsOwner(page, '/admin/apariencia/logos')
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Logos' })).toBeVisible()
  const { thumbnails, save, picker } = manager(page)
  await expect(page.getByText('Todavía no hay imágenes.')).toBeVisible()

  // Two files, two crop dialogs.
  await picker.setInputFiles(files(2))
  for (const n of [1, 2]) {
    const dialog = page.getByRole('dialog', { name: `Imagen ${n} / 2` })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('slider', { name: 'Zoom' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Omitir' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Siguiente' }).click()
    await expect(dialog).toBeHidden()
  }
  await expect(thumbnails).toHaveCount(2)
  await save.click()
  await expectSnackbar(page, 'Cambios guardados correctamente')
  await expect.poll(async () => (await shownIds(page)).every((id) => id > 0)).toBe(true)
  const [first, second] = await shownIds(page)
  expect((await publicList(page, 'logos')).map((logo) => logo.id)).toEqual([first, second])

  // Reorder by keyboard on the drag handle, then save.
  await page
    .getByRole('button', { name: /Arrastrar para reordenar la imagen 1/ })
    .press('ArrowRight')
  await expect.poll(() => shownIds(page)).toEqual([second, first])
  await save.click()
  await expect
    .poll(async () => (await publicList(page, 'logos')).map((l) => l.id))
    .toEqual([second, first])

  // Re-crop the first one with more zoom: the server stores a new file.
  const before = (await publicList(page, 'logos'))[0]!.image
  await page.getByRole('button', { name: 'Editar la imagen 1' }).click()
  const edit = page.getByRole('dialog', { name: 'Editar imagen' })
  await expect(edit.getByRole('button', { name: 'Cancelar' })).toBeVisible()
  await edit.getByRole('slider', { name: 'Zoom' }).press('ArrowRight')
  await edit.getByRole('button', { name: 'Guardar' }).click()
  await expect(edit).toBeHidden()
  await save.click()
  await expect.poll(async () => (await publicList(page, 'logos'))[0]!.image).not.toBe(before)

  // Delete the second after confirming.
  await page.getByRole('button', { name: 'Eliminar la imagen 2' }).click()
  const confirm = page.getByRole('dialog', { name: 'Eliminar imagen' })
  await expect(confirm.getByText('¿Deseas eliminar esta imagen?')).toBeVisible()
  await confirm.getByRole('button', { name: 'Eliminar' }).click()
  await expect(thumbnails).toHaveCount(1)
  await save.click()
  await expect
    .poll(async () => (await publicList(page, 'logos')).map((l) => l.id))
    .toEqual([second])

  // After a reload the screen shows the server's list, image for image.
  await page.reload()
  await expect(thumbnails).toHaveCount(1)
  const server = await publicList(page, 'logos')
  expect(await shownIds(page)).toEqual(server.map((logo) => logo.id))
  const src = await thumbnails.first().getByRole('img').getAttribute('src')
  expect(src && new URL(src, page.url()).pathname).toBe(server[0]!.image)
})

test('choosing 6 cover files opens at most 5 crop dialogs', async ({ page }) => {
  await openAsOwner(page, '/admin/apariencia/portadas')
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Portadas' })).toBeVisible()
  await expect(page.getByText('Todavía no hay imágenes.')).toBeVisible()
  const titles: string[] = []

  await manager(page).picker.setInputFiles(files(6))
  for (let n = 1; n <= 5; n++) {
    const dialog = page.getByRole('dialog', { name: /^Imagen \d+ \/ \d+$/ })
    await expect(dialog).toBeVisible()
    titles.push((await dialog.getByRole('heading').textContent()) ?? '')
    await dialog.getByRole('button', { name: n % 2 ? 'Siguiente' : 'Omitir' }).click()
    await expect(page.getByRole('dialog', { name: `Imagen ${n} / 5` })).toBeHidden()
  }
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(titles).toEqual([
    'Imagen 1 / 5',
    'Imagen 2 / 5',
    'Imagen 3 / 5',
    'Imagen 4 / 5',
    'Imagen 5 / 5',
  ])
  await expect(manager(page).thumbnails).toHaveCount(3)

  await manager(page).save.click()
  await expectSnackbar(page, 'Cambios guardados correctamente')
  const covers = await publicList(page, 'portadas')
  expect(covers).toHaveLength(3)
  await expect.poll(() => shownIds(page)).toEqual(covers.map((cover) => cover.id))
})

test('asks before leaving with unsaved changes, and leaving keeps the server as it was', async ({
  page,
}) => {
  await openAsOwner(page, '/admin/apariencia/logos')
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Logos' })).toBeVisible()
  const saved = await publicList(page, 'logos')
  await expect(manager(page).thumbnails).toHaveCount(saved.length)

  await manager(page).picker.setInputFiles(files(1))
  await page
    .getByRole('dialog', { name: 'Imagen 1 / 1' })
    .getByRole('button', { name: 'Siguiente' })
    .click()
  await expect(page.getByText('Hay cambios sin guardar.')).toBeVisible()

  // An in-app link is held until the owner decides.
  const coversLink = page.getByRole('link', { name: 'Portadas' }).first()
  const prompt = page.getByRole('dialog', { name: 'Cambios sin guardar' })
  await coversLink.click()
  await expect(prompt).toBeVisible()
  await prompt.getByRole('button', { name: 'Cancelar' }).click()
  await expect(prompt).toBeHidden()
  expect(new URL(page.url()).pathname).toBe('/admin/apariencia/logos')
  await expect(manager(page).thumbnails).toHaveCount(saved.length + 1)

  await coversLink.click()
  await prompt.getByRole('button', { name: 'Salir sin guardar' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Portadas' })).toBeVisible()
  expect(await publicList(page, 'logos')).toEqual(saved)
})
