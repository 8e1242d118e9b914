import type { APIRequestContext } from '@playwright/test'

import { DEMO_OWNER } from '../support/accounts'
import { expectAccessible } from '../support/axe'
import { expectCountInsideBadge } from '../support/badge'
import { expect, test } from '../support/fixtures'
import { apiLogin } from '../support/session'

/*
 * A shopper on a phone buys on the demo store: adds a product to the cart,
 * meets the checkout's validation texts, has the owner change the price
 * under them (409: the new total and the changed line are shown, the form
 * kept), presses 'Confirmar pedido' twice (one order), lands on the order page with its
 * WhatsApp link, and finds the cart empty; opened again from its link, the
 * order page is the server's, taken over by the app in place. Without
 * JavaScript, an order link still shows the order. The products are the
 * tests' own.
 */

interface AdminProduct {
  id: number
  slug: string
  variants: { id: number; price: number | null; stock: number | null }[]
}

const PHONE = { width: 390, height: 844 }
const WHATSAPP_DIGITS = '5491122334455'

test.use({ viewport: PHONE })

async function asOwner(api: APIRequestContext) {
  const { tokens } = await apiLogin(api, DEMO_OWNER)
  return { Authorization: `Bearer ${tokens.access}` }
}

async function sellingSettings(api: APIRequestContext, owner: Record<string, string>) {
  const settings = await api.put('admin/tienda/configuracion/', {
    headers: owner,
    data: {
      currency: 'ARS',
      whatsapp: '+54 9 11 2233-4455',
      payment_methods: ['a_convenir', 'transferencia', 'efectivo'],
      transfer_instructions: 'Alias: demo.tienda',
      pickup_address: 'Av. Corrientes 1234',
      shipping_flat_fee: 150000,
    },
  })
  expect(settings.status(), await settings.text()).toBe(200)
}

test('the whole purchase: validation, a price change, one order per press and the WhatsApp link', async ({
  page,
  api,
}) => {
  const owner = await asOwner(api)
  await sellingSettings(api, owner)
  const title = `Mate de prueba ${Date.now()}`
  const created = await api.post('admin/tienda/productos/', {
    headers: owner,
    data: { title, status: 'active', variants: [{ price: 250000, stock: 10 }] },
  })
  expect(created.status(), await created.text()).toBe(201)
  const product = (await created.json()) as AdminProduct

  try {
    const orders: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/v1/store/pedidos/'))
        orders.push(request.headers()['idempotency-key'] ?? '')
    })

    await page.goto(`/producto/${product.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await page.getByRole('button', { name: 'Agregar al carrito' }).click()
    // The app bar's button, named as the spec names it, with the count.
    const cart = page.getByRole('button', { name: 'Carrito', exact: true })
    await expect(cart).toHaveAccessibleDescription('1')
    await expectCountInsideBadge(cart)
    await cart.click()

    await expect(page).toHaveURL(/\/carrito$/)
    await expect(page.getByRole('list', { name: 'Carrito' })).toContainText(title)
    await expect(page.getByText('$ 2.500,00').first()).toBeVisible()
    await page.getByRole('button', { name: 'Finalizar compra' }).click()

    await expect(page).toHaveURL(/\/checkout$/)
    const phone = page.getByLabel('Teléfono (WhatsApp)')
    await expect(phone).toHaveValue('+54 9 ')
    await page.getByRole('radio', { name: 'Envío a domicilio' }).check()
    const confirm = page.getByRole('button', { name: 'Confirmar pedido' })
    await confirm.click()
    await expect(page.getByText('Ingresá tu nombre')).toBeVisible()
    await expect(page.getByText('Ingresá un teléfono válido')).toBeVisible()
    await expect(page.getByText('Ingresá la dirección de envío')).toBeVisible()
    expect(orders).toHaveLength(0)

    await page.getByLabel('Nombre').fill('Ana Pérez')
    await phone.fill('+54 9 11 5566-7788')
    await page.getByLabel('Dirección').fill('Av. Siempreviva 742')
    await page.getByRole('radio', { name: 'Transferencia bancaria' }).check()
    await expect(page.getByRole('region', { name: 'Resumen' })).toContainText('$ 4.000,00')

    // The owner raises the price while the shopper is on the form.
    const raised = await api.put(`admin/tienda/productos/${product.id}/`, {
      headers: owner,
      data: {
        title,
        slug: product.slug,
        description: '',
        status: 'active',
        category_ids: [],
        options: [],
        variants: [{ id: product.variants[0]!.id, price: 300000, stock: 10 }],
        seo_title: null,
        seo_description: null,
      },
    })
    expect(raised.status(), await raised.text()).toBe(200)

    await confirm.click()
    const alert = page.getByRole('alert').filter({ hasText: 'Los precios cambiaron' })
    await expect(alert).toContainText('Los precios cambiaron. Revisá el total.')
    await expect(alert).toContainText('$ 4.500,00')
    // The press left the focus nowhere (the button is disabled while sending): the alert takes it.
    await expect(alert).toBeFocused()
    await expect(page.getByLabel('Nombre')).toHaveValue('Ana Pérez')
    const summary = page.getByRole('region', { name: 'Resumen' })
    await expect(summary).toContainText('$ 4.500,00')
    // The line the 409 named: its new unit price, the old one struck through.
    await expect(summary).toContainText('Ahora $ 3.000,00 c/u')
    await expect(summary.locator('del')).toHaveText('Antes $ 2.500,00')
    expect(orders).toHaveLength(1)

    // Two quick presses: one order.
    await confirm.dblclick()
    const heading = page.getByRole('heading', { level: 1, name: /^Pedido #\d+ recibido$/ })
    await expect(heading).toBeVisible()
    expect(orders).toHaveLength(2)
    expect(orders[1]).not.toBe(orders[0])
    await expect(page).toHaveURL(/\/pedido\/[A-Za-z0-9_-]{16,}$/)
    await expect(page.getByText('Alias: demo.tienda')).toBeVisible()
    const whatsapp = page.getByRole('link', { name: 'Enviar por WhatsApp' })
    await expect(whatsapp).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${WHATSAPP_DIGITS}\\?text=.+`),
    )
    await expect(page.getByRole('button', { name: 'Carrito', exact: true })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('cart:demo'))).toBeNull()
    await expectAccessible(page, 'order page (phone)')

    // The link from WhatsApp: a private page the server draws with the order, which
    // the app takes over in place, from the order in the page (no second read).
    const token = new URL(page.url()).pathname.split('/').pop()!
    const reads: string[] = []
    page.on('request', (request) => {
      if (request.url().includes(`/api/v1/store/pedidos/${token}/`)) reads.push(request.url())
    })
    await page.addInitScript(() => {
      const w = window as unknown as {
        __shift: number
        __drawn: { y: number; height: number } | null
      }
      w.__shift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[])
          if (!entry.hadRecentInput) w.__shift += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
      // The drawn heading's box, before any script of the app has run.
      document.addEventListener('DOMContentLoaded', () => {
        const drawn = document.querySelector('[data-catalogue-frame] h1')
        const box = drawn?.getBoundingClientRect()
        w.__drawn = box ? { y: box.y, height: box.height } : null
      })
    })
    const response = await page.reload()
    expect(response?.headers()['cache-control']).toBe('no-store')
    expect(response?.headers()['x-robots-tag']).toBe('noindex')
    expect(response?.headers()['referrer-policy']).toBe('no-referrer')
    // The app's own view (the frame is gone), where the drawn one was.
    await expect(page.locator('[data-catalogue-frame]')).toHaveCount(0)
    await expect(heading).toBeVisible()
    const { drawn, shift } = await page.evaluate(() => {
      const w = window as unknown as {
        __shift: number
        __drawn: { y: number; height: number } | null
      }
      return { drawn: w.__drawn, shift: w.__shift }
    })
    expect(drawn, 'the server drew the order').not.toBeNull()
    const box = await heading.boundingBox()
    expect(Math.abs(box!.y - drawn!.y)).toBeLessThanOrEqual(1)
    expect(Math.abs(box!.height - drawn!.height)).toBeLessThanOrEqual(1)
    expect(shift).toBeLessThanOrEqual(0.02)
    expect(reads).toEqual([])
  } finally {
    await api.delete(`admin/tienda/productos/${product.id}/`, { headers: owner })
  }
})

test('a checkout opened from its link keeps what was typed when the connection drops and comes back', async ({
  page,
  context,
  api,
}) => {
  const owner = await asOwner(api)
  const created = await api.post('admin/tienda/productos/', {
    headers: owner,
    data: {
      title: `Termo de prueba ${Date.now()}`,
      status: 'active',
      variants: [{ price: 990000, stock: 5 }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const product = (await created.json()) as AdminProduct
  try {
    await page.goto('/carrito')
    await page.evaluate((line) => localStorage.setItem('cart:demo', JSON.stringify([line])), {
      variant_id: product.variants[0]!.id,
      quantity: 1,
    })
    // Opened cold, as from a link: the page's code is the server's preload, not the app's.
    await page.goto('/checkout')
    const name = page.getByRole('textbox', { name: 'Nombre' })
    await name.fill('Ana Pérez')
    await name.evaluate(
      (field) => ((field as HTMLInputElement & { __typed?: true }).__typed = true),
    )
    const reads: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/store/carrito/')) reads.push(request.url())
    })
    await context.setOffline(true)
    await context.setOffline(false)
    await page.waitForTimeout(1000)
    // The same field, still holding what was typed: the page was not mounted again.
    await expect(name).toHaveValue('Ana Pérez')
    expect(await name.evaluate((field) => (field as { __typed?: true }).__typed)).toBe(true)
    expect(reads).toEqual([])
  } finally {
    await api.delete(`admin/tienda/productos/${product.id}/`, { headers: owner })
  }
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('an order link shows the order the server drew', async ({ page, api }) => {
    const owner = await asOwner(api)
    await sellingSettings(api, owner)
    const title = `Yerba de prueba ${Date.now()}`
    const created = await api.post('admin/tienda/productos/', {
      headers: owner,
      data: { title, status: 'active', variants: [{ price: 180000, stock: 5 }] },
    })
    expect(created.status(), await created.text()).toBe(201)
    const product = (await created.json()) as AdminProduct
    try {
      const placed = await api.post('store/pedidos/', {
        headers: { 'Idempotency-Key': `sin-js-${Date.now()}` },
        data: {
          items: [{ variant_id: product.variants[0]!.id, quantity: 2 }],
          customer: { name: 'Ana Pérez', phone: '+54 9 11 5566-7788' },
          delivery: { method: 'retiro' },
          payment_method: 'transferencia',
        },
      })
      expect(placed.status(), await placed.text()).toBe(201)
      const order = (await placed.json()) as { number: number; token: string }

      const response = await page.goto(`/pedido/${order.token}`)
      expect(response?.status()).toBe(200)
      expect(response?.headers()['cache-control']).toBe('no-store')
      await expect(
        page.getByRole('heading', { level: 1, name: `Pedido #${order.number} recibido` }),
      ).toBeVisible()
      await expect(page.getByRole('region', { name: 'Productos' })).toContainText(`2 × ${title}`)
      await expect(page.getByRole('region', { name: 'Productos' })).toContainText('$ 3.600,00')
      await expect(page.getByText('Pendiente')).toBeVisible()
      await expect(page.getByRole('region', { name: 'Datos para la transferencia' })).toContainText(
        'Alias: demo.tienda',
      )
      await expect(page.getByRole('link', { name: 'Enviar por WhatsApp' })).toHaveAttribute(
        'href',
        new RegExp(`^https://wa\\.me/${WHATSAPP_DIGITS}\\?text=.+`),
      )
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    } finally {
      await api.delete(`admin/tienda/productos/${product.id}/`, { headers: owner })
    }
  })
})
