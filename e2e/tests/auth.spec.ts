import type { Page } from '@playwright/test'

import { type Account, DEMO_CUSTOMER, DEMO_OWNER } from '../support/accounts'
import { expect, test } from '../support/fixtures'
import { expectSnackbar } from '../support/snackbar'

function loginForm(page: Page) {
  return {
    email: page.getByLabel('Correo electrónico'),
    password: page.getByLabel('Contraseña', { exact: true }),
    submit: page.getByRole('button', { name: 'Entrar' }),
  }
}

async function logInThroughTheForm(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.goto('/login')
  const form = loginForm(page)
  await form.email.fill(account.email)
  await form.password.fill(account.password)
  await form.password.press('Enter')
}

test.describe('login', () => {
  test('the owner lands on the admin dashboard, welcomed', async ({ page }) => {
    await logInThroughTheForm(page, DEMO_OWNER)
    await expect(page).toHaveURL(/\/admin$/)
    await expectSnackbar(page, 'Bienvenido de nuevo')
    // A move from the login (another remote) puts the focus on the new page's heading.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeTruthy()
  })

  test('a customer lands on the store home', async ({ page }) => {
    await logInThroughTheForm(page, DEMO_CUSTOMER)
    await expectSnackbar(page, 'Bienvenido de nuevo')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('region', { name: 'Portadas de Tienda Demo' })).toBeVisible()
    await expect(page.locator('main h1')).toBeFocused()
  })

  test('a wrong password shows the error with code 401 and stays on the form', async ({ page }) => {
    await page.goto('/login')
    const form = loginForm(page)
    await form.email.fill(DEMO_CUSTOMER.email)
    await form.password.fill('not-the-password')
    // Sent from the button, as a keyboard user does after tabbing to it.
    await form.submit.focus()
    await page.keyboard.press('Enter')
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('Error al iniciar sesión')
    await expect(alert).toContainText('Credenciales incorrectas')
    await expect(alert).toContainText('Código: 401')
    // The focus is on 'Entrar' again once the answer is in (disabled while sending).
    await expect(form.submit).toBeFocused()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
  })

  test('an empty form is stopped before any request; any other address is the server’s to judge', async ({
    page,
  }) => {
    const loginCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/login/')) loginCalls.push(request.url())
    })
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible()
    const form = loginForm(page)

    await form.submit.click()
    await expect(page.getByText('El correo es obligatorio')).toBeVisible()
    await expect(page.getByText('La contraseña es obligatoria')).toBeVisible()

    expect(loginCalls).toEqual([])

    // The API takes any non-blank address, so the form does too (and says what the API says).
    await form.email.fill('cliente@')
    await form.password.fill('demo1234')
    await form.submit.click()
    const alert = page.getByRole('alert').filter({ hasText: 'Error al iniciar sesión' })
    await expect(alert).toContainText('Credenciales incorrectas')
    expect(loginCalls).toHaveLength(1)
    await expect(page.getByText(/correo válido/)).toHaveCount(0)
  })

  test('the password can be shown and hidden, and the hints suit password managers', async ({
    page,
  }) => {
    await page.goto('/login')
    const form = loginForm(page)
    await expect(form.email).toHaveAttribute('autocomplete', 'username')
    await expect(form.password).toHaveAttribute('autocomplete', 'current-password')
    await form.password.fill('secreto')
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click()
    await expect(form.password).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Ocultar contraseña' }).click()
    await expect(form.password).toHaveAttribute('type', 'password')
  })
})

test.describe('profile', () => {
  test('shows the logged-in user and logs out', async ({ page, login }) => {
    await login(DEMO_CUSTOMER)
    await page.goto('/perfil')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible()
    await expect(main.getByText(DEMO_CUSTOMER.email)).toBeVisible()
    await expect(main.getByText(DEMO_CUSTOMER.username, { exact: true })).toBeVisible()

    await main.getByRole('button', { name: 'Cerrar sesión' }).click()

    await expect(page).toHaveURL(/\/$/)
    await expectSnackbar(page, 'Cerraste sesión correctamente')
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull()
    await page.goto('/perfil')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('sends a visitor who is not logged in to the login page', async ({ page }) => {
    await page.goto('/perfil')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible()
  })
})
