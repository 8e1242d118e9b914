import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setRuntimeConfig } from '@vitrina/shared'
import { fakeApi, type FakeHandler, renderWithProviders } from '@vitrina/shared/testing'

import AuthRoutes from '../../exposes/routes'
import { storeEntryUrl } from './use-signup'

const available: FakeHandler = (call) => {
  const label = new URL(call.url).searchParams.get('subdominio')
  if (label === 'ocupada') return { status: 200, body: { available: false, reason: 'taken' } }
  if (label === 'www') return { status: 200, body: { available: false, reason: 'reserved' } }
  return { status: 200, body: { available: true } }
}

function renderSignup(language: 'es' | 'en' = 'es') {
  const utils = renderWithProviders(<AuthRoutes />, { route: '/crear-tienda', language })
  return { ...utils, user: userEvent.setup() }
}

async function fill(user: ReturnType<typeof userEvent.setup>, label = 'flores-ana') {
  await user.type(screen.getByLabelText('Nombre de la tienda'), 'Flores de Ana')
  const address = screen.getByLabelText('Dirección de tu tienda')
  await user.clear(address)
  await user.type(address, label)
  await user.type(screen.getByLabelText('Tu nombre'), 'Ana')
  await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.test')
  await user.type(screen.getByLabelText('Contraseña'), 'Flores-2026')
}

beforeEach(() => {
  setRuntimeConfig({ platform: { url: window.location.origin, signup: true } })
  // The successful form leaves for the new store; jsdom cannot follow it.
  jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => jest.restoreAllMocks())

describe('/crear-tienda', () => {
  it('shows the fields, the live suffix, and follows the name into the address', async () => {
    fakeApi({ 'GET tiendas/disponible/': available })
    const { user } = renderSignup()
    expect(screen.getByRole('heading', { name: 'Creá tu tienda' })).toBeInTheDocument()
    expect(screen.getByText(`.${window.location.host}`)).toBeInTheDocument()
    await user.type(screen.getByLabelText('Nombre de la tienda'), 'Flores de Ána')
    expect(screen.getByLabelText('Dirección de tu tienda')).toHaveValue('flores-de-ana')
    expect(await screen.findByText('Disponible')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Crear tienda' })).toBeEnabled()
  })

  it('says a taken or reserved label is not available while typing', async () => {
    const server = fakeApi({ 'GET tiendas/disponible/': available })
    const { user } = renderSignup()
    const address = screen.getByLabelText('Dirección de tu tienda')
    await user.type(address, 'ocupada')
    expect(await screen.findByText('No disponible')).toBeInTheDocument()
    expect(screen.getByText('Esa dirección no está disponible')).toBeInTheDocument()
    // Capitals are a format problem, answered without asking the server.
    const before = server.calls.length
    await user.clear(address)
    await user.type(address, 'Mayus')
    expect(await screen.findByText(/solo letras minúsculas/)).toBeInTheDocument()
    expect(server.calls.length).toBe(before)
  })

  it('checks the fields before sending anything', async () => {
    const server = fakeApi({})
    const { user } = renderSignup()
    await user.click(screen.getByRole('button', { name: 'Crear tienda' }))
    expect(await screen.findByText('El nombre de la tienda es obligatorio')).toBeInTheDocument()
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeInTheDocument()
    expect(server.calls).toHaveLength(0)
    // The first field to fix takes the focus (before, it stayed on the button).
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nombre de la tienda' })).toHaveFocus(),
    )
  })

  it('clears the address’s error when the name fills the address in', async () => {
    fakeApi({ 'GET tiendas/disponible/': available })
    const { user } = renderSignup()
    await user.click(screen.getByRole('button', { name: 'Crear tienda' }))
    expect(await screen.findByText('La dirección es obligatoria')).toBeInTheDocument()
    // An empty address is missing, not taken.
    expect(screen.queryByText('No disponible')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Nombre de la tienda'), 'Almacén del Sur')
    expect(screen.getByLabelText('Dirección de tu tienda')).toHaveValue('almacen-del-sur')
    expect(await screen.findByText('Disponible')).toBeInTheDocument()
    expect(screen.queryByText('No disponible')).not.toBeInTheDocument()
  })

  it('sends the form once and asks the existing account for its password', async () => {
    const server = fakeApi({
      'GET tiendas/disponible/': available,
      'POST tiendas/': () => ({
        status: 401,
        body: {
          detail: 'Ya tenés una cuenta con ese correo: ingresá tu contraseña',
          code: 'invalid_credentials',
        },
      }),
    })
    const { user } = renderSignup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Crear tienda' }))
    expect(
      await screen.findByText('Ya tenés una cuenta con ese correo: ingresá tu contraseña'),
    ).toBeInTheDocument()
    const posts = server.calls.filter((c) => c.key === 'POST tiendas/')
    expect(posts).toHaveLength(1)
    expect(posts[0]!.payload).toEqual({
      name: 'Flores de Ana',
      subdomain: 'flores-ana',
      username: 'Ana',
      email: 'ana@example.test',
      password: 'Flores-2026',
    })
  })

  it('shows a label lost in a race on the address field', async () => {
    fakeApi({
      'GET tiendas/disponible/': available,
      'POST tiendas/': () => ({
        status: 409,
        body: { detail: 'Esa dirección no está disponible', code: 'subdomain_taken' },
      }),
    })
    const { user } = renderSignup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Crear tienda' }))
    expect(await screen.findByText('Esa dirección no está disponible')).toBeInTheDocument()
    expect(screen.getByText('No disponible')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Dirección/ })).toHaveFocus())
  })

  it('goes to the new store with the code only in the fragment', async () => {
    const server = fakeApi({
      'GET tiendas/disponible/': available,
      'POST tiendas/': () => ({
        status: 201,
        body: {
          subdomain: 'flores-ana',
          url: 'http://flores-ana.localhost:8080/',
          handoff: 'c0d3',
        },
      }),
    })
    const { user } = renderSignup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Crear tienda' }))
    await waitFor(() => expect(server.keys()).toContain('POST tiendas/'))
    // Still busy while the browser leaves.
    await waitFor(() => expect(screen.getByRole('button', { name: /Creando/ })).toBeDisabled())
    expect(storeEntryUrl({ subdomain: 'x', url: 'https://x.example.com/', handoff: 'a-b_c' })).toBe(
      'https://x.example.com/#handoff=a-b_c',
    )
  })

  it('says so when sign-up is off', () => {
    setRuntimeConfig({ platform: { url: window.location.origin, signup: false } })
    fakeApi({})
    renderSignup()
    expect(
      screen.getByText('La creación de tiendas está desactivada en este sitio.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Crear tienda' })).not.toBeInTheDocument()
  })

  it('points a store host to the platform, in English too', () => {
    setRuntimeConfig({ platform: { url: 'https://example.com', signup: true } })
    fakeApi({})
    renderSignup('en')
    expect(screen.getByRole('heading', { name: 'Create your store' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Create your store at example.com' })).toHaveAttribute(
      'href',
      'https://example.com/crear-tienda',
    )
  })
})
