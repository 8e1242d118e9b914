import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  fakeApi,
  type FakeHandler,
  jsonResponse,
  renderWithProviders,
} from '@vitrina/shared/testing'

import AuthRoutes from '../../exposes/routes'

function renderLogin(language: 'es' | 'en' = 'es') {
  const utils = renderWithProviders(<AuthRoutes />, { route: '/login', language })
  return { ...utils, user: userEvent.setup() }
}

// Only the login call matters here: the form must not get past validation or the first answer.
function serverWith(extra: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'POST login/': () =>
      jsonResponse({ detail: 'Credenciales incorrectas', code: 'invalid_credentials' }, 401),
    ...extra,
  })
}

async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  email: string,
  password: string,
) {
  if (email) await user.type(screen.getByLabelText('Correo electrónico'), email)
  if (password) await user.type(screen.getByLabelText('Contraseña'), password)
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
}

beforeEach(() => localStorage.clear())
afterEach(() => jest.restoreAllMocks())

describe('login validation', () => {
  it('says both fields are required and sends nothing', async () => {
    const server = serverWith()
    const { user } = renderLogin()
    await fillAndSubmit(user, '', '')
    expect(await screen.findByText('El correo es obligatorio')).toBeInTheDocument()
    expect(screen.getByText('La contraseña es obligatoria')).toBeInTheDocument()
    expect(server.spy).not.toHaveBeenCalled()
  })

  it('sends any address the API takes, like the server: only a blank one is refused', async () => {
    for (const email of ['ana@localhost', 'Ana.Pérez+tienda@correo', '  ana@demo.localhost  ']) {
      const server = serverWith()
      const { user, unmount } = renderLogin()
      await fillAndSubmit(user, email, 'secret')
      await waitFor(() => expect(server.spy).toHaveBeenCalledTimes(1))
      await waitFor(() => expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled())
      expect(await server.calls[0]!.json()).toEqual({ email: email.trim(), password: 'secret' })
      expect(screen.queryByText(/correo válido/)).not.toBeInTheDocument()
      unmount()
      jest.restoreAllMocks()
    }
    const server = serverWith()
    const { user } = renderLogin()
    await fillAndSubmit(user, '   ', 'secret')
    expect(await screen.findByText('El correo es obligatorio')).toBeInTheDocument()
    expect(server.spy).not.toHaveBeenCalled()
  })

  it('clears a field message once the field is edited', async () => {
    serverWith()
    const { user } = renderLogin()
    await fillAndSubmit(user, '', '')
    await user.type(screen.getByLabelText('Correo electrónico'), 'a')
    expect(screen.queryByText('El correo es obligatorio')).not.toBeInTheDocument()
    expect(screen.getByText('La contraseña es obligatoria')).toBeInTheDocument()
  })
})

describe('login form', () => {
  it('gives password managers the right hints', () => {
    renderLogin()
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('autocomplete', 'username')
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('autocomplete', 'current-password')
  })

  it('shows and hides the password with a named toggle', async () => {
    const { user } = renderLogin()
    const password = screen.getByLabelText('Contraseña')
    expect(password).toHaveAttribute('type', 'password')
    // Only the field is labelled with the word: the toggle's name comes from its title.
    expect(screen.getAllByLabelText(/contraseña/i)).toEqual([password])
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }))
    expect(password).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }))
    expect(password).toHaveAttribute('type', 'password')
  })

  it('submits with Enter and disables the button while the request runs', async () => {
    let answer: (response: Response) => void = () => {}
    const server = serverWith({
      'POST login/': () => new Promise<Response>((resolve) => (answer = resolve)),
    })
    const { user } = renderLogin()
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@demo.localhost')
    await user.type(screen.getByLabelText('Contraseña'), 'demo1234{Enter}')
    expect(await screen.findByRole('button', { name: /Entrando/ })).toBeDisabled()
    expect(server.keys()).toEqual(['POST login/'])
    answer(jsonResponse({ detail: 'Credenciales incorrectas', code: 'invalid_credentials' }, 401))
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeEnabled()
  })
})
