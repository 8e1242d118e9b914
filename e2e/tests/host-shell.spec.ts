import { DEMO_OWNER } from '../support/accounts'
import { expect, test } from '../support/fixtures'

test.describe('host shell', () => {
  test('every API call carries X-Subdomain with the store label', async ({ page }) => {
    const calls: Array<{ url: string; subdomain: string | undefined }> = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/'))
        calls.push({ url: request.url(), subdomain: request.headers()['x-subdomain'] })
    })
    await page.goto('/')
    await expect(page.getByTestId('splash')).toHaveCount(0)
    await expect.poll(() => calls.length).toBeGreaterThanOrEqual(2)
    expect(calls.map((call) => call.url).join(' ')).toContain('/api/v1/tienda/theme/')
    expect(calls.map((call) => call.url).join(' ')).toContain('/api/v1/tienda/resume/subdomain/')
    for (const call of calls) expect(call.subdomain, call.url).toBe('demo')
  })

  test('the language switch changes the texts and is remembered', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Idioma: cambiar a English' }).click()
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')

    await page.reload()
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible()
    await page.getByRole('button', { name: 'Language: switch to Español' }).click()
    await expect(page.getByRole('button', { name: 'Cuenta' })).toBeVisible()
  })

  test('the theme toggle is only on admin pages and is remembered', async ({
    page,
    login,
    app,
  }) => {
    await login(DEMO_OWNER)
    await page.goto('/')
    await expect(page).toHaveURL(/\/admin$/)

    const toDark = page.getByRole('button', { name: 'Cambiar a tema oscuro' })
    await toDark.click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await page.evaluate(() => localStorage.getItem('adminTheme'))).toBe('dark')

    await page.reload()
    await expect(page.getByRole('button', { name: 'Cambiar a tema claro' })).toBeVisible()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)

    await app.navigate('/perfil')
    await expect(page.getByRole('button', { name: /Cambiar a tema/ })).toHaveCount(0)
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)

    await app.navigate('/admin/productos')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  })

  test('the bottom navigation shows only in a phone-sized window', async ({ page }) => {
    const bottomNav = page.getByRole('navigation', { name: 'Navegación principal' })

    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await expect(bottomNav).toBeVisible()
    await expect(bottomNav.getByRole('link', { name: 'Inicio' })).toBeVisible()
    await expect(bottomNav.getByRole('link', { name: 'Perfil' })).toBeVisible()

    await page.setViewportSize({ width: 1400, height: 900 })
    await expect(bottomNav).toBeHidden()
  })

  test('the admin bottom navigation has Dashboard, Products and Notifications', async ({
    page,
    login,
  }) => {
    await login(DEMO_OWNER)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/admin')
    const bottomNav = page.getByRole('navigation', { name: 'Navegación principal' })
    for (const name of ['Dashboard', 'Productos', 'Notificaciones'])
      await expect(bottomNav.getByRole('link', { name })).toBeVisible()
  })

  test('the app still works when the theme API fails', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.route('**/api/v1/tienda/theme/', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' }),
    )

    await page.goto('/')

    await expect(page.getByTestId('splash')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Ir al inicio de Tienda Demo' })).toBeVisible()
    await page.getByRole('button', { name: 'Cuenta' }).click()
    await page.getByRole('menuitem', { name: 'Iniciar sesión' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(errors.join('\n')).toContain('[theme]')
  })
})
