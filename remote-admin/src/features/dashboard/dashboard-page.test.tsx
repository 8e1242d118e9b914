import '../../locales'

import { screen, within } from '@testing-library/react'
import { fakeApi, renderWithProviders } from '@vitrina/shared/testing'

import { DashboardPage } from './dashboard-page'

afterEach(() => jest.restoreAllMocks())

describe('DashboardPage', () => {
  it('shows the active products card with the count of the list’s first page', async () => {
    const api = fakeApi({
      'GET admin/tienda/productos/': () => ({
        status: 200,
        body: { count: 12, page: 1, page_size: 1, results: [] },
      }),
    })
    renderWithProviders(<DashboardPage />, { route: '/admin' })
    // Each card is a region named by its title.
    const card = screen.getByRole('region', { name: 'Productos activos' })
    expect(await within(card).findByText('12')).toBeInTheDocument()
    expect(Object.fromEntries(new URL(api.calls[0]!.url).searchParams)).toEqual({
      estado: 'active',
      page_size: '1',
    })
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/admin/productos')
  })

  it('names its links apart from the sidebar’s entries, with their card as description', () => {
    fakeApi({
      'GET admin/tienda/productos/': () => ({
        status: 200,
        body: { count: 0, page: 1, page_size: 1, results: [] },
      }),
    })
    renderWithProviders(<DashboardPage />, { route: '/admin' })
    // A locator for the sidebar's 'Productos', 'Portadas', 'Logos' or 'Pedidos' finds that entry alone.
    expect(screen.queryAllByRole('link', { name: /productos|portadas|logos|pedidos/i })).toEqual([])
    expect(
      screen.getAllByRole('link', { name: 'Gestionar' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/apariencia/logos', '/admin/apariencia/portadas', '/admin/productos'])
    expect(
      screen.getByRole('link', { name: 'Gestionar', description: 'Productos activos' }),
    ).toBeInTheDocument()
  })
})
