import type { Locator, Page } from '@playwright/test'

import { expect, test } from '../support/fixtures'
import { useImageStore } from '../support/image-store'
import { expectSnackbar } from '../support/snackbar'
import { imageFiles } from '../support/test-images'

/*
 * The whole image manager by keyboard alone: every control is reached with
 * Tab and used with Enter, Escape or the arrow keys; nothing is clicked.
 */
const { openAsOwner, publicList } = useImageStore('teclado')

test.describe.configure({ mode: 'serial' })

/** Presses Tab until `target` has focus (it must be reachable within `max` steps). */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let step = 0; step < max; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`not reachable by Tab: ${target.toString()}`)
}

/** The local keys of the thumbnails, in the order shown. */
const shownKeys = (page: Page) =>
  page
    .getByTestId('image-thumbnail')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.key ?? ''))

test('the owner adds, crops, skips, reorders, edits, deletes and saves covers with the keyboard alone', async ({
  page,
}) => {
  await openAsOwner(page, '/admin/apariencia/portadas')
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Portadas' })).toBeVisible()
  const add = page.getByRole('button', { name: 'Agregar imagen' })
  const save = page.getByRole('button', { name: 'Guardar cambios' })
  const thumbnails = page.getByTestId('image-thumbnail')

  // Add: Enter on 'Agregar imagen' opens the file picker; three files, three crop steps.
  // The wait starts first: Playwright takes over the picker only once its listener is set up,
  // which a single key press can beat.
  const chooser = page.waitForEvent('filechooser')
  await tabTo(page, add)
  await page.keyboard.press('Enter')
  await (await chooser).setFiles(imageFiles(3))

  // 1: zoom in with the slider's arrow keys, then 'Siguiente'.
  let step = page.getByRole('dialog', { name: 'Imagen 1 / 3' })
  await expect(step).toBeVisible()
  const zoom = step.getByRole('slider', { name: 'Zoom' })
  await tabTo(page, zoom)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(zoom).not.toHaveAttribute('aria-valuenow', '1')
  await tabTo(page, step.getByRole('button', { name: 'Siguiente' }))
  await page.keyboard.press('Enter')
  // 2: skipped.
  step = page.getByRole('dialog', { name: 'Imagen 2 / 3' })
  await expect(step).toBeVisible()
  await tabTo(page, step.getByRole('button', { name: 'Omitir' }))
  await page.keyboard.press('Enter')
  // 3: kept as it is.
  step = page.getByRole('dialog', { name: 'Imagen 3 / 3' })
  await expect(step).toBeVisible()
  await tabTo(page, step.getByRole('button', { name: 'Siguiente' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(thumbnails).toHaveCount(2)
  // The round over, focus is back on 'Agregar imagen'.
  await expect(add).toBeFocused()

  // Reorder: an arrow key on the drag handle, then a move button; focus stays with the image.
  const [first, second] = await shownKeys(page)
  await tabTo(page, page.getByRole('button', { name: /Arrastrar para reordenar la imagen 1/ }))
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => shownKeys(page)).toEqual([second, first])
  await expect(
    page.getByRole('button', { name: /Arrastrar para reordenar la imagen 2/ }),
  ).toBeFocused()
  await tabTo(page, page.getByRole('button', { name: 'Mover la imagen 2 antes' }))
  await page.keyboard.press('Enter')
  await expect.poll(() => shownKeys(page)).toEqual([first, second])
  await expect(page.getByRole('button', { name: 'Mover la imagen 1 después' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect.poll(() => shownKeys(page)).toEqual([second, first])

  // Save: both reach the server, in that order.
  await tabTo(page, save)
  await page.keyboard.press('Enter')
  await expectSnackbar(page, 'Cambios guardados correctamente')
  await expect.poll(async () => (await publicList(page, 'portadas')).length).toBe(2)
  const [a, b] = await publicList(page, 'portadas')

  // Edit: re-crop image 1; focus comes back to its edit button.
  const editFirst = page.getByRole('button', { name: 'Editar la imagen 1' })
  await tabTo(page, editFirst)
  await page.keyboard.press('Enter')
  const edit = page.getByRole('dialog', { name: 'Editar imagen' })
  await expect(edit).toBeVisible()
  await tabTo(page, edit.getByRole('slider', { name: 'Zoom' }))
  await page.keyboard.press('ArrowRight')
  await tabTo(page, edit.getByRole('button', { name: 'Guardar' }))
  await page.keyboard.press('Enter')
  await expect(edit).toBeHidden()
  await expect(editFirst).toBeFocused()

  // Delete: Escape keeps the image and returns focus to its delete button...
  const deleteFirst = page.getByRole('button', { name: 'Eliminar la imagen 1' })
  await tabTo(page, deleteFirst)
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('dialog', { name: 'Eliminar imagen' })
  await expect(confirm).toBeVisible()
  // Its keys work once it holds the focus: a dialog drawn a moment before could miss an Escape.
  await expect
    .poll(() => confirm.evaluate((dialog) => dialog.contains(document.activeElement)))
    .toBe(true)
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(thumbnails).toHaveCount(2)
  await expect(deleteFirst).toBeFocused()
  // ...and 'Eliminar' removes it, focus going to the image that takes its place.
  await page.keyboard.press('Enter')
  await expect(confirm).toBeVisible()
  await tabTo(page, confirm.getByRole('button', { name: 'Eliminar' }))
  await page.keyboard.press('Enter')
  await expect(thumbnails).toHaveCount(1)
  await expect(deleteFirst).toBeFocused()

  // Save: the server keeps the other image; the edited one is gone.
  await tabTo(page, save)
  await page.keyboard.press('Enter')
  await expect
    .poll(async () => (await publicList(page, 'portadas')).map((cover) => cover.id))
    .toEqual([b!.id])
  expect(a!.id).not.toBe(b!.id)

  // Deleting the last image sends focus to 'Agregar imagen'.
  await tabTo(page, deleteFirst)
  await page.keyboard.press('Enter')
  await tabTo(page, confirm.getByRole('button', { name: 'Eliminar' }))
  await page.keyboard.press('Enter')
  await expect(thumbnails).toHaveCount(0)
  await expect(add).toBeFocused()
  await tabTo(page, save)
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await publicList(page, 'portadas')).length).toBe(0)
})
