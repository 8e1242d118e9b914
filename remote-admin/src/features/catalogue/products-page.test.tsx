import '../../locales'

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { snackbarAtom } from '@vitrina/shared'
import { fakeApi, renderWithProviders } from '@vitrina/shared/testing'
import { Route, Routes } from 'react-router-dom'

import { adminProduct, adminVariant, plain, productPage } from '../../test/catalogue'
import { ProductsPage } from './products-page'

const tshirt = adminProduct({
  id: 1,
  title: 'Remera',
  images: [{ id: 5, image: '/media/remera.jpg', position: 0, alt: 'Remera blanca de frente' }],
  options: [{ name: 'Talle', values: ['S', 'M'] }],
  variants: [
    adminVariant({ id: 11, option_values: ['S'], price: 129900, stock: 3 }),
    adminVariant({ id: 12, option_values: ['M'], price: 259900, stock: 0 }),
  ],
})
const mug = adminProduct({
  id: 2,
  title: 'Taza',
  status: 'draft',
  variants: [adminVariant({ id: 21, price: 50000, stock: 0 })],
})

function renderPage(route = '/admin/productos') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/productos" element={<ProductsPage />} />
      <Route path="/admin/productos/:id" element={<h1>Editor</h1>} />
    </Routes>,
    { route },
  )
}

const rows = () => screen.queryAllByTestId('product-row')
const query = (call: { url: string }) => Object.fromEntries(new URL(call.url).searchParams)

afterEach(() => jest.restoreAllMocks())

/** Opens the list's first row's stock editor and types `stock` for its variant S. */
async function typeStockOfS(user: ReturnType<typeof userEvent.setup>, stock: string) {
  await waitFor(() => expect(rows()).toHaveLength(1))
  await user.click(screen.getByRole('button', { name: 'Editar el stock de Remera' }))
  const field = screen.getByRole('textbox', { name: 'Stock S' })
  await user.clear(field)
  await user.type(field, stock)
}

describe('ProductsPage', () => {
  it('keeps the heading and lists photo, title, status, price range, stock and Sin stock', async () => {
    const api = fakeApi({
      'GET admin/tienda/productos/': () => ({
        status: 200,
        body: productPage([tshirt, mug, adminProduct({ id: 3, title: 'Sin control' })]),
      }),
    })
    renderPage()
    expect(
      screen.getByRole('heading', { level: 1, name: 'Gestión de Productos' }),
    ).toBeInTheDocument()
    await waitFor(() => expect(rows()).toHaveLength(3))
    // Asked once.
    expect(api.calls).toHaveLength(1)
    expect(query(api.calls[0]!)).toEqual({ page: '1', page_size: '20' })
    const [first, second, third] = rows()
    expect(within(first!).getByRole('link', { name: 'Remera' })).toHaveAttribute(
      'href',
      '/admin/productos/1',
    )
    expect(within(first!).getByRole('img', { name: 'Remera blanca de frente' })).toHaveAttribute(
      'src',
      '/media/remera.jpg',
    )
    expect(plain(first!.textContent)).toContain('$ 1.299,00 – $ 2.599,00')
    expect(first!).toHaveTextContent('Activo')
    expect(first!).toHaveTextContent('Stock: 3')
    expect(first!).not.toHaveTextContent('Sin stock')
    expect(second!).toHaveTextContent('Borrador')
    expect(second!).toHaveTextContent('Sin stock')
    expect(third!).toHaveTextContent('Stock: —')
    expect(screen.getByText('3 productos')).toBeInTheDocument()
    // Announced, but not a `status`: `getByRole('status')` is the snackbar's alone.
    expect(screen.getByText('3 productos')).toHaveAttribute('aria-live', 'polite')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('searches, filters by status and by nothing left to sell, and pages on the server', async () => {
    const user = userEvent.setup()
    const api = fakeApi({
      'GET admin/tienda/productos/': (call) => ({
        status: 200,
        body: productPage([tshirt], 45, Number(query(call).page ?? 1)),
      }),
    })
    renderPage()
    await waitFor(() => expect(rows()).toHaveLength(1))
    await user.type(screen.getByRole('searchbox', { name: 'Buscar productos' }), 'remra')
    await waitFor(() =>
      expect(query(api.calls.at(-1)!)).toEqual({ q: 'remra', page: '1', page_size: '20' }),
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'draft')
    await waitFor(() =>
      expect(query(api.calls.at(-1)!)).toMatchObject({ q: 'remra', estado: 'draft' }),
    )
    await user.click(screen.getByRole('checkbox', { name: 'Solo sin stock' }))
    await waitFor(() => expect(query(api.calls.at(-1)!)).toMatchObject({ sin_stock: '1' }))
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await waitFor(() =>
      expect(query(api.calls.at(-1)!)).toMatchObject({ page: '2', sin_stock: '1' }),
    )
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument()
  })

  it('says so with the status code when the list cannot load', async () => {
    fakeApi({
      'GET admin/tienda/productos/': () => ({ status: 500, body: { detail: 'x', code: 'x' } }),
    })
    const { store } = renderPage()
    await waitFor(() =>
      expect(store.get(snackbarAtom)).toMatchObject({
        type: 'error',
        message: 'No se pudieron cargar los productos',
        errorCode: 500,
      }),
    )
  })

  it("saves stock inline with the spec's 'Producto guardado'", async () => {
    const user = userEvent.setup()
    const saved = {
      ...tshirt,
      variants: [{ ...tshirt.variants[0]!, stock: 7 }, tshirt.variants[1]!],
    }
    fakeApi({
      'GET admin/tienda/productos/': () => ({ status: 200, body: productPage([tshirt]) }),
      'PATCH admin/tienda/productos/1/': () => ({ status: 200, body: saved }),
    })
    const { store } = renderPage()
    await typeStockOfS(user, '7')
    await user.click(screen.getByRole('button', { name: 'Guardar stock' }))
    await waitFor(() =>
      expect(store.get(snackbarAtom)).toMatchObject({
        type: 'success',
        message: 'Producto guardado',
      }),
    )
  })

  it('saves the inline stock with Enter and cancels it with Escape, the focus back on its toggle', async () => {
    const user = userEvent.setup()
    const saved = {
      ...tshirt,
      variants: [{ ...tshirt.variants[0]!, stock: 8 }, tshirt.variants[1]!],
    }
    const { calls } = fakeApi({
      'GET admin/tienda/productos/': () => ({ status: 200, body: productPage([tshirt]) }),
      'PATCH admin/tienda/productos/1/': () => ({ status: 200, body: saved }),
    })
    renderPage()
    const toggle = await screen.findByRole('button', { name: /Editar el stock de/ })
    await typeStockOfS(user, '9')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('button', { name: 'Guardar stock' })).not.toBeInTheDocument()
    expect(toggle).toHaveFocus()
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0)

    await typeStockOfS(user, '8')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1))
    await waitFor(() => expect(toggle).toHaveFocus())

    // Opened from the keyboard, the focus is in its first field, where Escape closes it.
    await user.keyboard('{Enter}')
    expect(screen.getByRole('textbox', { name: 'Stock S' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('button', { name: 'Guardar stock' })).not.toBeInTheDocument()
    expect(toggle).toHaveFocus()
  })

  it('edits stock inline with the stock it showed, and reloads the row when it changed meanwhile', async () => {
    const user = userEvent.setup()
    let stockNow = 3
    const api = fakeApi({
      'GET admin/tienda/productos/': () => ({ status: 200, body: productPage([tshirt]) }),
      'PATCH admin/tienda/productos/1/': () => ({
        status: 409,
        body: {
          detail: 'El stock cambió',
          code: 'stock_changed',
          lines: [{ variant_id: 11, stock: 1 }],
        },
      }),
      'GET admin/tienda/productos/1/': () => ({
        status: 200,
        body: {
          ...tshirt,
          variants: [{ ...tshirt.variants[0]!, stock: stockNow }, tshirt.variants[1]!],
        },
      }),
    })
    const { store } = renderPage()
    await typeStockOfS(user, '7')
    stockNow = 1
    await user.click(screen.getByRole('button', { name: 'Guardar stock' }))
    await waitFor(() =>
      expect(store.get(snackbarAtom)).toMatchObject({
        type: 'error',
        message: 'El stock cambió mientras editabas',
        errorCode: 409,
      }),
    )
    const patch = api.calls.find((call) => call.key === 'PATCH admin/tienda/productos/1/')
    expect(patch?.payload).toEqual({ variants: [{ id: 11, stock: 7, stock_seen: 3 }] })
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Stock S' })).toHaveValue('1'))
    expect(rows()[0]).toHaveTextContent('Stock: 1')
  })

  it('imports a CSV after a dry run that lists the bad rows or the counts', async () => {
    const user = userEvent.setup()
    let bad = true
    const api = fakeApi({
      'GET admin/tienda/productos/': () => ({ status: 200, body: productPage([tshirt]) }),
      'POST admin/tienda/productos/importar/': () => {
        if (bad)
          return {
            status: 400,
            body: {
              detail: 'El archivo tiene errores',
              code: 'invalid',
              errors: { 'fila 3': ['Precio inválido'] },
            },
          }
        return {
          status: 200,
          body: { created: 2, updated: 1 },
        }
      },
    })
    const { store } = renderPage()
    await waitFor(() => expect(rows()).toHaveLength(1))
    const csv = new File(['slug;titulo\n'], 'productos.csv', { type: 'text/csv' })
    // The file input is out of the page: 'Importar' is the one control a user meets.
    expect(screen.getByLabelText('Archivo CSV a importar')).not.toBeVisible()
    await user.upload(screen.getByLabelText('Archivo CSV a importar'), csv)
    let dialog = await screen.findByRole('dialog', { name: 'Importar productos' })
    expect(await within(dialog).findByText('fila 3: Precio inválido')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Importar' })).toBeDisabled()
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))

    bad = false
    await user.upload(screen.getByLabelText('Archivo CSV a importar'), csv)
    dialog = await screen.findByRole('dialog', { name: 'Importar productos' })
    expect(
      await within(dialog).findByText(/Productos nuevos: 2; actualizados: 1/),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }))
    await waitFor(() => expect(store.get(snackbarAtom).type).toBe('success'))
    const imports = api.calls.filter((call) => call.key === 'POST admin/tienda/productos/importar/')
    expect(imports.map((call) => query(call).dry_run ?? 'real')).toEqual(['1', '1', 'real'])
    expect(imports[2]!.fields).toEqual({ archivo: 'file:productos.csv:text/csv' })
    // The list reloads after the import.
    await waitFor(() =>
      expect(api.keys().filter((key) => key === 'GET admin/tienda/productos/')).toHaveLength(2),
    )
  })

  it('lists the stocks a file would change and keeps the stock of now unless unticked', async () => {
    const user = userEvent.setup()
    const api = fakeApi({
      'GET admin/tienda/productos/': () => ({ status: 200, body: productPage([tshirt]) }),
      'POST admin/tienda/productos/importar/': () => ({
        status: 200,
        body: {
          created: 0,
          updated: 1,
          stock_changed: 22,
          stock_changes: [
            { fila: 2, variant: 'REM-S', stock: 3, stock_file: 5 },
            { fila: 3, variant: 'M', stock: null, stock_file: 2 },
          ],
        },
      }),
    })
    renderPage()
    await waitFor(() => expect(rows()).toHaveLength(1))
    const csv = new File(['slug;titulo\n'], 'productos.csv', { type: 'text/csv' })
    const imports = () =>
      api.calls.filter((call) => call.key === 'POST admin/tienda/productos/importar/').map(query)

    for (const keep of [true, false]) {
      await user.upload(screen.getByLabelText('Archivo CSV a importar'), csv)
      const dialog = await screen.findByRole('dialog', { name: 'Importar productos' })
      expect(
        await within(dialog).findByText(
          'El archivo cambia el stock de 22 variantes que ya tenés (¿vendiste desde que lo exportaste?):',
        ),
      ).toBeInTheDocument()
      expect(
        within(dialog).getByText('Fila 2 · REM-S: ahora 3, en el archivo 5'),
      ).toBeInTheDocument()
      expect(
        within(dialog).getByText('Fila 3 · M: ahora sin control, en el archivo 2'),
      ).toBeInTheDocument()
      expect(within(dialog).getByText('y 20 más')).toBeInTheDocument()
      const box = within(dialog).getByRole('checkbox', {
        name: 'Dejar el stock de ahora en esas variantes',
      })
      expect(box).toBeChecked()
      if (!keep) await user.click(box)
      await user.click(within(dialog).getByRole('button', { name: 'Importar' }))
      await waitFor(() => expect(dialog).not.toBeInTheDocument())
    }
    expect(imports()).toEqual([
      { dry_run: '1', detalle_stock: '1' },
      { mantener_stock: '1' },
      { dry_run: '1', detalle_stock: '1' },
      {},
    ])
  })

  it('exports the CSV with the owner token as a download named as the server names it', async () => {
    const user = userEvent.setup()
    const api = fakeApi({
      'GET admin/tienda/productos/': () => ({ status: 200, body: productPage([tshirt]) }),
      'GET admin/tienda/productos/exportar/': () =>
        new Response('\ufeffslug;titulo\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="productos-demo-2026-11-27.csv"',
          },
        }),
    })
    URL.createObjectURL = jest.fn(() => 'blob:csv')
    URL.revokeObjectURL = jest.fn()
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined)
    renderPage()
    await waitFor(() => expect(rows()).toHaveLength(1))
    await user.click(screen.getByRole('button', { name: 'Exportar' }))
    await waitFor(() => expect(click).toHaveBeenCalled())
    expect(api.keys()).toContain('GET admin/tienda/productos/exportar/')
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'productos-demo-2026-11-27.csv',
    )
  })
})
