import '../../locales'

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Order } from '@vitrina/contract'
import { snackbarAtom } from '@vitrina/shared'
import { fakeApi, renderWithProviders } from '@vitrina/shared/testing'
import { Route, Routes } from 'react-router-dom'

import { plain } from '../../test/catalogue'
import { order, orderPage, summary } from '../../test/orders'
import { rememberListSearch } from './list-query'
import { OrderDetailPage } from './order-detail-page'
import { OrdersPage } from './orders-page'

function renderPage(route = '/admin/pedidos/1001') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/pedidos/:number" element={<OrderDetailPage />} />
    </Routes>,
    { route },
  )
}

/** The API's one order, moved as the server would; `refuse` answers the next PATCH 409. */
function orderApi(start: Order, { refuse = false } = {}) {
  let current = start
  let refusing = refuse
  const api = fakeApi({
    'GET admin/tienda/pedidos/1001/': () => ({ status: 200, body: current }),
    'GET admin/tienda/resumen/': () => ({ status: 200, body: summary(0) }),
    'PATCH admin/tienda/pedidos/1001/': (call) => {
      const { status } = call.payload as { status: Order['status'] }
      if (refusing) {
        refusing = false
        current = { ...current, status: 'cancelado' }
        return {
          status: 409,
          body: { detail: 'El pedido no puede pasar a ese estado.', code: 'invalid_transition' },
        }
      }
      current = {
        ...current,
        status,
        history: [...(current.history ?? []), { status, at: '2026-11-25T15:00:00.000Z' }],
      }
      return { status: 200, body: current }
    },
  })
  return api
}

const moves = () =>
  within(screen.getByRole('group', { name: 'Cambiar el estado' }))
    .getAllByRole('button')
    .map((b) => b.textContent)

afterEach(() => jest.restoreAllMocks())

describe('OrderDetailPage', () => {
  it('shows the customer, the WhatsApp link, the lines, the totals and the history', async () => {
    orderApi(order())
    renderPage()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedido #1001' }),
    ).toBeInTheDocument()
    const customer = screen.getByRole('region', { name: 'Cliente' })
    for (const text of [
      'Ana Pérez',
      '+5491155667788',
      'ana@example.com',
      'Envío a domicilio',
      'Av. Siempreviva 742',
      'Transferencia bancaria',
      'Tocar timbre 2B',
    ]) {
      expect(customer).toHaveTextContent(text)
    }
    const whatsapp = screen.getByRole('link', { name: 'Escribir por WhatsApp' })
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/5491155667788')
    expect(whatsapp).toHaveAttribute('target', '_blank')
    expect(whatsapp.getAttribute('rel')).toContain('noopener')

    const [first, second] = screen.getAllByTestId('order-item')
    // On a phone, quantity and unit price are a line under the title (their columns hide).
    expect(plain(first!.textContent)).toBe('RemeraM · Negro2 × $ 12.999,002$ 12.999,00$ 25.998,00')
    expect(plain(second!.textContent)).toBe('Yerba mate 1 kg1 × $ 4.599,001$ 4.599,00$ 4.599,00')
    expect(plain(screen.getByTestId('order-totals').textContent)).toBe(
      'Subtotal$ 30.597,00Envío$ 2.500,00Total$ 33.097,00',
    )
    const history = screen.getByRole('region', { name: 'Historial' })
    expect(within(history as HTMLElement).getAllByRole('listitem')).toHaveLength(1)
    expect(history).toHaveTextContent('Pendiente')
    expect(moves()).toEqual(['Marcar como confirmado', 'Cancelar pedido'])
  })

  it('offers only the moves the order allows now, and follows each one', async () => {
    const user = userEvent.setup()
    const api = orderApi(order({ delivery: { method: 'retiro' } }))
    const { store } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Marcar como confirmado' }))

    await waitFor(() =>
      expect(moves()).toEqual(['Marcar como listo para retirar', 'Cancelar pedido']),
    )
    const patch = api.calls.find((call) => call.key === 'PATCH admin/tienda/pedidos/1001/')
    expect(patch!.payload).toEqual({ status: 'confirmado' })
    // The pressed button left with the move: focus is on the order's heading.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: /1001/ })).toHaveFocus(),
    )
    expect(store.get(snackbarAtom)).toMatchObject({
      type: 'success',
      message: 'Pedido actualizado',
    })
    // The sidebar's pending count is read again.
    await waitFor(() => expect(api.keys()).toContain('GET admin/tienda/resumen/'))
    expect(
      screen.getByRole('heading', { name: 'Historial' }).closest('[aria-labelledby]'),
    ).toHaveTextContent(/Pendiente.*Confirmado/)

    await user.click(screen.getByRole('button', { name: 'Marcar como listo para retirar' }))
    await waitFor(() => expect(moves()).toEqual(['Marcar como entregado', 'Cancelar pedido']))
    await user.click(screen.getByRole('button', { name: 'Marcar como entregado' }))
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Cambiar el estado' })).not.toBeInTheDocument(),
    )
  })

  it('asks before cancelling, in the spec’s words, and cancels only when confirmed', async () => {
    const user = userEvent.setup()
    const api = orderApi(order({ status: 'confirmado' }))
    renderPage()
    expect(await screen.findByRole('button', { name: 'Marcar como enviado' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Cancelar pedido' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar pedido' })
    // The question is the dialog's description: a screen reader says it as the dialog opens.
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(
        '¿Cancelar el pedido #1001? El stock vuelve al catálogo.',
      ),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(api.keys()).not.toContain('PATCH admin/tienda/pedidos/1001/')
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Cancelar pedido' })).toHaveFocus(),
    )

    await user.click(screen.getByRole('button', { name: 'Cancelar pedido' }))
    const again = await screen.findByRole('dialog', { name: 'Cancelar pedido' })
    await user.click(within(again).getByRole('button', { name: 'Cancelar pedido' }))
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Cambiar el estado' })).not.toBeInTheDocument(),
    )
    const patches = api.calls.filter((call) => call.key === 'PATCH admin/tienda/pedidos/1001/')
    expect(patches.map((call) => call.payload)).toEqual([{ status: 'cancelado' }])
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: /1001/ })).toHaveFocus(),
    )
    expect(screen.getAllByText('Cancelado').length).toBeGreaterThan(0)
  })

  it('says why a refused move failed and shows the order as the server has it now', async () => {
    const user = userEvent.setup()
    const api = orderApi(order(), { refuse: true })
    const { store } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Marcar como confirmado' }))
    await waitFor(() =>
      expect(store.get(snackbarAtom)).toMatchObject({
        type: 'error',
        message: 'El pedido ya no puede pasar a ese estado. Te mostramos cómo está ahora.',
        errorCode: 409,
      }),
    )
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Cambiar el estado' })).not.toBeInTheDocument(),
    )
    expect(api.keys().filter((key) => key === 'GET admin/tienda/pedidos/1001/')).toHaveLength(2)
  })

  it('shows a not-found state for an unknown number', async () => {
    fakeApi({})
    renderPage('/admin/pedidos/9999')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedido no encontrado' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver a los pedidos' })).toHaveAttribute(
      'href',
      '/admin/pedidos',
    )
  })

  it("'Volver a los pedidos' goes back to the list as the owner left it: search, filter and page", async () => {
    fakeApi({
      'GET admin/tienda/pedidos/': () => ({ status: 200, body: orderPage([order()]) }),
      'GET admin/tienda/pedidos/1001/': () => ({ status: 200, body: order() }),
      'GET admin/tienda/resumen/': () => ({ status: 200, body: summary(0) }),
    })
    const user = userEvent.setup()
    renderWithProviders(
      <Routes>
        <Route path="/admin/pedidos" element={<OrdersPage />} />
        <Route path="/admin/pedidos/:number" element={<OrderDetailPage />} />
      </Routes>,
      { route: '/admin/pedidos?q=ana&estado=pendiente' },
    )
    await user.click(await screen.findByRole('link', { name: '#1001' }))
    const back = await screen.findByRole('link', { name: 'Volver a los pedidos' })
    expect(back).toHaveAttribute('href', '/admin/pedidos?q=ana&estado=pendiente')
    await user.click(back)
    expect(await screen.findByRole('searchbox', { name: 'Buscar pedidos' })).toHaveValue('ana')
    rememberListSearch('')
  })

  it('needs no call for a number that cannot be one', () => {
    const api = fakeApi({})
    renderPage('/admin/pedidos/abc')
    expect(
      screen.getByRole('heading', { level: 1, name: 'Pedido no encontrado' }),
    ).toBeInTheDocument()
    expect(api.calls).toHaveLength(0)
  })
})
