import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type Session, setNavigator, snackbarAtom, updateSessionAtom } from '@vitrina/shared'
import { fakeApi, renderWithProviders } from '@vitrina/shared/testing'
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
    const { store } = renderProfile(tokens)
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tu perfil…')
    expect(screen.queryByRole('button', { name: 'Cerrar sesión' })).not.toBeInTheDocument()

    act(() => store.set(updateSessionAtom, { email: 'ana@demo.localhost', username: 'ana' }))

    expect(screen.getByText('ana@demo.localhost')).toBeInTheDocument()
    expect(screen.getByText('ana')).toBeInTheDocument()
    expect(currentPath).toBe('/perfil')
  })

  it('logs out: revokes the refresh token, clears the session and goes home', async () => {
    const server = fakeApi({ 'POST logout/': () => new Response(null, { status: 204 }) })
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
    await waitFor(() => expect(server.keys()).toEqual(['POST logout/']))
    expect(await server.calls[0]?.json()).toEqual({ refresh: 'refresh-1' })
  })
})
