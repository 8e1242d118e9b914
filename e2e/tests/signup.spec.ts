import { expect, test } from '../support/fixtures'
import { expectSnackbar } from '../support/snackbar'
import { imageFiles } from '../support/test-images'

/*
 * Self-service sign-up: on a phone, at the platform's own host (localhost, no
 * store label), a new owner opens a store and lands on its admin logged in,
 * then uploads a logo and sees 'Primeros pasos' tick it.
 */

const PHONE = { width: 390, height: 844 }
const platformURL = (pathname: string) => `http://localhost:${process.env.VITRINA_PORT}${pathname}`

test.use({ viewport: PHONE })

test('a new owner opens a store and lands on its admin, logged in', async ({ page, browser }) => {
  const label = `nueva-${Date.now().toString(36)}`
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))

  await page.goto(platformURL('/crear-tienda'))
  await expect(page.getByRole('heading', { level: 1, name: 'Creá tu tienda' })).toBeVisible()
  await expect(page.getByText(`.localhost:${process.env.VITRINA_PORT}`)).toBeVisible()

  await page.getByLabel('Nombre de la tienda').fill('Flores de Ana')
  const address = page.getByLabel('Dirección de tu tienda')
  await expect(address).toHaveValue('flores-de-ana')
  // A reserved label is refused while typing; then the real one is free.
  await address.fill('demo')
  await expect(page.getByText('No disponible')).toBeVisible()
  await address.fill(label)
  await expect(page.getByText('Disponible', { exact: true })).toBeVisible()
  await page.getByLabel('Tu nombre').fill('Ana')
  await page.getByLabel('Correo electrónico').fill(`${label}@example.test`)
  await page.getByLabel('Contraseña').fill('Flores-de-Ana-2026')

  // The answer is read on its way to the page: the page leaves for the new
  // store at once, and a response navigated away from has no body to read.
  const answers: { url: string; handoff: string }[] = []
  await page.route('**/api/v1/tiendas/', async (route) => {
    const response = await route.fetch()
    answers.push((await response.json()) as { url: string; handoff: string })
    await route.fulfill({ response })
  })
  await page.getByRole('button', { name: 'Crear tienda' }).click()
  await expect.poll(() => answers.length).toBe(1)
  const answer = answers[0]!
  expect(answer.url).toBe(`http://${label}.localhost:${process.env.VITRINA_PORT}/`)

  // The new store's admin, as its owner, with the code gone from the address bar.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Panel de administración' }),
  ).toBeVisible({
    timeout: 20_000,
  })
  expect(new URL(page.url()).host).toBe(`${label}.localhost:${process.env.VITRINA_PORT}`)
  expect(page.url()).not.toContain('handoff')
  expect(await page.evaluate(() => window.location.hash)).toBe('')
  // The code never travelled in a request line.
  expect(urls.filter((url) => url.includes(answer.handoff))).toEqual([])

  // 'Primeros pasos': nothing done yet.
  const steps = page.getByRole('region', { name: 'Primeros pasos' })
  await expect(steps.getByText('0 de 4 listos')).toBeVisible()

  // Upload a logo, then back on the dashboard the step is ticked.
  await steps.getByRole('link', { name: 'Subí un logo' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Logos' })).toBeVisible()
  await page.getByLabel('Elegir imágenes').setInputFiles(imageFiles(1))
  const crop = page.getByRole('dialog', { name: 'Imagen 1 / 1' })
  await crop.getByRole('button', { name: 'Siguiente' }).click()
  await expect(crop).toBeHidden()
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expectSnackbar(page, 'Cambios guardados correctamente')
  await page.goBack()
  await expect(steps.getByText('1 de 4 listos')).toBeVisible()
  await expect(steps.getByRole('link', { name: 'Subí un logo' })).toHaveCount(0)

  // The new storefront, as a shopper sees it (its owner is sent on to the
  // admin at startup): its name, no demo content.
  const shopper = await browser.newPage({ locale: 'es-ES', viewport: PHONE })
  await shopper.goto(answer.url)
  await expect(shopper.getByText('¡Bienvenido a Flores de Ana!')).toBeVisible()
  await expect(shopper.getByText('Tienda Demo')).toHaveCount(0)
  await shopper.close()
})

test('a handoff code works once', async ({ page, playwright }) => {
  const label = `unica-${Date.now().toString(36)}`
  const api = await playwright.request.newContext()
  const res = await api.post(`http://127.0.0.1:${process.env.VITRINA_PORT}/api/v1/tiendas/`, {
    data: {
      name: 'Única',
      subdomain: label,
      username: 'Uno',
      email: `${label}@example.test`,
      password: 'Unica-tienda-2026',
    },
  })
  expect(res.status()).toBe(201)
  const { url, handoff } = (await res.json()) as { url: string; handoff: string }
  const redeem = () =>
    api.post(`http://127.0.0.1:${process.env.VITRINA_PORT}/api/v1/login/handoff/`, {
      headers: { 'X-Subdomain': label },
      data: { code: handoff },
    })
  expect((await redeem()).status()).toBe(200)
  // Replayed in a browser: refused, said so, and nobody is logged in.
  await page.goto(`${url}#handoff=${handoff}`)
  await expect(
    page.getByText('El enlace de ingreso no es válido o ya se usó', { exact: false }),
  ).toBeVisible()
  await expect(page).toHaveURL(url)
  await api.dispose()
})
