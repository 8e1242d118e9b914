import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type Session, setNavigator, snackbarAtom, updateSessionAtom } from '@vitrina/shared'
import { fakeApi, jsonResponse, renderWithProviders } from '@vitrina/shared/testing'
import { useLocation } from 'react-router-dom'

import AuthRoutes from '../../exposes/routes'

let currentPath = ''

function LocationProbe() {
  currentPath = useLocation().pathname
  return null
}

const screens = (
  <>
    <AuthRoutes />
    <LocationProbe />
  </>
)

/** Opens /perfil with `session` already in place, as after a login or the startup refresh. */
function renderProfile(session?: Partial<Session>) {
  // The fresh app store only exists once rendered: fill it before the screens mount.
  const utils = renderWithProviders(<></>, { route: '/perfil' })
  if (session) utils.store.set(updateSessionAtom, session)
  utils.rerender(screens)
  return { ...utils, user: userEvent.setup() }
}

const tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' }

const noOrders = () => jsonResponse({ count: 0, page: 1, page_size: 24, results: [] })

function order(number: number, token: string, status: string, total: number) {
  return {
    number,
    token,
    status,
    created_at: '2026-03-05T14:00:00.000Z',
    customer: { name: 'Ana', phone: '+*********4455' },
    delivery: { method: 'retiro' },
    payment_method: 'a_convenir',
    items: [],
    subtotal: total,
    shipping: 0,
    total,
    currency: 'ARS',
  }
}

beforeEach(() => {
  localStorage.clear()
  currentPath = ''
})
afterEach(() => jest.restoreAllMocks())

describe('profile', () => {
  it('sends a logged-out visitor to the login page', async () => {
    renderProfile()
    await waitFor(() => expect(currentPath).toBe('/login'))
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument()
  })

  it('waits for the startup refresh before showing the user', async () => {
    fakeApi({ 'GET user/pedidos/': noOrders })
    const { store } = renderProfile(tokens)
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tu perfil…')
    expect(screen.queryByRole('button', { name: 'Cerrar sesión' })).not.toBeInTheDocument()

    act(() => store.set(updateSessionAtom, { email: 'ana@demo.localhost', username: 'ana' }))

    expect(screen.getByText('ana@demo.localhost')).toBeInTheDocument()
    expect(screen.getByText('ana')).toBeInTheDocument()
    expect(currentPath).toBe('/perfil')
  })

  it('logs out: revokes the refresh token, clears the session and goes home', async () => {
    const server = fakeApi({
      'POST logout/': () => new Response(null, { status: 204 }),
      'GET user/pedidos/': noOrders,
    })
    const go = jest.fn()
    setNavigator(go)
    const { store, user } = renderProfile({
      ...tokens,
      email: 'ana@demo.localhost',
      username: 'ana',
    })

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }))

    expect(go).toHaveBeenCalledWith('/')
    expect(currentPath).toBe('/perfil')
    expect(localStorage.getItem('accessToken')).toBeNull()
    expect(store.get(snackbarAtom)).toMatchObject({ message: 'Cerraste sesión correctamente' })
    await waitFor(() => expect(server.keys()).toContain('POST logout/'))
    const logoutCall = server.calls.find((call) => call.key === 'POST logout/')
    expect(logoutCall?.payload).toEqual({ refresh: 'refresh-1' })
  })

  it("lists 'Mis pedidos' with number, date, total and status, each opening its order page, and reads more pages", async () => {
    const server = fakeApi({
      'GET user/pedidos/': (call) => {
        const page = new URL(call.url).searchParams.get('page')
        return jsonResponse(
          page === '1'
            ? {
                count: 2,
                page: 1,
                page_size: 1,
                results: [order(1002, 'tok-b', 'confirmado', 259900)],
              }
            : {
                count: 2,
                page: 2,
                page_size: 1,
                results: [order(1001, 'tok-a', 'pendiente', 1000)],
              },
        )
      },
    })
    const { user } = renderProfile({ ...tokens, email: 'ana@demo.localhost', username: 'ana' })

    expect(await screen.findByRole('heading', { name: 'Mis pedidos' })).toBeInTheDocument()
    const first = await screen.findByRole('link', { name: /Pedido #1002/ })
    expect(first).toHaveAttribute('href', '/pedido/tok-b')
    expect(first).toHaveTextContent('$ 2.599,00')
    expect(first).toHaveTextContent('Confirmado')
    expect(first).toHaveTextContent('2026')
    expect(server.calls[0]?.headers.get('authorization')).toBe('Bearer access-1')

    await user.click(screen.getByRole('button', { name: 'Ver más' }))
    expect(await screen.findByRole('link', { name: /Pedido #1001/ })).toHaveTextContent('Pendiente')
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument()
  })
})
