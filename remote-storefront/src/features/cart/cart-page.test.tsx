import '../../locales'

import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setStoreInfoAtom } from '@vitrina/shared'
import { fakeApi, jsonResponse, renderWithProviders } from '@vitrina/shared/testing'
import { useLocation } from 'react-router-dom'

import StorefrontRoutes from '../../exposes/routes'
import { cartVariant, remeraM, shop, storeCart, storedCart, taza } from '../../lib/cart/test-data'

function Location() {
  return <output aria-label="url">{useLocation().pathname}</output>
}

function renderCart(variants = [remeraM, taza], language: 'es' | 'en' = 'es') {
  const server = fakeApi({ 'GET store/carrito/': () => jsonResponse(variants) })
  const utils = renderWithProviders(<></>, { route: '/carrito', language })
  act(() => utils.store.set(setStoreInfoAtom, shop))
  utils.rerender(
    <>
      <StorefrontRoutes />
      <Location />
    </>,
  )
  return { ...utils, server, user: userEvent.setup() }
}

beforeEach(() => localStorage.clear())
afterEach(() => jest.restoreAllMocks())

describe('cart page', () => {
  it("says 'Tu carrito está vacío' without lines, and reads nothing", async () => {
    const { server } = renderCart()
    expect(await screen.findByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible()
    expect(screen.getByText('Tu carrito está vacío')).toBeVisible()
    expect(document.title).toBe('Carrito | Tienda Demo')
    expect(server.calls).toHaveLength(0)
  })

  it('shows each line with options and unit price, the subtotal, and steps, removes and checks out', async () => {
    storeCart([
      { variant_id: 11, quantity: 2 },
      { variant_id: 12, quantity: 1 },
    ])
    const { server, user } = renderCart()
    const list = await screen.findByRole('list', { name: 'Carrito' })
    expect(new URL(server.calls[0]!.url).searchParams.get('ids')).toBe('11,12')
    expect(server.calls[0]!.headers.get('authorization')).toBeNull()
    const lines = within(list).getAllByRole('listitem')
    expect(lines[0]).toHaveTextContent('Remera')
    // The quantities are announced, but are no `status`: that is the snackbar's role alone.
    expect(within(list).queryByRole('status')).not.toBeInTheDocument()
    // The line's photo, with the owner's alternative text.
    expect(within(lines[0]!).getByRole('img', { name: 'Remera azul de frente' })).toBeVisible()
    expect(lines[0]).toHaveTextContent('M, Azul')
    expect(lines[0]).toHaveTextContent('$ 12.999,00')
    expect(screen.getByText('$ 30.498,00')).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Agregar una unidad de Taza' }))
    expect(storedCart()).toEqual([
      { variant_id: 11, quantity: 2 },
      { variant_id: 12, quantity: 2 },
    ])
    expect(screen.getByText('$ 34.998,00')).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Eliminar Remera' }))
    expect(storedCart()).toEqual([{ variant_id: 12, quantity: 2 }])
    // The pressed button is gone: the focus goes to the heading (before, to the page).
    expect(screen.getByRole('heading', { level: 1, name: 'Carrito' })).toHaveFocus()
    expect(screen.getByText('$ 9.000,00', { selector: 'p' })).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Finalizar compra' }))
    expect(screen.getByLabelText('url')).toHaveTextContent('/checkout')
  })

  it('speaks English when asked: Cart, Remove, Checkout, Your cart is empty', async () => {
    storeCart([{ variant_id: 12, quantity: 1 }])
    const { user } = renderCart([remeraM, taza], 'en')
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeVisible()
    expect(await screen.findByRole('button', { name: 'Checkout' })).toBeVisible()
    // Amounts as the store's country writes them, in any language.
    expect(screen.getAllByText('$ 4.500,00').length).toBeGreaterThan(0)
    await user.click(screen.getByRole('button', { name: 'Remove Taza' }))
    expect(screen.getByText('Your cart is empty')).toBeVisible()
  })

  it("says the lines cannot be read now (no connection), calls none gone, and 'Reintentar' reads them again", async () => {
    storeCart([{ variant_id: 11, quantity: 2 }])
    let online = false
    fakeApi({
      'GET store/carrito/': () => (online ? jsonResponse([remeraM]) : { status: 503, body: {} }),
    })
    const utils = renderWithProviders(<></>, { route: '/carrito' })
    act(() => utils.store.set(setStoreInfoAtom, shop))
    utils.rerender(<StorefrontRoutes />)
    expect(
      await screen.findByText(
        'Los productos no se pueden mostrar ahora. Probá de nuevo en un rato.',
      ),
    ).toBeVisible()
    expect(screen.queryByText(/Ya no está disponible/)).not.toBeInTheDocument()
    expect(screen.queryByText('$ 0,00')).not.toBeInTheDocument()
    online = true
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }))
    const list = await screen.findByRole('list', { name: 'Carrito' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Finalizar compra' })).toBeEnabled()
  })

  it("marks a vanished variant 'Ya no está disponible', a short one 'Quedan N', and blocks checkout until fixed", async () => {
    storeCart([
      { variant_id: 11, quantity: 5 },
      { variant_id: 99, quantity: 1 },
      { variant_id: 13, quantity: 1 },
    ])
    const { user } = renderCart([
      { ...remeraM, stock: 3 },
      cartVariant(13, { title: 'Mate', price: null }),
    ])
    const list = await screen.findByRole('list', { name: 'Carrito' })
    const [remera, gone, noPrice] = within(list).getAllByRole('listitem')
    expect(remera).toHaveTextContent('Quedan 3')
    expect(gone).toHaveTextContent('Ya no está disponible')
    expect(noPrice).toHaveTextContent('Ya no está disponible')
    const checkout = screen.getByRole('button', { name: 'Finalizar compra' })
    expect(checkout).toBeDisabled()
    // No more units of a line that cannot be bought, nor past the stock: the buttons say
    // so and keep the focus (a disabled button dropped it to the page).
    const more = within(remera!).getByRole('button', { name: 'Agregar una unidad de Remera' })
    expect(more).toHaveAttribute('aria-disabled', 'true')
    expect(within(gone!).getByRole('button', { name: /^Agregar una unidad/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(
      within(noPrice!).getByRole('button', { name: 'Agregar una unidad de Mate' }),
    ).toHaveAttribute('aria-disabled', 'true')
    await user.click(more)
    expect(more).toHaveFocus()
    expect(storedCart()).toContainEqual({ variant_id: 11, quantity: 5 })
    // Why the line cannot be bought is what its quantity's group points at.
    expect(
      within(remera!).getByRole('group', { name: 'Cantidad de Remera' }),
    ).toHaveAccessibleDescription('Quedan 3')

    await user.click(screen.getByRole('button', { name: /Eliminar Producto/ }))
    await user.click(screen.getByRole('button', { name: 'Eliminar Mate' }))
    await user.click(screen.getByRole('button', { name: 'Quitar una unidad de Remera' }))
    expect(checkout).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Quitar una unidad de Remera' }))
    expect(screen.queryByText('Quedan 3')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Finalizar compra' })).toBeEnabled()
    expect(storedCart()).toEqual([{ variant_id: 11, quantity: 3 }])
  })
})
