import type { Locator, Page } from '@playwright/test'

import { DEMO_OWNER } from '../support/accounts'
import { expect, test } from '../support/fixtures'
import { pngFile } from '../support/test-images'

/*
 * The sizes of product-rules §9 by window width, measured in Chromium.
 * Breakpoints: sm 600, md 960, lg 1280; mobile means below lg.
 */

const DEMO_NAME = 'Tienda Demo'
const PHONE = { width: 390, height: 844 }
const BAND = { width: 1100, height: 800 }
const DESKTOP = { width: 1440, height: 900 }

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not on screen')
  return {
    x: Math.round(found.x),
    y: Math.round(found.y),
    width: Math.round(found.width),
    height: Math.round(found.height),
    right: Math.round(found.x + found.width),
    bottom: Math.round(found.y + found.height),
  }
}

/** The box once the opening animation is over (the dialog scales in). */
async function settledBox(locator: Locator) {
  let last = ''
  await expect
    .poll(async () => {
      const now = JSON.stringify(await box(locator))
      const same = now === last
      last = now
      return same
    })
    .toBe(true)
  return box(locator)
}

async function openImagesDialog(page: Page) {
  await page
    .getByRole('button', { name: /^Editar \d+ imágenes$/ })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Editar imágenes' })
  await expect(dialog.getByTestId('image-thumbnail').first()).toBeVisible()
  return dialog
}

test.describe('the 960–1279 px band is mobile', () => {
  test.use({ viewport: BAND })

  test('storefront: a 200 px carousel and the bottom navigation', async ({ page }) => {
    await page.goto('/')
    const carousel = page.getByRole('region', { name: `Portadas de ${DEMO_NAME}` })
    await expect(carousel).toBeVisible()
    expect((await box(carousel)).height).toBe(200)
    const bottomNav = page.getByRole('navigation', { name: 'Navegación principal' })
    await expect(bottomNav.getByRole('link', { name: 'Inicio' })).toBeVisible()

    // From lg the same page is the desktop one.
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect.poll(async () => (await box(carousel)).height).toBe(400)
    await expect(bottomNav).toBeHidden()
  })

  test('admin: the sidebar is a drawer, the bottom navigation shows, dialogs are full screen', async ({
    page,
    login,
  }) => {
    await login(DEMO_OWNER)
    await page.goto('/admin')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Panel de administración' }),
    ).toBeVisible()
    const sidebar = page.getByRole('navigation', { name: 'Navegación de administración' })
    await expect(sidebar).toBeHidden()
    const bottomNav = page.getByRole('navigation', { name: 'Navegación principal' })
    await expect(bottomNav.getByRole('link', { name: 'Dashboard' })).toBeVisible()

    await page.getByRole('button', { name: 'Mostrar u ocultar la navegación' }).click()
    await expect(sidebar.getByRole('link', { name: 'Portadas' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(sidebar).toBeHidden()

    const dialog = await openImagesDialog(page)
    expect(await settledBox(dialog)).toMatchObject({ x: 0, y: 0, ...BAND })
    const save = await box(dialog.getByRole('button', { name: 'Guardar' }))
    expect(save).toMatchObject({ height: 56, width: BAND.width / 2, bottom: BAND.height })
  })
})

test.describe('dialogs', () => {
  test.beforeEach(async ({ login }) => {
    await login(DEMO_OWNER)
  })

  test('on a desktop: at most 600 wide, body 70vh, a 38 px action bar at the right', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/admin')
    const dialog = await openImagesDialog(page)
    const frame = await settledBox(dialog)
    expect(frame.width).toBe(600)
    expect(frame.x).toBe((DESKTOP.width - 600) / 2)

    const body = dialog.locator('.chakra-dialog__body')
    expect(await body.evaluate((element) => getComputedStyle(element).maxHeight)).toBe(
      `${DESKTOP.height * 0.7}px`,
    )
    expect(await body.evaluate((element) => getComputedStyle(element).overflowY)).toBe('auto')

    const cancel = await box(dialog.getByRole('button', { name: 'Cancelar' }))
    const save = await box(dialog.getByRole('button', { name: 'Guardar' }))
    expect([cancel.height, save.height]).toEqual([38, 38])
    expect(save.y).toBe(cancel.y)
    expect(cancel.right).toBeLessThan(save.x)
    // Right-aligned: the footer's 16 px padding is all that is right of 'Guardar'.
    expect(frame.right - save.right).toBe(16)
    expect(cancel.x).toBeGreaterThan(frame.x + frame.width / 2)
  })

  test('on a desktop the image dialogs are 400 wide: crop and the test modal', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/admin/apariencia/logos')
    await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Logos' })).toBeVisible()
    await page.getByLabel('Elegir imágenes').setInputFiles(pngFile())
    const crop = page.getByRole('dialog', { name: 'Imagen 1 / 1' })
    await expect(crop.getByRole('slider', { name: 'Zoom' })).toBeVisible()
    expect((await settledBox(crop)).width).toBe(400)
    await crop.getByRole('button', { name: 'Omitir' }).click()
    await expect(crop).toBeHidden()

    await page.goto('/admin/prueba-responsive')
    await page.getByRole('button', { name: 'Abrir modal de prueba' }).click()
    const modal = page.getByRole('dialog', { name: 'Editar imagen' })
    const frame = await settledBox(modal)
    expect(frame.width).toBe(400)
    // As tall as what it holds, in the middle of the window: full screen is for phones only.
    expect(frame.y).toBeGreaterThan(0)
    expect(frame.y + frame.height).toBeLessThan(DESKTOP.height)
    expect(
      await modal.evaluate((element) => getComputedStyle(element).borderTopLeftRadius),
    ).not.toBe('0px')
    expect((await box(modal.getByRole('button', { name: 'Guardar' }))).height).toBe(38)
  })

  test('on a phone: full screen, a 56 px bar of two half-width buttons at the bottom', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/admin')
    const dialog = await openImagesDialog(page)
    expect(await settledBox(dialog)).toMatchObject({ x: 0, y: 0, ...PHONE })
    const cancel = await box(dialog.getByRole('button', { name: 'Cancelar' }))
    const save = await box(dialog.getByRole('button', { name: 'Guardar' }))
    expect(cancel).toMatchObject({ x: 0, width: PHONE.width / 2, height: 56, bottom: PHONE.height })
    expect(save).toMatchObject({
      x: PHONE.width / 2,
      width: PHONE.width / 2,
      height: 56,
      bottom: PHONE.height,
    })
    // The body is not capped at 70vh on a phone: the dialog is the whole screen.
    const body = dialog.locator('.chakra-dialog__body')
    expect(await body.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('none')
  })
})

test.describe('the app bar', () => {
  for (const { width, title } of [
    { width: 390, title: '20px' },
    { width: 700, title: '20px' },
    { width: 1100, title: '24px' },
    { width: 1440, title: '28px' },
  ]) {
    test(`at ${width} px: a 44 px logo and a ${title} title`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/login')
      const banner = page.getByRole('banner')
      const logo = banner.getByRole('img', { name: `Logo de ${DEMO_NAME}` })
      await expect(logo).toBeVisible()
      await expect(page.getByTestId('startup-bar')).toHaveCount(0)
      // Retried: the app may swap the drawn bar for its own (same size) while it is measured.
      await expect(async () =>
        expect(await box(logo)).toMatchObject({ width: 44, height: 44 }),
      ).toPass()
      const name = banner.getByText(DEMO_NAME, { exact: true })
      // Polled: on a drawn page the app takes over a moment after the bar is there.
      await expect
        .poll(() => name.evaluate((element) => getComputedStyle(element).fontSize))
        .toBe(title)
    })
  }
})

test('the admin placeholders have their headings: Notificaciones and Servicios', async ({
  page,
  login,
}) => {
  await login(DEMO_OWNER)
  await page.setViewportSize(DESKTOP)
  await page.goto('/admin')
  const sidebar = page.getByRole('navigation', { name: 'Navegación de administración' })
  for (const name of ['Notificaciones', 'Servicios', 'Productos']) {
    await sidebar.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/admin/${name.toLowerCase()}$`))
  }
})
