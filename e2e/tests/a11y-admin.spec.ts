import type { Page } from '@playwright/test'

import { DEMO_OWNER } from '../support/accounts'
import { expectAccessible } from '../support/axe'
import { expect, test } from '../support/fixtures'
import { pngFile } from '../support/test-images'

/*
 * The accessibility gate on the owner's screens (the shopper's are in
 * a11y.spec.ts): axe (WCAG 2 A/AA) on every screen and every dialog open, with
 * no serious or critical violation. Nothing here saves.
 *
 * Every screen in the light admin; the dark admin on the screens that show
 * each kind of part (dashboard cards, dialogs, menus, lists, forms, the theme
 * editor, the phone's drawer), since both modes draw the same parts from
 * the same tokens.
 */

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }

async function openAccountMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Cuenta' }).click()
  await expect(page.getByRole('menuitem', { name: item })).toBeVisible()
}

async function closeAccountMenu(page: Page, item: string) {
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menuitem', { name: item })).toBeHidden()
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`admin in ${mode} mode`, () => {
    test.beforeEach(async ({ page, login }) => {
      await login(DEMO_OWNER)
      await page.addInitScript((theme) => window.localStorage.setItem('adminTheme', theme), mode)
    })

    test("on a desktop: dashboard, 'Editar imágenes', logos, covers, theme, account menu, orders", async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP)
      await page.goto('/admin')
      await expect(
        page.getByRole('heading', { level: 1, name: 'Panel de administración' }),
      ).toBeVisible()
      if (mode === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/)
      await expect(
        page.getByRole('button', { name: /^Editar \d+ imágenes$/ }).first(),
      ).toBeVisible()
      await expectAccessible(page, `dashboard (${mode})`)

      await page
        .getByRole('button', { name: /^Editar \d+ imágenes$/ })
        .first()
        .click()
      const editor = page.getByRole('dialog', { name: 'Editar imágenes' })
      await expect(editor).toBeVisible()
      await expect(editor.getByTestId('image-thumbnail').first()).toBeVisible()
      await expectAccessible(page, `'Editar imágenes' (${mode})`)
      await editor.getByRole('button', { name: 'Cancelar' }).click()
      await expect(editor).toBeHidden()

      await openAccountMenu(page, 'Administrar tienda')
      await expectAccessible(page, `account menu of the owner (${mode})`)
      await closeAccountMenu(page, 'Administrar tienda')

      const nav = page.getByRole('navigation', { name: 'Navegación de administración' })
      for (const [link, heading] of [
        ['Logos', 'Gestión de Logos'],
        ['Portadas', 'Gestión de Portadas'],
        ['Tema', 'Gestión de Tema'],
      ] as const) {
        await nav.getByRole('link', { name: link }).click()
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        if (link !== 'Tema') await expect(page.getByTestId('image-thumbnail').first()).toBeVisible()
        // The theme editor: its form and the preview beside it.
        else await expect(page.getByTestId('theme-preview')).toBeVisible()
        await expectAccessible(page, `${heading} (${mode})`)
      }

      // The order desk, reached from the sidebar's badge: the pending list, a
      // seeded pending order and its cancel question (dismissed).
      const orders = nav.getByRole('link', { name: 'Pedidos', exact: true })
      await expect(orders).toHaveAccessibleDescription(/^\d+ pendientes?$/)
      await orders.click()
      await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible()
      await page.getByRole('combobox', { name: 'Estado' }).selectOption('pendiente')
      await expect(page.getByTestId('order-row').first()).toBeVisible()
      await expectAccessible(page, `order list (${mode})`)
      await page.getByRole('link', { name: '#1005', exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Pedido #1005' })).toBeVisible()
      await expectAccessible(page, `order (${mode})`)
      await page.getByRole('button', { name: 'Cancelar pedido' }).click()
      const cancel = page.getByRole('dialog', { name: 'Cancelar pedido' })
      await expect(cancel).toBeVisible()
      await expectAccessible(page, `cancel order confirmation (${mode})`)
      await cancel.getByRole('button', { name: 'Volver' }).click()
      await expect(cancel).toBeHidden()
    })

    test('on a phone: the dashboard, the drawer and the bottom navigation', async ({ page }) => {
      await page.setViewportSize(PHONE)
      await page.goto('/admin')
      await expect(
        page.getByRole('heading', { level: 1, name: 'Panel de administración' }),
      ).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible()
      await expectAccessible(page, `dashboard on a phone (${mode})`)

      // Opened as a person does, with the app bar's menu button; the dialog has a name.
      await page.getByRole('button', { name: 'Mostrar u ocultar la navegación' }).click()
      const drawer = page.getByRole('dialog', { name: 'Menú de administración' })
      await expect(drawer).toBeVisible()
      const nav = drawer.getByRole('navigation', { name: 'Navegación de administración' })
      await expect(nav.getByRole('link', { name: 'Portadas' })).toBeVisible()
      await expectAccessible(page, `the drawer (${mode})`)
    })
  })
}

test.describe('admin in light mode, every other screen', () => {
  test.beforeEach(async ({ page, login }) => {
    await login(DEMO_OWNER)
    await page.addInitScript(() => window.localStorage.setItem('adminTheme', 'light'))
  })

  test('the crop and delete dialogs, and unsaved changes', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/admin/apariencia/logos')
    await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Logos' })).toBeVisible()
    await expect(page.getByTestId('image-thumbnail').first()).toBeVisible()

    await page.getByLabel('Elegir imágenes').setInputFiles(pngFile('logo.png'))
    const crop = page.getByRole('dialog', { name: /^Imagen 1 \/ 1$/ })
    await expect(crop.getByRole('slider', { name: 'Zoom' })).toBeVisible()
    await expectAccessible(page, `crop dialog (light)`)
    await crop.getByRole('button', { name: 'Siguiente' }).click()
    await expect(crop).toBeHidden()
    await expect(page.getByText('Hay cambios sin guardar.')).toBeVisible()
    await expectAccessible(page, `logos with unsaved changes (light)`)
    await page.getByRole('button', { name: 'Descartar cambios' }).click()
    await expect(page.getByText('Hay cambios sin guardar.')).toBeHidden()

    await page.getByRole('button', { name: 'Eliminar la imagen 1' }).click()
    const confirm = page.getByRole('dialog', { name: 'Eliminar imagen' })
    await expect(confirm.getByText('¿Deseas eliminar esta imagen?')).toBeVisible()
    await expectAccessible(page, `delete confirmation (light)`)
    await confirm.getByRole('button', { name: 'Cancelar' }).click()
    await expect(confirm).toBeHidden()
  })

  test('the product list with the quick stock edit and the import report', async ({ page }) => {
    test.slow()
    await page.setViewportSize(DESKTOP)
    await page.goto('/admin/productos')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Gestión de Productos' }),
    ).toBeVisible()
    await expect(page.getByTestId('product-row').first()).toBeVisible()
    // The filter's box follows a click at once (the list follows the URL).
    const outOnly = page.getByLabel('Solo sin stock')
    await outOnly.check()
    await expect(page).toHaveURL(/sin_stock=1/)
    await outOnly.uncheck()
    await expect(page).not.toHaveURL(/sin_stock/)
    await expect(page.getByTestId('product-row').first()).toBeVisible()
    await page
      .getByRole('button', { name: /^Editar el stock de / })
      .first()
      .click()
    await expect(page.getByRole('button', { name: 'Guardar stock' })).toBeVisible()
    await expectAccessible(page, `products with the quick stock edit (light)`)

    // A dry run only checks: the bad row is reported and nothing is written.
    await page.getByLabel('Archivo CSV a importar').setInputFiles({
      name: 'productos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'slug;titulo;descripcion;estado;categorias;opcion1;valor1;opcion2;valor2;opcion3;valor3;sku;precio;precio_anterior;stock\r\n' +
          ';Taza;;active;;;;;;;;;no es un precio;;\r\n',
      ),
    })
    const report = page.getByRole('dialog', { name: 'Importar productos' })
    await expect(report.getByText(/^fila 2/).first()).toBeVisible()
    await expectAccessible(page, `import report (light)`)
    await report.getByRole('button', { name: 'Cancelar' }).click()
    await expect(report).toBeHidden()
  })

  test('the product editor with its errors and the unsaved-changes question', async ({ page }) => {
    test.slow()
    await page.setViewportSize(DESKTOP)
    await page.goto('/admin/productos/nuevo')
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo producto' })).toBeVisible()
    await page.getByRole('button', { name: 'Agregar opción' }).click()
    await page.getByRole('textbox', { name: 'Nombre de la opción 1' }).fill('Talle')
    await page.getByRole('textbox', { name: 'Valores de la opción 1' }).fill('S, M')
    await page.getByRole('textbox', { name: 'Precio de S (ARS)' }).fill('12,3,4')
    await page.getByRole('button', { name: 'Guardar', exact: true }).click()
    await expect(page.getByText('Ingresá un título.')).toBeVisible()
    await expectAccessible(page, `product editor with its errors (light)`)
    await page.getByRole('link', { name: 'Volver a productos' }).click()
    const leave = page.getByRole('dialog', { name: 'Cambios sin guardar' })
    await expect(leave).toBeVisible()
    await expectAccessible(page, `unsaved product (light)`)
    await leave.getByRole('button', { name: 'Salir sin guardar' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Gestión de Productos' }),
    ).toBeVisible()
  })

  test('the variant table on a phone: a block per variant, each field under its heading, nothing sideways', async ({
    page,
  }) => {
    test.slow()
    await page.setViewportSize(PHONE)
    await page.goto('/admin/productos/nuevo')
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo producto' })).toBeVisible()
    await page.getByRole('button', { name: 'Agregar opción' }).click()
    await page.getByRole('textbox', { name: 'Nombre de la opción 1' }).fill('Talle')
    await page.getByRole('textbox', { name: 'Valores de la opción 1' }).fill('S, M')
    const rows = page.getByTestId('variant-row')
    await expect(rows).toHaveCount(2)
    // Before, the table was wider than the phone and scrolled inside its box.
    const box = await page
      .locator('table')
      .filter({ has: rows.first() })
      .evaluate((table) => ({
        table: table.scrollWidth,
        room: table.parentElement!.clientWidth,
      }))
    expect(box.table).toBeLessThanOrEqual(box.room)
    const first = rows.first()
    const price = first.getByRole('textbox', { name: 'Precio de S (ARS)' })
    const stock = first.getByRole('textbox', { name: 'Stock de S' })
    await expect(first.getByText('Precio (ARS)')).toBeVisible()
    await expect(first.getByText('Stock', { exact: true })).toBeVisible()
    // Price and stock one under the other's row, in the two columns of the block.
    const [p, s] = [(await price.boundingBox())!, (await stock.boundingBox())!]
    expect(s.y).toBeGreaterThan(p.y + p.height)
    await expectAccessible(page, `variant table on a phone (light)`)
  })

  test('categories with the delete confirmation', async ({ page }) => {
    test.slow()
    await page.setViewportSize(DESKTOP)
    await page.goto('/admin/productos/categorias')
    await expect(page.getByRole('heading', { level: 1, name: 'Categorías' })).toBeVisible()
    await page
      .getByRole('button', { name: /^Eliminar / })
      .first()
      .click()
    const confirm = page.getByRole('dialog', { name: 'Eliminar categoría' })
    await expect(confirm).toBeVisible()
    await expectAccessible(page, `categories with the delete confirmation (light)`)
    await confirm.getByRole('button', { name: 'Cancelar' }).click()
    await expect(confirm).toBeHidden()
  })
})
