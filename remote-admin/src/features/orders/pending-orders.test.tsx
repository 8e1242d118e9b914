import '../../locales'

import { act, screen, waitFor, within } from '@testing-library/react'
import { fakeApi, renderWithProviders } from '@vitrina/shared/testing'

import { summary } from '../../test/orders'
import { ORDERS_POLL_MS, usePendingOrdersPoll } from './pending-orders'
import { PendingOrdersCard } from './pending-orders-card'

/** What the admin frame hands the sidebar's badge. */
function Badge() {
  const count = usePendingOrdersPoll()
  return <output aria-label="badge">{String(count)}</output>
}

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('pending orders', () => {
  it('the badge and the dashboard card show the count and follow new orders', async () => {
    jest.useFakeTimers()
    let pending = 2
    const api = fakeApi({
      'GET admin/tienda/resumen/': () => ({ status: 200, body: summary(pending) }),
    })
    renderWithProviders(
      <>
        <Badge />
        <PendingOrdersCard />
      </>,
      { route: '/admin' },
    )
    const badge = screen.getByRole('status', { name: 'badge' })
    await waitFor(() => expect(badge).toHaveTextContent('2'))
    const card = screen.getByRole('region', { name: 'Pedidos pendientes' })
    expect(within(card).getByText('2')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Ver los pendientes' })).toHaveAttribute(
      'href',
      '/admin/pedidos?estado=pendiente',
    )

    pending = 3
    const asked = api.calls.length
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ORDERS_POLL_MS)
    })
    await waitFor(() => expect(badge).toHaveTextContent('3'))
    expect(within(card).getByTestId('pending-orders-count')).toHaveTextContent('3')
    // One read per poll, shared by the badge and the card.
    expect(api.calls).toHaveLength(asked + 1)
  })

  it('shows a dash on the card when the count cannot be read', async () => {
    fakeApi({
      'GET admin/tienda/resumen/': () => ({ status: 500, body: { detail: 'x', code: 'x' } }),
    })
    renderWithProviders(<PendingOrdersCard />, { route: '/admin' })
    expect(await screen.findByTestId('pending-orders-count')).toHaveTextContent('—')
  })
})
