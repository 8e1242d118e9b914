import { act, screen } from '@testing-library/react'
import type { StoreInfo } from '@vitrina/contract'
import {
  FIRST_VIEW_SCRIPT_ID,
  resetFirstView,
  setStoreInfoAtom,
  updateSessionAtom,
} from '@vitrina/shared'
import { fakeApi, jsonResponse, renderWithProviders, testStoreInfo } from '@vitrina/shared/testing'

import StorefrontRoutes from '../../exposes/routes'

const demoStore: StoreInfo = testStoreInfo({
  name: 'Tienda Demo',
  nombre: 'Tienda Demo',
  owner_user_id: 3,
})

function renderHome() {
  const utils = renderWithProviders(<StorefrontRoutes />, { route: '/' })
  act(() => {
    utils.store.set(setStoreInfoAtom, demoStore)
    // A stale token must not reach a public read.
    utils.store.set(updateSessionAtom, { accessToken: 'old', refreshToken: 'old' })
  })
  return utils
}

afterEach(() => jest.restoreAllMocks())

describe('store home', () => {
  it('shows the covers by position with their absolute URLs', async () => {
    const server = fakeApi({
      'GET store/portadas/': () =>
        jsonResponse([
          { id: 2, image: '/media/b.jpg', position: 1 },
          { id: 1, image: '/media/a.jpg', position: 0 },
          { id: 3, image: '/media/c.jpg', position: 2 },
        ]),
    })
    renderHome()
    expect(screen.getByRole('status', { name: 'Cargando portadas' })).toBeInTheDocument()

    const first = await screen.findByRole('img', { name: 'Portada 1 de 3 de Tienda Demo' })

    expect(first).toHaveAttribute('src', '/media/a.jpg')
    expect(
      screen.getAllByRole('img', { hidden: true }).map((img) => img.getAttribute('src')),
    ).toEqual(['/media/a.jpg', '/media/b.jpg', '/media/c.jpg'])
    expect(screen.getByRole('heading', { level: 1, name: 'Tienda Demo' })).toBeInTheDocument()
    // The catalogue under the covers reads its own lists; the covers are read once.
    const covers = server.calls.filter((call) => call.key === 'GET store/portadas/')
    expect(covers).toHaveLength(1)
    expect(covers[0]?.headers.get('authorization')).toBeNull()
    expect(covers[0]?.headers.get('x-subdomain')).toBe('demo')
  })

  it("keeps the server's hero frame until the covers arrive, then the carousel takes its place", async () => {
    const script = document.createElement('script')
    script.id = FIRST_VIEW_SCRIPT_ID
    script.type = 'application/json'
    script.textContent = JSON.stringify({
      store: demoStore,
      hero: { src: '/media/a.jpg', alt: 'Portada de Tienda Demo' },
    })
    document.head.append(script)
    resetFirstView()
    try {
      fakeApi({
        'GET store/portadas/': () => jsonResponse([{ id: 1, image: '/media/a.jpg', position: 0 }]),
      })
      const { container } = renderHome()
      expect(screen.queryByRole('status', { name: 'Cargando portadas' })).not.toBeInTheDocument()
      expect(screen.getByRole('img', { name: 'Portada de Tienda Demo' })).toHaveAttribute(
        'src',
        '/media/a.jpg',
      )
      expect(container.querySelector('[data-hero-frame]')).not.toBeNull()

      expect(
        await screen.findByRole('img', { name: 'Portada 1 de 1 de Tienda Demo' }),
      ).toHaveAttribute('src', '/media/a.jpg')
      expect(container.querySelector('[data-hero-frame]')).toBeNull()
    } finally {
      script.remove()
      resetFirstView()
    }
  })

  it('says there are no covers when the store has none', async () => {
    fakeApi({ 'GET store/portadas/': () => jsonResponse([]) })
    renderHome()
    expect(await screen.findByText('Sin imágenes de portada')).toBeInTheDocument()
  })

  it('logs a failed load and shows the empty state', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    fakeApi({ 'GET store/portadas/': () => jsonResponse({ detail: 'Error', code: 'boom' }, 500) })
    renderHome()
    expect(await screen.findByText('Sin imágenes de portada')).toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith(
      'Error cargando portadas',
      expect.objectContaining({ status: 500 }),
    )
  })
})
