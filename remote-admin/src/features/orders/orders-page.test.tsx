import '../../locales'

import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { snackbarAtom } from '@vitrina/shared'
import { fakeApi, renderWithProviders } from '@vitrina/shared/testing'
import { Route, Routes } from 'react-router-dom'

import { plain } from '../../test/catalogue'
import { order, orderPage } from '../../test/orders'
import { OrdersPage } from './orders-page'
import { ORDERS_POLL_MS } from './pending-orders'

function renderPage(route = '/admin/pedidos') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/pedidos" element={<OrdersPage />} />
    </Routes>,
    { route },
  )
}

const rows = () => screen.queryAllByTestId('order-row')
const query = (call: { url: string }) => Object.fromEntries(new URL(call.url).searchParams)

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('OrdersPage', () => {
  it('moves to the last page there is when the one asked for is past the end', async () => {
    const api = fakeApi({
      'GET admin/tienda/pedidos/': (call) => {
        const page = Number(query(call).page)
        return {
          status: 200,
          body: {
            count: 21,
            page,
            page_size: 20,
            results: page === 2 ? [order({ number: 1001 })] : [],
          },
        }
      },
    })
    renderPage('/admin/pedidos?estado=pendiente&page=3')
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(api.calls.map((call) => query(call).page)).toEqual(['3', '2'])
    expect(query(api.calls[1]!)).toMatchObject({ estado: 'pendiente' })
    expect(screen.getByRole('navigation', { name: /Páginas/ })).toHaveTextContent('Página 2 de 2')
  })

  it('lists number, date, customer, total in the store currency and the status chip', async () => {
    const api = fakeApi({
      'GET admin/tienda/pedidos/': () => ({
        status: 200,
        body: orderPage([
          order({ number: 1002, customer: { name: 'Beto Gómez', phone: '+5491100000000' } }),
          order({ number: 1001, status: 'cancelado', total: 129900, currency: 'CLP' }),
        ]),
      }),
    })
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeInTheDocument()
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(query(api.calls[0]!)).toEqual({ page: '1', page_size: '20' })
    const [first, second] = rows()
    expect(within(first!).getByRole('link', { name: '#1002' })).toHaveAttribute(
      'href',
      '/admin/pedidos/1002',
    )
    expect(first!).toHaveTextContent('Beto Gómez')
    expect(plain(first!.textContent)).toContain('$ 33.097,00')
    expect(first!).toHaveTextContent('Estado: Pendiente')
    expect(first!.querySelector('time')).toHaveAttribute('datetime', '2026-11-25T14:05:00.000Z')
    expect(plain(second!.textContent)).toContain('$129.900')
    expect(second!).toHaveTextContent('Estado: Cancelado')
    expect(screen.getByText('2 pedidos')).toBeInTheDocument()
    // Announced, but not a `status`: `getByRole('status')` is the snackbar's alone.
    expect(screen.getByText('2 pedidos')).toHaveAttribute('aria-live', 'polite')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('filters by each status, searches by number, name or phone, and pages on the server', async () => {
    const user = userEvent.setup()
    const api = fakeApi({
      'GET admin/tienda/pedidos/': (call) => ({
        status: 200,
        body: orderPage([order()], 45, Number(query(call).page ?? 1)),
      }),
    })
    renderPage('/admin/pedidos?estado=pendiente')
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(query(api.calls[0]!)).toMatchObject({ estado: 'pendiente' })
    const status = screen.getByRole('combobox', { name: 'Estado' })
    expect(status).toHaveValue('pendiente')
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Todos',
      'Pendiente',
      'Confirmado',
      'Enviado',
      'Listo para retirar',
      'Entregado',
      'Cancelado',
    ])

    await user.selectOptions(status, 'listo_para_retirar')
    await waitFor(() =>
      expect(query(api.calls.at(-1)!)).toMatchObject({ estado: 'listo_para_retirar' }),
    )
    await user.type(screen.getByRole('searchbox', { name: 'Buscar pedidos' }), '1155')
    await waitFor(() =>
      expect(query(api.calls.at(-1)!)).toEqual({
        q: '1155',
        estado: 'listo_para_retirar',
        page: '1',
        page_size: '20',
      }),
    )
    await user.selectOptions(status, '')
    await waitFor(() =>
      expect(query(api.calls.at(-1)!)).toEqual({ q: '1155', page: '1', page_size: '20' }),
    )

    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await waitFor(() => expect(query(api.calls.at(-1)!)).toMatchObject({ page: '2', q: '1155' }))
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument()
  })

  it('says when there are no orders yet', async () => {
    fakeApi({ 'GET admin/tienda/pedidos/': () => ({ status: 200, body: orderPage([]) }) })
    renderPage()
    expect(await screen.findByText('Todavía no hay pedidos.')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Pedidos' })).not.toBeInTheDocument()
  })

  it('says no order matches a search or filter', async () => {
    fakeApi({ 'GET admin/tienda/pedidos/': () => ({ status: 200, body: orderPage([]) }) })
    renderPage('/admin/pedidos?q=zzz')
    expect(
      await screen.findByText('No hay pedidos que coincidan con la búsqueda.'),
    ).toBeInTheDocument()
  })

  it('says so with the status code when the list cannot load', async () => {
    fakeApi({
      'GET admin/tienda/pedidos/': () => ({ status: 500, body: { detail: 'x', code: 'x' } }),
    })
    const { store } = renderPage()
    await waitFor(() =>
      expect(store.get(snackbarAtom)).toMatchObject({
        type: 'error',
        message: 'No se pudieron cargar los pedidos',
        errorCode: 500,
      }),
    )
  })

  it('shows a new order without a reload while the tab is visible, and asks nothing while hidden', async () => {
    jest.useFakeTimers()
    let orders = [order({ number: 1001 })]
    const api = fakeApi({
      'GET admin/tienda/pedidos/': () => ({ status: 200, body: orderPage(orders) }),
    })
    renderPage()
    await waitFor(() => expect(rows()).toHaveLength(1))

    orders = [order({ number: 1002 }), ...orders]
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ORDERS_POLL_MS)
    })
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(screen.getByRole('link', { name: '#1002' })).toBeInTheDocument()

    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    const asked = api.calls.length
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ORDERS_POLL_MS * 3)
    })
    expect(api.calls).toHaveLength(asked)

    // Back on the tab: asked at once.
    orders = [order({ number: 1003 }), ...orders]
    visibility.mockReturnValue('visible')
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(api.calls).toHaveLength(asked + 1)
  })
})
