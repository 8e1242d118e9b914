import '../../locales'

import { act, screen, within } from '@testing-library/react'
import { setStoreInfoAtom } from '@vitrina/shared'
import { fakeApi, jsonResponse, renderWithProviders } from '@vitrina/shared/testing'

import StorefrontRoutes from '../../exposes/routes'
import { card, categories, demoStore } from './test-data'

function renderCategory(slug: string) {
  const server = fakeApi({
    'GET store/categorias/': () => jsonResponse(categories),
    'GET store/productos/': (call) => {
      const category = new URL(call.url).searchParams.get('categoria')
      const results = category === 'remeras' ? [card(1, { title: 'Remera básica' })] : []
      return jsonResponse({ count: results.length, page: 1, page_size: 24, results })
    },
  })
  const utils = renderWithProviders(<StorefrontRoutes />, { route: `/categoria/${slug}` })
  act(() => utils.store.set(setStoreInfoAtom, demoStore))
  return server
}

afterEach(() => jest.restoreAllMocks())

describe('category page', () => {
  it("shows the category's products under its name", async () => {
    const server = renderCategory('remeras')
    expect(await screen.findByRole('heading', { level: 1, name: 'Remeras' })).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'Remeras' })
    expect(within(list).getByRole('link', { name: /Remera básica/ })).toBeInTheDocument()
    const call = server.calls.find((candidate) => candidate.key === 'GET store/productos/')!
    expect(new URL(call.url).searchParams.get('categoria')).toBe('remeras')
    const current = within(screen.getByRole('navigation', { name: 'Categorías' })).getByRole(
      'link',
      { name: 'Remeras' },
    )
    expect(current).toHaveAttribute('aria-current', 'page')
  })

  it('says a category without products has none yet', async () => {
    renderCategory('cafe')
    expect(await screen.findByRole('heading', { level: 1, name: 'Café' })).toBeInTheDocument()
    expect(await screen.findByText('Esta categoría todavía no tiene productos')).toBeInTheDocument()
  })

  it('shows the not-found state for an unknown category', async () => {
    renderCategory('no-existe')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/')
  })
})
