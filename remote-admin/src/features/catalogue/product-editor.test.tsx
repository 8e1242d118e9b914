import '../../locales'

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminProduct, ProductBody } from '@vitrina/contract'
import { snackbarAtom } from '@vitrina/shared'
import { type ApiCall, fakeApi, renderWithProviders } from '@vitrina/shared/testing'
import { Link, Route, Routes } from 'react-router-dom'

import { pngFiles, stubObjectUrls } from '../../test/browser-stubs'
import { adminProduct, adminVariant } from '../../test/catalogue'
import { ProductEditorPage } from './product-editor-page'

jest.mock('../../components/image-manager/crop-canvas', () => ({
  CropCanvas: jest.requireActual('../../test/fake-crop-canvas').FakeCropCanvas,
}))

const categories = [
  { id: 1, name: 'Remeras', slug: 'remeras', position: 0 },
  { id: 2, name: 'Ofertas', slug: 'ofertas', position: 1 },
]

function renderEditor(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/productos/nuevo" element={<ProductEditorPage />} />
      <Route
        path="/admin/productos/:id"
        element={
          <>
            <Link to="/admin">Ir al panel</Link>
            <ProductEditorPage />
          </>
        }
      />
      <Route path="/admin/productos" element={<h1>Lista</h1>} />
      <Route path="/admin" element={<h1>Panel</h1>} />
    </Routes>,
    { route },
  )
}

/** A product the fake server saved from a body. */
function saved(id: number, body: ProductBody, images: AdminProduct['images'] = []): AdminProduct {
  return adminProduct({
    id,
    title: body.title,
    slug: 'remera-lisa',
    status: body.status ?? 'draft',
    category_ids: body.category_ids ?? [],
    options: body.options ?? [],
    images,
    variants: body.variants.map((v, i) => ({
      id: v.id ?? 100 + i,
      option_values: v.option_values ?? [],
      sku: v.sku ?? null,
      price: v.price,
      compare_at_price: v.compare_at_price ?? null,
      stock: v.stock ?? null,
    })),
  })
}

/** Types a whole text at once (one input event), as pasting does: the form is large. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

beforeEach(stubObjectUrls)
afterEach(() => jest.restoreAllMocks())

/**
 * Product 3 with one tracked variant (31, stock 5), whose stock the test moves
 * (`state.now`, as an order would), and the answer the test gives to its PUT.
 */
function stockedProduct(
  put: (body: ProductBody, now: number) => { status: number; body: unknown },
) {
  const product = adminProduct({ id: 3, variants: [adminVariant({ id: 31, stock: 5 })] })
  const state = { now: 5 }
  const withStock = (stock: number | null | undefined) => ({
    ...product,
    variants: [{ ...product.variants[0]!, stock }],
  })
  const api = fakeApi({
    'GET admin/tienda/categorias/': () => ({ status: 200, body: [] }),
    'GET admin/tienda/productos/3/': () => ({ status: 200, body: withStock(state.now) }),
    'PUT admin/tienda/productos/3/': (call) => put(call.payload as ProductBody, state.now),
  })
  return { api, state, withStock }
}

const stockChanged = (now: number) => ({
  status: 409,
  body: { detail: 'x', code: 'stock_changed', lines: [{ variant_id: 31, stock: now }] },
})

describe('ProductEditor', () => {
  it('creates a product with options, prices, stock and a photo: saves first, then uploads', async () => {
    const user = userEvent.setup({ delay: null })
    let product: AdminProduct | null = null
    const api = fakeApi({
      'GET admin/tienda/categorias/': () => ({ status: 200, body: categories }),
      'POST admin/tienda/productos/': (call) => {
        product = saved(7, call.payload as ProductBody)
        return { status: 201, body: product }
      },
      'POST admin/tienda/productos/7/imagenes/': () => {
        product = {
          ...product!,
          images: [{ id: 70, image: '/media/p.jpg', position: 0, alt: 'Remera lisa' }],
        }
        return { status: 201, body: product.images[0] }
      },
      'PUT admin/tienda/productos/7/imagenes/': () => ({ status: 200, body: product!.images }),
      'GET admin/tienda/productos/7/': () => ({ status: 200, body: product }),
    })
    const { store } = renderEditor('/admin/productos/nuevo')
    expect(screen.getByRole('heading', { level: 1, name: 'Nuevo producto' })).toBeInTheDocument()

    await fill(user, screen.getByRole('textbox', { name: /^Título\W*$/ }), 'Remera lisa')
    await fill(user, screen.getByRole('textbox', { name: 'Descripción' }), 'Algodón.\nSuave.')
    await user.click(await screen.findByRole('checkbox', { name: 'Remeras' }))
    await user.click(screen.getByRole('button', { name: 'Agregar opción' }))
    // The new axis's name takes the focus (before, it stayed on the button, now below it).
    expect(screen.getByRole('textbox', { name: 'Nombre de la opción 1' })).toHaveFocus()
    await fill(user, screen.getByRole('textbox', { name: 'Nombre de la opción 1' }), 'Talle')
    await fill(user, screen.getByRole('textbox', { name: 'Valores de la opción 1' }), 'S, M')
    await user.click(screen.getByRole('button', { name: 'Agregar opción' }))
    await fill(user, screen.getByRole('textbox', { name: 'Nombre de la opción 2' }), 'Color')
    await fill(user, screen.getByRole('textbox', { name: 'Valores de la opción 2' }), 'Rojo, Azul')
    expect(screen.getAllByTestId('variant-row')).toHaveLength(4)
    // Each row is headed by its variant, so a cell is read with it.
    expect(screen.getByRole('rowheader', { name: 'M / Azul' })).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Vender M / Azul' }))
    await fill(user, screen.getByRole('textbox', { name: 'Precio de S / Rojo (ARS)' }), '1299,50')
    await fill(user, screen.getByRole('textbox', { name: 'Stock de S / Rojo' }), '4')
    await fill(user, screen.getByRole('textbox', { name: 'Precio de S / Azul (ARS)' }), '1299')
    await fill(user, screen.getByRole('textbox', { name: 'Precio de M / Rojo (ARS)' }), '1500')
    await fill(user, screen.getByRole('textbox', { name: 'SKU de M / Rojo' }), 'REM-M-R')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'active')

    await user.upload(screen.getByLabelText('Elegir imágenes'), pngFiles(1))
    const crop = await screen.findByRole('dialog', { name: 'Imagen 1 / 1' })
    const alt = within(crop).getByRole('textbox', { name: 'Texto alternativo' })
    await user.clear(alt)
    await fill(user, alt, 'Remera lisa')
    await user.click(within(crop).getByRole('button', { name: 'Siguiente' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() =>
      expect(store.get(snackbarAtom)).toMatchObject({
        type: 'success',
        message: 'Producto guardado',
      }),
    )
    const sent = api.calls.filter((call) => call.method !== 'GET').map((call) => call.key)
    expect(sent).toEqual([
      'POST admin/tienda/productos/',
      'POST admin/tienda/productos/7/imagenes/',
      'PUT admin/tienda/productos/7/imagenes/',
    ])
    const body = api.calls.find((c) => c.key === 'POST admin/tienda/productos/')!.payload
    expect(body).toEqual({
      title: 'Remera lisa',
      description: 'Algodón.\nSuave.',
      status: 'active',
      category_ids: [1],
      options: [
        { name: 'Talle', values: ['S', 'M'] },
        { name: 'Color', values: ['Rojo', 'Azul'] },
      ],
      variants: [
        {
          option_values: ['S', 'Rojo'],
          sku: null,
          price: 129950,
          compare_at_price: null,
          stock: 4,
        },
        {
          option_values: ['S', 'Azul'],
          sku: null,
          price: 129900,
          compare_at_price: null,
          stock: null,
        },
        {
          option_values: ['M', 'Rojo'],
          sku: 'REM-M-R',
          price: 150000,
          compare_at_price: null,
          stock: null,
        },
      ],
      seo_title: null,
      seo_description: null,
      currency: 'ARS',
    })
    const upload = api.calls.find((c) => c.key === 'POST admin/tienda/productos/7/imagenes/')!
    expect(upload.fields).toEqual({ imagen: 'file:producto.jpg:image/jpeg', alt: 'Remera lisa' })
    // The new product's own address, reloaded from the server, with nothing left unsaved.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Editar producto' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Slug/ })).toHaveValue('remera-lisa')
    await user.click(screen.getByRole('link', { name: 'Ir al panel' }))
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeInTheDocument()
  }, 60_000)

  it('sends stock_seen and, when the stock changed meanwhile, keeps the typed stock and says what it is now', async () => {
    const user = userEvent.setup({ delay: null })
    const { api, state, withStock } = stockedProduct((body, now) => {
      const [variant] = body.variants
      if (variant!.stock_seen !== now) return stockChanged(now)
      return { status: 200, body: withStock(variant!.stock) }
    })
    const { store } = renderEditor('/admin/productos/3')
    const stock = await screen.findByRole('textbox', { name: 'Stock de Producto' })
    expect(stock).toHaveValue('5')
    await user.clear(stock)
    await user.type(stock, '9')
    state.now = 2
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() =>
      expect(store.get(snackbarAtom)).toMatchObject({
        type: 'error',
        message: 'El stock cambió mientras editabas',
        errorCode: 409,
      }),
    )
    const puts = () =>
      api.calls
        .filter((c: ApiCall) => c.key === 'PUT admin/tienda/productos/3/')
        .map((c) => (c.payload as ProductBody).variants[0])
    expect(puts()).toEqual([
      {
        id: 31,
        option_values: [],
        sku: null,
        price: 129900,
        compare_at_price: null,
        stock: 9,
        stock_seen: 5,
      },
    ])
    // What the owner typed stays; the field says what the stock is now, and has the focus.
    const field = screen.getByRole('textbox', { name: 'Stock de Producto' })
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Ahora hay 2/))
    expect(field).toHaveValue('9')
    expect(field).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(puts()).toHaveLength(2))
    // Saved: the stock is the owner's, set knowingly (the stock seen is the one of now).
    await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'))
    expect(field).toHaveValue('9')
    expect(puts()[1]).toMatchObject({ stock: 9, stock_seen: 2 })
  })

  it('saves an edit beside a stock the owner left alone at once: a sale meanwhile keeps its stock', async () => {
    const user = userEvent.setup({ delay: null })
    const { api, state, withStock } = stockedProduct((body, now) => {
      const [variant] = body.variants
      // The server's rules: a stock left out is kept; one sent must name today's as seen.
      if (variant!.stock !== undefined && variant!.stock_seen !== now) return stockChanged(now)
      const stock = variant!.stock === undefined ? now : variant!.stock
      return { status: 200, body: { ...withStock(stock), title: body.title } }
    })
    const { store } = renderEditor('/admin/productos/3')
    const title = await screen.findByRole('textbox', { name: /Título/ })
    await user.clear(title)
    await user.type(title, 'Remera nueva')
    state.now = 4
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    // Saved in one press: no stock_seen the owner never had to think of, no 409.
    await waitFor(() =>
      expect(store.get(snackbarAtom)).toMatchObject({
        type: 'success',
        message: 'Producto guardado',
      }),
    )
    const puts = api.calls.filter((c: ApiCall) => c.key === 'PUT admin/tienda/productos/3/')
    expect(puts).toHaveLength(1)
    const [variant] = (puts[0]!.payload as ProductBody).variants
    expect(variant).not.toHaveProperty('stock')
    expect(variant).not.toHaveProperty('stock_seen')
    // The editor shows the stock the sale left.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Stock de Producto' })).toHaveValue('4'),
    )
  })

  it('shows a 400’s field errors beside the fields and on the variant row', async () => {
    const user = userEvent.setup({ delay: null })
    fakeApi({
      'GET admin/tienda/categorias/': () => ({ status: 200, body: [] }),
      'GET admin/tienda/productos/3/': () => ({ status: 200, body: adminProduct({ id: 3 }) }),
      'PUT admin/tienda/productos/3/': () => ({
        status: 400,
        body: {
          detail: 'Datos inválidos',
          code: 'invalid',
          errors: {
            slug: ['Ese slug ya lo usa otro producto.'],
            'variants.0.sku': ['SKU repetido.'],
          },
        },
      }),
    })
    const { store } = renderEditor('/admin/productos/3')
    await user.type(await screen.findByRole('textbox', { name: 'SKU de Producto' }), 'X1')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('Ese slug ya lo usa otro producto.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Slug/ })).toHaveAttribute('aria-invalid', 'true')
    // The first field to fix takes the focus: before, it stayed on 'Guardar', and nothing but
    // the snackbar said where.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Slug/ })).toHaveFocus())
    expect(screen.getByRole('textbox', { name: 'SKU de Producto' })).toHaveAccessibleDescription(
      'SKU repetido.',
    )
    expect(store.get(snackbarAtom)).toMatchObject({
      message: 'No se pudo guardar el producto',
      errorCode: 400,
    })
  })

  it("gives the focus to 'Agregar opción' when an axis is removed, even from three", async () => {
    const user = userEvent.setup({ delay: null })
    fakeApi({ 'GET admin/tienda/categorias/': () => ({ status: 200, body: [] }) })
    renderEditor('/admin/productos/nuevo')
    const add = await screen.findByRole('button', { name: 'Agregar opción' })
    for (let i = 0; i < 3; i++) await user.click(add)
    expect(add).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Quitar la opción 3' }))
    await waitFor(() => expect(add).toHaveFocus())
  })

  it('takes the owner to the first field to fix when the form cannot be sent', async () => {
    const user = userEvent.setup({ delay: null })
    const { calls } = fakeApi({
      'GET admin/tienda/categorias/': () => ({ status: 200, body: [] }),
    })
    renderEditor('/admin/productos/nuevo')
    await fill(
      user,
      await screen.findByRole('textbox', { name: 'Precio de Producto (ARS)' }),
      'abc',
    )
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Título/ })).toHaveFocus())
    await fill(user, screen.getByRole('textbox', { name: /Título/ }), 'Remera')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Precio de Producto (ARS)' })).toHaveFocus(),
    )
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0)
  })

  it('says the largest price in the store’s writing when one is past it, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null })
    const { calls } = fakeApi({
      'GET admin/tienda/categorias/': () => ({ status: 200, body: [] }),
    })
    renderEditor('/admin/productos/nuevo')
    await fill(user, await screen.findByRole('textbox', { name: /Título/ }), 'Remera')
    const price = screen.getByRole('textbox', { name: 'Precio de Producto (ARS)' })
    await fill(user, price, '1.000.000.000')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    // Before, it was sent, and the server's schema text came back: '…menor o igual que 99999999999…'.
    expect(await screen.findByText('El importe máximo es 999.999.999,99.')).toBeVisible()
    await waitFor(() => expect(price).toHaveFocus())
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0)
  })

  it("says 'Producto no encontrado' for an unknown product and for an id that is not one", async () => {
    const api = fakeApi({})
    const { unmount } = renderEditor('/admin/productos/999')
    expect(await screen.findByRole('heading', { name: 'Producto no encontrado' })).toBeVisible()
    unmount()
    renderEditor('/admin/productos/remera')
    expect(screen.getByRole('heading', { name: 'Producto no encontrado' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver a productos' })).toHaveAttribute(
      'href',
      '/admin/productos',
    )
    expect(api.keys().filter((key) => key.includes('productos/remera'))).toEqual([])
  })

  it('deletes a product after the confirmation', async () => {
    const user = userEvent.setup({ delay: null })
    const api = fakeApi({
      'GET admin/tienda/categorias/': () => ({ status: 200, body: [] }),
      'GET admin/tienda/productos/3/': () => ({ status: 200, body: adminProduct({ id: 3 }) }),
      'DELETE admin/tienda/productos/3/': () => ({ status: 204 }),
    })
    const { store } = renderEditor('/admin/productos/3')
    await user.click(await screen.findByRole('button', { name: 'Eliminar producto' }))
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar producto' })
    expect(dialog).toHaveTextContent('¿Eliminar «Remera»?')
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    expect(await screen.findByRole('heading', { name: 'Lista' })).toBeInTheDocument()
    expect(api.keys()).toContain('DELETE admin/tienda/productos/3/')
    expect(store.get(snackbarAtom)).toMatchObject({
      type: 'success',
      message: 'Producto eliminado',
    })
  })

  it('sends the currency its prices are in, and says so when the store changed it meanwhile', async () => {
    const user = userEvent.setup({ delay: null })
    const api = fakeApi({
      'GET admin/tienda/categorias/': () => ({ status: 200, body: [] }),
      'GET admin/tienda/productos/3/': () => ({
        status: 200,
        body: adminProduct({ id: 3, currency: 'CLP' }),
      }),
      'PUT admin/tienda/productos/3/': () => ({
        status: 409,
        body: { detail: 'La moneda de la tienda cambió a ARS…', code: 'currency_changed' },
      }),
    })
    const { store } = renderEditor('/admin/productos/3')
    await fill(user, await screen.findByRole('textbox', { name: 'Título' }), 'Remera nueva')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() =>
      expect(store.get(snackbarAtom)).toMatchObject({
        type: 'error',
        message:
          'La moneda de la tienda cambió mientras editabas: recargá la página para ver los precios en la moneda nueva.',
        errorCode: 409,
      }),
    )
    expect(api.calls.find((c) => c.key === 'PUT admin/tienda/productos/3/')?.payload).toMatchObject(
      { currency: 'CLP' },
    )
  })

  it('sends the search-engine title and summary the owner types', async () => {
    const user = userEvent.setup({ delay: null })
    const api = fakeApi({
      'GET admin/tienda/categorias/': () => ({ status: 200, body: [] }),
      'GET admin/tienda/productos/3/': () => ({ status: 200, body: adminProduct({ id: 3 }) }),
      'PUT admin/tienda/productos/3/': (call) => ({
        status: 200,
        body: { ...saved(3, call.payload as ProductBody), ...(call.payload as object) },
      }),
    })
    renderEditor('/admin/productos/3')
    await fill(
      user,
      await screen.findByRole('textbox', { name: 'Nombre en buscadores' }),
      'Remera de algodón',
    )
    await fill(
      user,
      screen.getByRole('textbox', { name: 'Resumen en buscadores' }),
      'Remera lisa de algodón peinado',
    )
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() =>
      expect(
        api.calls.find((c) => c.key === 'PUT admin/tienda/productos/3/')?.payload,
      ).toMatchObject({
        seo_title: 'Remera de algodón',
        seo_description: 'Remera lisa de algodón peinado',
      }),
    )
  })

  it('takes up to 10 photos, each cropped square', async () => {
    const user = userEvent.setup({ delay: null })
    fakeApi({ 'GET admin/tienda/categorias/': () => ({ status: 200, body: [] }) })
    renderEditor('/admin/productos/nuevo')
    await user.upload(screen.getByLabelText('Elegir imágenes'), pngFiles(12))
    const crop = await screen.findByRole('dialog', { name: 'Imagen 1 / 10' })
    expect(within(crop).getByRole('img')).toHaveAttribute('data-aspect', '1')
  })

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup({ delay: null })
    fakeApi({
      'GET admin/tienda/categorias/': () => ({ status: 200, body: [] }),
      'GET admin/tienda/productos/3/': () => ({ status: 200, body: adminProduct({ id: 3 }) }),
    })
    renderEditor('/admin/productos/3')
    await user.type(await screen.findByRole('textbox', { name: /^Título\W*$/ }), ' azul')
    await user.click(screen.getByRole('link', { name: 'Ir al panel' }))
    expect(await screen.findByRole('dialog', { name: 'Cambios sin guardar' })).toBeInTheDocument()
  })
})
