import type { APIRequestContext } from '@playwright/test'

import { DEMO_OWNER } from '../support/accounts'
import { expectCountInsideBadge } from '../support/badge'
import { expect, test } from '../support/fixtures'
import { apiLogin } from '../support/session'
import { expectSnackbar } from '../support/snackbar'

/*
 * The owner's order desk on a desktop: 'Pedidos' in the sidebar with its
 * pending badge, a pending order confirmed, another cancelled through the
 * confirmation, and the cancelled units back in stock. The two orders are
 * this test's own, placed as a shopper would, for a seeded variant no other
 * test buys (a product of its own would show up in the other tests' grid).
 */

interface AdminProductPage {
  results: { id: number; variants: { id: number; sku: string | null; stock: number | null }[] }[]
}

const SKU = 'CAF-MO'
const DESKTOP = { width: 1440, height: 900 }

test.use({ viewport: DESKTOP })

async function placeOrder(api: APIRequestContext, variantId: number, name: string) {
  const response = await api.post('store/pedidos/', {
    headers: { 'Idempotency-Key': `order-desk-${name.replace(/\W/g, '')}-${Date.now()}` },
    data: {
      items: [{ variant_id: variantId, quantity: 2 }],
      customer: { name, phone: '+54 9 11 4444-0000' },
      delivery: { method: 'retiro' },
      payment_method: 'a_convenir',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as { number: number; token: string }
}

test('the owner confirms one pending order and cancels another, whose stock comes back', async ({
  page,
  api,
  login,
}) => {
  const { tokens } = await apiLogin(api, DEMO_OWNER)
  const owner = { Authorization: `Bearer ${tokens.access}` }
  const stockNow = async () => {
    const read = await api.get('admin/tienda/productos/', {
      headers: owner,
      params: { q: 'Café orgánico' },
    })
    const variants = ((await read.json()) as AdminProductPage).results.flatMap((p) => p.variants)
    return variants.find((variant) => variant.sku === SKU)!
  }
  const { id: variantId, stock: before } = await stockNow()
  const customer = `Cliente Mostrador ${Date.now()}`
  const { number: toConfirm } = await placeOrder(api, variantId, `${customer} Uno`)
  const { number: toCancel } = await placeOrder(api, variantId, `${customer} Dos`)
  expect((await stockNow()).stock).toBe(before! - 4)

  await login(DEMO_OWNER)
  await page.goto('/admin')
  const nav = page.getByRole('navigation', { name: 'Navegación de administración' })
  // The badge: its count is drawn from data-count and is the link's description.
  const orders = nav.getByRole('link', { name: 'Pedidos', exact: true })
  await expect(orders).toHaveAttribute('data-count', /^\d+$/)
  const badge = Number(await orders.getAttribute('data-count'))
  expect(badge).toBeGreaterThanOrEqual(2)
  await expect(orders).toHaveAccessibleDescription(`${badge} pendientes`)
  await expectCountInsideBadge(orders)

  await orders.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Buscar pedidos' }).fill(customer)
  const rows = page.getByTestId('order-row')
  await expect(rows).toHaveCount(2)

  await rows.getByRole('link', { name: `#${toConfirm}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Pedido #${toConfirm}` })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/5491144440000',
  )
  await page.getByRole('button', { name: 'Marcar como confirmado' }).click()
  await expect(page.getByRole('button', { name: 'Marcar como listo para retirar' })).toBeVisible()
  await expectSnackbar(page, 'Pedido actualizado')

  await page.getByRole('link', { name: 'Volver a los pedidos' }).click()
  await page.getByRole('searchbox', { name: 'Buscar pedidos' }).fill(`${customer} Dos`)
  await expect(rows).toHaveCount(1)
  // A press anywhere on the row opens it, not only on its number.
  await rows.click()
  await expect(page.getByRole('heading', { level: 1, name: `Pedido #${toCancel}` })).toBeVisible()
  await page.getByRole('button', { name: 'Cancelar pedido' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancelar pedido' })
  await expect(dialog).toContainText(
    `¿Cancelar el pedido #${toCancel}? El stock vuelve al catálogo.`,
  )
  await dialog.getByRole('button', { name: 'Cancelar pedido' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('group', { name: 'Cambiar el estado' })).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Historial' })).toBeVisible()

  // The cancelled order's 2 units are back; the confirmed one keeps its 2.
  await expect.poll(async () => (await stockNow()).stock).toBe(before! - 2)
  const read = await api.get(`admin/tienda/pedidos/${toCancel}/`, { headers: owner })
  expect(((await read.json()) as { status: string }).status).toBe('cancelado')
})

test('the order link a shopper sends by WhatsApp opens that order on the owner’s logged-in phone too', async ({
  page,
  api,
  login,
}) => {
  const { tokens } = await apiLogin(api, DEMO_OWNER)
  const read = await api.get('admin/tienda/productos/', {
    headers: { Authorization: `Bearer ${tokens.access}` },
    params: { q: 'Café orgánico' },
  })
  const variants = ((await read.json()) as AdminProductPage).results.flatMap((p) => p.variants)
  const variant = variants.find((v) => v.sku === SKU)!
  const order = await placeOrder(api, variant.id, `Cliente Enlace ${Date.now()}`)
  await page.setViewportSize({ width: 390, height: 844 })
  await login(DEMO_OWNER)
  await page.goto(`/pedido/${order.token}`)
  await expect(
    page.getByRole('heading', { level: 1, name: `Pedido #${order.number} recibido` }),
  ).toBeVisible()
  // The startup has run (the session is refreshed) and left the owner on the order.
  await expectSnackbar(page, 'Sesión actualizada correctamente')
  await expect(page).toHaveURL(new RegExp(`/pedido/${order.token}$`))
  // On the same phone, the order in the desk: its items fit the card, no sideways scroll.
  await page.goto(`/admin/pedidos/${order.number}`)
  await expect(
    page.getByRole('heading', { level: 1, name: `Pedido #${order.number}` }),
  ).toBeVisible()
  const item = page.getByTestId('order-item')
  await expect(item).toContainText(/2 × \$\s?[\d.]+,\d{2}/)
  const table = page.getByRole('table')
  expect(
    await table.evaluate((element) => element.scrollWidth - element.parentElement!.clientWidth),
  ).toBeLessThanOrEqual(0)
  // Cancelled here, so the stock it took goes back.
  const cancel = await api.patch(`admin/tienda/pedidos/${order.number}/`, {
    headers: { Authorization: `Bearer ${tokens.access}` },
    data: { status: 'cancelado' },
  })
  expect(cancel.status()).toBe(200)
})
