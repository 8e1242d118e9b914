import '../../locales'

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { PublicProduct } from '@vitrina/contract'
import { setStoreInfoAtom, snackbarAtom } from '@vitrina/shared'
import { fakeApi, jsonResponse, renderWithProviders } from '@vitrina/shared/testing'
import { useLocation } from 'react-router-dom'

import StorefrontRoutes from '../../exposes/routes'
import { cafe, demoStore, remera } from './test-data'

function Location() {
  const { pathname } = useLocation()
  return <output aria-label="url">{pathname}</output>
}

function renderProduct(
  slug: string,
  products: Record<string, PublicProduct> = {},
  language: 'es' | 'en' = 'es',
) {
  const server = fakeApi((call) => {
    const found = /^store\/productos\/([^/]+)\/$/.exec(call.path)
    const product = found ? products[found[1]!] : undefined
    return product ? jsonResponse(product) : undefined
  })
  const utils = renderWithProviders(
    <>
      <StorefrontRoutes />
      <Location />
    </>,
    { route: `/producto/${slug}`, language },
  )
  act(() => utils.store.set(setStoreInfoAtom, demoStore))
  return { ...utils, server }
}

const radio = (name: string | RegExp) => screen.getByRole('radio', { name })
const addButton = () => screen.getByRole('button', { name: 'Agregar al carrito' })

/** Opens the remera and chooses its red S (variant 1). */
async function openRedSmall() {
  const rendered = renderProduct('remera-basica', { 'remera-basica': remera })
  await screen.findByRole('radiogroup', { name: 'Color' })
  fireEvent.click(radio('Rojo'))
  fireEvent.click(radio('S'))
  return rendered
}
const cart = () => JSON.parse(localStorage.getItem('cart:demo') ?? 'null') as unknown

beforeEach(() => localStorage.clear())
afterEach(() => jest.restoreAllMocks())

describe('product page', () => {
  it('shows the title, the price range before a choice, and the description as plain text', async () => {
    const { server } = renderProduct('remera-basica', { 'remera-basica': remera })
    expect(await screen.findByRole('heading', { level: 1, name: 'Remera básica' })).toBeVisible()
    expect(screen.getByText('$ 4.500,00 – $ 5.200,00')).toBeInTheDocument()
    // The tab's title is the one the server writes for this URL.
    expect(document.title).toBe(`Remera básica | ${demoStore.name}`)
    const description = screen.getByText(/Algodón peinado/)
    expect(description.textContent).toBe('Algodón peinado.\nLavar a mano.\n<b>sin HTML</b>')
    expect(description.querySelector('b')).toBeNull()
    expect(server.calls[0]?.headers.get('authorization')).toBeNull()
    expect(screen.getByRole('link', { name: 'Remeras' })).toHaveAttribute(
      'href',
      '/categoria/remeras',
    )
  })

  it('speaks English when asked, with prices still written as the store’s country writes them', async () => {
    renderProduct('remera-basica', { 'remera-basica': remera }, 'en')
    expect(await screen.findByRole('heading', { level: 1, name: 'Remera básica' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument()
    expect(screen.getByText('$ 4.500,00 – $ 5.200,00')).toBeInTheDocument()
  })

  it('offers each option as a radio group named by the option', async () => {
    renderProduct('remera-basica', { 'remera-basica': remera })
    const talle = await screen.findByRole('radiogroup', { name: 'Talle' })
    expect(
      within(talle)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['S', 'M', 'L'])
    expect(
      within(screen.getByRole('radiogroup', { name: 'Color' })).getByRole('radio', {
        name: 'Rojo',
      }),
    ).toBeEnabled()
    expect(screen.queryByRole('group', { name: 'Talle' })).not.toBeInTheDocument()
  })

  it('disables values not sold with the choice made and marks those out of stock', async () => {
    renderProduct('remera-basica', { 'remera-basica': remera })
    await screen.findByRole('radiogroup', { name: 'Color' })
    fireEvent.click(radio('Rojo'))
    expect(radio('L')).toBeDisabled()
    expect(radio('S')).toBeEnabled()
    fireEvent.click(radio('Azul'))
    expect(radio('L')).toBeEnabled()
    // Azul M is sold but has none left: it can be chosen, and says so.
    // Its name is the value alone, so the page's 'Sin stock' is the only one.
    expect(radio('M')).toBeEnabled()
    expect(radio('M')).toHaveAccessibleDescription('Agotado')
    expect(screen.queryByText('Sin stock')).not.toBeInTheDocument()
    fireEvent.click(radio('M'))
    expect(screen.getByText('Sin stock')).toBeInTheDocument()
    expect(addButton()).toBeDisabled()
  })

  it('shows the chosen variant: its price, compare-at struck through, and few units left', async () => {
    await openRedSmall()
    expect(screen.getByText('$ 4.500,00')).toBeInTheDocument()
    expect(document.querySelector('s')).toHaveTextContent('$ 5.000,00')
    fireEvent.click(radio('M'))
    expect(screen.getByText('Últimas 2 unidades')).toBeInTheDocument()
  })

  it('asks for one option of each kind before adding', async () => {
    renderProduct('remera-basica', { 'remera-basica': remera })
    await screen.findByRole('radiogroup', { name: 'Color' })
    fireEvent.click(radio('Rojo'))
    fireEvent.click(addButton())
    expect(screen.getByRole('alert')).toHaveTextContent('Elegí una opción de cada tipo')
    expect(cart()).toBeNull()
  })

  it('stores the line in the cart, merging quantities up to 99', async () => {
    localStorage.setItem('cart:demo', JSON.stringify([{ variant_id: 3, quantity: 1 }]))
    const { store } = await openRedSmall()
    fireEvent.click(screen.getByRole('button', { name: 'Agregar una unidad' }))
    fireEvent.click(addButton())
    expect(cart()).toEqual([
      { variant_id: 3, quantity: 1 },
      { variant_id: 1, quantity: 2 },
    ])
    expect(store.get(snackbarAtom)).toMatchObject({
      type: 'success',
      message: 'Agregado al carrito',
    })

    // Typed out of range for a moment: 99 is what is added.
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Cantidad' }), {
      target: { value: '150' },
    })
    expect(screen.getByRole('spinbutton', { name: 'Cantidad' })).toHaveValue(150)
    fireEvent.click(addButton())
    expect(cart()).toEqual([
      { variant_id: 3, quantity: 1 },
      { variant_id: 1, quantity: 99 },
    ])
  })

  it('asks for no more than the last units left, counting those already in the cart', async () => {
    // Red M has 2 left. Before: 'Cantidad' went to 99 and the cart took all of them.
    localStorage.setItem('cart:demo', JSON.stringify([{ variant_id: 2, quantity: 1 }]))
    const { store } = renderProduct('remera-basica', { 'remera-basica': remera })
    await screen.findByRole('radiogroup', { name: 'Color' })
    fireEvent.click(radio('Rojo'))
    fireEvent.click(radio('M'))
    const quantity = screen.getByRole('spinbutton', { name: 'Cantidad' })
    expect(quantity).toHaveAttribute('max', '2')
    const more = screen.getByRole('button', { name: 'Agregar una unidad' })
    fireEvent.click(more)
    fireEvent.click(more)
    expect(quantity).toHaveValue(2)
    // At its end the button says so and keeps the focus: a disabled one dropped it.
    expect(more).toHaveAttribute('aria-disabled', 'true')
    expect(more).toBeEnabled()
    // 2 asked, 1 in the cart already: 1 goes in, and 'Quedan 2' says why.
    fireEvent.click(addButton())
    expect(cart()).toEqual([{ variant_id: 2, quantity: 2 }])
    expect(store.get(snackbarAtom)).toMatchObject({ type: 'warning', message: 'Quedan 2' })
    fireEvent.click(addButton())
    expect(cart()).toEqual([{ variant_id: 2, quantity: 2 }])
    expect(store.get(snackbarAtom)).toMatchObject({
      type: 'warning',
      message: 'Quedan 2',
    })
    // Another variant with no count known: up to 99 again.
    fireEvent.click(radio('S'))
    expect(screen.getByRole('spinbutton', { name: 'Cantidad' })).toHaveAttribute('max', '99')
  })

  it("says a line at 99 takes no more, rather than 'Agregado'", async () => {
    localStorage.setItem('cart:demo', JSON.stringify([{ variant_id: 1, quantity: 99 }]))
    const { store } = await openRedSmall()
    fireEvent.click(addButton())
    expect(cart()).toEqual([{ variant_id: 1, quantity: 99 }])
    expect(store.get(snackbarAtom)).toMatchObject({
      type: 'warning',
      message: 'Ya tenés 99 unidades de este producto en el carrito, el máximo por producto',
    })
  })

  it('says the cart is full instead of dropping a 51st product in silence', async () => {
    const full = Array.from({ length: 50 }, (_, i) => ({ variant_id: 100 + i, quantity: 1 }))
    localStorage.setItem('cart:demo', JSON.stringify(full))
    const { store } = renderProduct('cafe-organico', { 'cafe-organico': cafe })
    await screen.findByRole('heading', { name: 'Café orgánico' })
    fireEvent.click(addButton())
    expect(cart()).toEqual(full)
    expect(store.get(snackbarAtom)).toMatchObject({
      type: 'warning',
      message:
        'Tu carrito ya tiene 50 productos distintos, el máximo. Quitá alguno para agregar este',
    })
  })

  it('adds a product without options at once', async () => {
    renderProduct('cafe-organico', { 'cafe-organico': cafe })
    await screen.findByRole('heading', { name: 'Café orgánico' })
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument()
    fireEvent.click(addButton())
    expect(cart()).toEqual([{ variant_id: 9, quantity: 1 }])
  })

  it('says a price must be asked for and does not sell it, without calling it sold out', async () => {
    // The API calls a variant without a price not available.
    const askPrice = {
      ...cafe,
      variants: [{ ...cafe.variants[0]!, price: null, available: false }],
    }
    renderProduct('cafe-organico', { 'cafe-organico': askPrice })
    expect(await screen.findByText('Consultar precio')).toBeInTheDocument()
    expect(addButton()).toBeDisabled()
    expect(screen.queryByText('Sin stock')).not.toBeInTheDocument()
  })

  it('shows the first image large, and the thumbnails show the others by click or arrow keys', async () => {
    renderProduct('remera-basica', { 'remera-basica': remera })
    const large = await screen.findByRole('img', { name: 'Remera roja de frente' })
    expect(large).toHaveAttribute('loading', 'eager')
    const thumbnails = within(screen.getByRole('group', { name: 'Imágenes del producto' }))
    const second = thumbnails.getByRole('button', { name: 'Ver imagen 2 de 2' })
    fireEvent.click(second)
    expect(second).toHaveAttribute('aria-pressed', 'true')
    // No alt text of its own: the product's title names it.
    expect(screen.getByRole('img', { name: 'Remera básica' })).toHaveAttribute(
      'srcset',
      '/media/products/r2-480w.webp 480w, /media/products/r2-960w.webp 960w',
    )
    fireEvent.keyDown(second, { key: 'ArrowRight' })
    expect(thumbnails.getByRole('button', { name: 'Ver imagen 1 de 2' })).toHaveFocus()
    expect(screen.getByRole('img', { name: 'Remera roja de frente' })).toBeInTheDocument()
  })

  it('follows an old slug: the URL takes the answer’s current slug', async () => {
    const { server } = renderProduct('remera-vieja', { 'remera-vieja': remera })
    await screen.findByRole('heading', { name: 'Remera básica' })
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent(
        '/producto/remera-basica',
      ),
    )
    // The product on screen is the one answered: no second read for its new slug.
    expect(server.keys()).toEqual(['GET store/productos/remera-vieja/'])
  })

  it("says 'Producto no encontrado' with a link home for an unknown or draft product", async () => {
    renderProduct('no-existe')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Producto no encontrado' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/')
  })

  it("says the product cannot be shown now, and 'Reintentar' asks again", async () => {
    let online = false
    fakeApi((call) =>
      /^store\/productos\/remera-basica\/$/.test(call.path)
        ? online
          ? jsonResponse(remera)
          : jsonResponse({}, 503)
        : undefined,
    )
    const utils = renderWithProviders(<StorefrontRoutes />, { route: '/producto/remera-basica' })
    act(() => utils.store.set(setStoreInfoAtom, demoStore))
    const retry = await screen.findByRole('button', { name: 'Reintentar' })
    expect(
      screen.getByText('Los productos no se pueden mostrar ahora. Probá de nuevo en un rato.'),
    ).toBeVisible()
    online = true
    fireEvent.click(retry)
    expect(await screen.findByRole('radiogroup', { name: 'Color' })).toBeInTheDocument()
  })
})
