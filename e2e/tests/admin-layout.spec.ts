import { DEMO_CUSTOMER, DEMO_OWNER } from '../support/accounts'
import { expect, test } from '../support/fixtures'

test.describe('admin area', () => {
  test('the owner gets the permanent sidebar on a desktop window, mini on toggle', async ({
    page,
    login,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await login(DEMO_OWNER)
    await page.goto('/admin')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Panel de administración' }),
    ).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Navegación de administración' })
    await expect(nav.getByRole('link', { name: 'Portadas' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Logo de la tienda' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Portadas de la tienda' })).toBeVisible()
    const sidebar = page.getByTestId('admin-sidebar')
    expect((await sidebar.boundingBox())?.width).toBe(260)

    await page.getByRole('button', { name: 'Mostrar u ocultar la navegación' }).click()
    await expect(sidebar).toHaveAttribute('data-mini', 'true')
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(80)
    await nav.getByRole('link', { name: 'Tema' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Tema' })).toBeVisible()
  })

  test('on a phone-sized window the sidebar is a drawer that the app bar opens', async ({
    page,
    login,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await login(DEMO_OWNER)
    await page.goto('/admin')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Panel de administración' }),
    ).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Navegación de administración' })
    await expect(nav).toBeHidden()

    await page.getByRole('button', { name: 'Mostrar u ocultar la navegación' }).click()
    await expect(nav).toBeVisible()
    await nav.getByRole('link', { name: 'Productos' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible()
    await expect(nav).toBeHidden()
    // The new page's heading keeps the focus: the closing drawer does not take it back
    // to the menu button.
    await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeFocused()

    // Closed with Escape, the drawer gives the focus back to the menu button.
    await page.getByRole('button', { name: 'Mostrar u ocultar la navegación' }).click()
    await expect(nav).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(
      page.getByRole('button', { name: 'Mostrar u ocultar la navegación' }),
    ).toBeFocused()
  })

  test('the responsive test view opens the test modal full screen on a phone', async ({
    page,
    login,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await login(DEMO_OWNER)
    await page.goto('/admin/prueba-responsive')
    await expect(page.getByText('Vista móvil')).toBeVisible()
    await page.getByRole('button', { name: 'Abrir modal de prueba' }).click()
    const dialog = page.getByRole('dialog', { name: 'Editar imagen' })
    await expect(dialog).toBeVisible()
    // The dialog scales in: measure once the opening animation has finished.
    await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(390)
    const save = await dialog.getByRole('button', { name: 'Guardar' }).boundingBox()
    expect(Math.round(save?.height ?? 0)).toBe(56)
    expect(Math.round(save?.width ?? 0)).toBe(195)
    expect(Math.round((save?.y ?? 0) + (save?.height ?? 0))).toBe(844)
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await expect(dialog).toBeHidden()
  })

  test('an unknown admin path says so inside the admin frame', async ({ page, login }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await login(DEMO_OWNER)
    await page.goto('/admin/no-existe')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Navegación de administración' })
    await nav.getByRole('link', { name: 'Productos' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Gestión de Productos' }),
    ).toBeVisible()
  })

  test('a customer is kept out of /admin', async ({ page, login }) => {
    await login(DEMO_CUSTOMER)
    await page.goto('/admin/apariencia/logos')
    await expect(page).toHaveURL(/\/$/)
    await expect(
      page.getByRole('navigation', { name: 'Navegación de administración' }),
    ).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Gestión de Logos' })).toHaveCount(0)
  })

  test('a logged-out visitor is kept out of /admin', async ({ page }) => {
    await page.goto('/admin/apariencia/portadas')
    // The guard sends them to /login; the host's startup rule may then send them home.
    await expect(page).not.toHaveURL(/\/admin/)
    await expect(
      page.getByRole('navigation', { name: 'Navegación de administración' }),
    ).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Gestión de Portadas' })).toHaveCount(0)
  })
})
