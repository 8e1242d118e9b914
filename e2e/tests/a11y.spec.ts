import type { Page } from '@playwright/test'

import { DEMO_CUSTOMER, OTHER_STORE } from '../support/accounts'
import { expectAccessible } from '../support/axe'
import { expect, test } from '../support/fixtures'
import { storeURL } from '../support/session'
import { expectSnackbar } from '../support/snackbar'

/*
 * The accessibility gate on the shopper's screens (the owner's are in
 * a11y-admin.spec.ts): axe (WCAG 2 A/AA) on every screen and every dialog
 * open, with no serious or critical violation. Nothing here saves. The
 * catalogue's walk runs on a phone (phone first); on a desktop, its grid and
 * a product page, whose layouts differ.
 */

/** The fields of the catalogue's public reads used here (contract/src/catalogue.ts). */
interface Category {
  name: string
  slug: string
}
interface ProductCardPage {
  count: number
  results: { slug: string; title: string }[]
}

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }
const DEMO_NAME = 'Tienda Demo'
/** A product of the demo seed (api/src/catalogue/demo.ts) with options, which no test edits. */
const DEMO_PRODUCT = 'remera-de-algodon-organico'

async function openAccountMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Cuenta' }).click()
  await expect(page.getByRole('menuitem', { name: item })).toBeVisible()
}

async function closeAccountMenu(page: Page, item: string) {
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menuitem', { name: item })).toBeHidden()
}

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport })

    test('the storefront and its account menu', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('region', { name: `Portadas de ${DEMO_NAME}` })).toBeVisible()
      await expect(page.getByTestId('startup-bar')).toHaveCount(0)
      await expectAccessible(page, `storefront (${name})`)

      await openAccountMenu(page, 'Iniciar sesión')
      await expectAccessible(page, `account menu, logged out (${name})`)
    })

    test('the catalogue: the grid, a category, a product, the cart, the checkout and an unknown product', async ({
      page,
      api,
    }) => {
      const categories = (await (await api.get('store/categorias/')).json()) as Category[]
      const cards = (await (await api.get('store/productos/')).json()) as ProductCardPage
      await page.goto('/')
      await expect(page.getByRole('list', { name: 'Productos' }).getByRole('link')).toHaveCount(
        Math.min(cards.count, 24),
      )
      await expectAccessible(page, `product grid (${name})`)

      if (name === 'phone') {
        await page.goto(`/categoria/${categories[0]!.slug}`)
        await expect(
          page.getByRole('heading', { level: 1, name: categories[0]!.name }),
        ).toBeVisible()
        await expectAccessible(page, `category page (${name})`)
      }

      // A product of the demo seed no other test edits: the newest cards can be another
      // test's products, made and deleted while this one runs beside it.
      const demo = (await (await api.get(`store/productos/${DEMO_PRODUCT}/`)).json()) as {
        title: string
        variants: { id: number; available: boolean; price: number | null }[]
      }
      await page.goto(`/producto/${DEMO_PRODUCT}`)
      await expect(page.getByRole('heading', { level: 1, name: demo.title })).toBeVisible()
      await page.getByRole('button', { name: 'Agregar al carrito' }).click()
      await expectAccessible(page, `product page after 'Agregar al carrito' (${name})`)
      // The rest of the walk draws the same parts at either width.
      if (name === 'desktop') return

      // A line the cart can sell, whatever options the product has.
      const line = demo.variants.find((variant) => variant.available && variant.price !== null)
      await page.evaluate(
        (id) =>
          localStorage.setItem('cart:demo', JSON.stringify([{ variant_id: id, quantity: 1 }])),
        line!.id,
      )
      // Straight to the cart: a press on the app bar while the drawn page is
      // being taken over is replayed only when the drawn bar had that button.
      await page.goto('/carrito')
      await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Finalizar compra' })).toBeVisible()
      await expectAccessible(page, `cart (${name})`)

      await page.getByRole('button', { name: 'Finalizar compra' }).click()
      await page.getByRole('button', { name: 'Confirmar pedido' }).click()
      await expect(page.getByText('Ingresá tu nombre')).toBeVisible()
      await expectAccessible(page, `checkout with its validation messages (${name})`)

      await page.evaluate(() => localStorage.removeItem('cart:demo'))
      await page.goto('/carrito')
      await expect(page.getByText('Tu carrito está vacío')).toBeVisible()
      await expectAccessible(page, `empty cart (${name})`)

      await page.goto('/producto/no-existe')
      await expect(
        page.getByRole('heading', { level: 1, name: 'Producto no encontrado' }),
      ).toBeVisible()
      await expectAccessible(page, `unknown product (${name})`)
    })

    test('login', async ({ page }) => {
      await page.goto('/login')
      await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible()
      await expectAccessible(page, `login (${name})`)

      await page.getByRole('button', { name: 'Entrar' }).click()
      await expect(page.getByText('El correo es obligatorio')).toBeVisible()
      await expectAccessible(page, `login with its validation messages (${name})`)
    })

    test('profile, with the startup message and the account menu', async ({ page, login }) => {
      await login(DEMO_CUSTOMER)
      await page.goto('/perfil')
      await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible()
      await expectSnackbar(page, 'Sesión actualizada correctamente')
      await expectAccessible(page, `profile (${name})`)

      await openAccountMenu(page, 'Mi perfil')
      await expectAccessible(page, `account menu, logged in (${name})`)
      await closeAccountMenu(page, 'Mi perfil')
    })
  })
}

test('sign-up on the platform host, empty, with its messages, on a phone and a desktop', async ({
  page,
}) => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport)
    await page.goto(`http://localhost:${process.env.VITRINA_PORT}/crear-tienda`)
    await expect(page.getByRole('heading', { level: 1, name: 'Creá tu tienda' })).toBeVisible()
    await expectAccessible(page, `sign-up (${name})`)
    await page.getByLabel('Dirección de tu tienda').fill('www')
    await expect(page.getByText('No disponible')).toBeVisible()
    await page.getByRole('button', { name: 'Crear tienda' }).click()
    await expect(page.getByText('El nombre de la tienda es obligatorio')).toBeVisible()
    await expectAccessible(page, `sign-up with its messages (${name})`)
  }
})

test('a store with its own theme: the storefront without covers and login', async ({ page }) => {
  // `otra` has the colours and typography of OTHER_STORE_THEME (set with `pnpm vitrina theme:set`).
  await page.setViewportSize(DESKTOP)
  await page.goto(storeURL(OTHER_STORE.subdomain, '/'))
  await expect(page.getByText('Sin imágenes de portada')).toBeVisible()
  await expectAccessible(page, `storefront of ${OTHER_STORE.name}`)
  await page.goto(storeURL(OTHER_STORE.subdomain, '/login'))
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByText('El correo es obligatorio')).toBeVisible()
  await expectAccessible(page, `login of ${OTHER_STORE.name}`)
})
