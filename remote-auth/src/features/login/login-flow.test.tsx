import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { snackbarAtom, updateSessionAtom } from '@vitrina/shared'
import {
  fakeApi,
  type FakeHandler,
  jsonResponse,
  renderWithProviders,
} from '@vitrina/shared/testing'
import { useLocation } from 'react-router-dom'

import AuthRoutes from '../../exposes/routes'

const USER_ID = 7
let currentPath = ''

function LocationProbe() {
  currentPath = useLocation().pathname
  return null
}

function renderLogin(language: 'es' | 'en' = 'es') {
  const utils = renderWithProviders(
    <>
      <AuthRoutes />
      <LocationProbe />
    </>,
    { route: '/login', language },
  )
  return { ...utils, user: userEvent.setup() }
}

function serverWith(ownerUserId: number, extra: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'POST login/': () =>
      jsonResponse({
        email: 'ana@demo.localhost',
        username: 'ana',
        user_id: USER_ID,
        tokens: { access: 'access-1', refresh: 'refresh-1', visitor_id: 'visitor-1' },
      }),
    'POST token/refresh/': () =>
      jsonResponse({
        access: 'access-2',
        refresh: 'refresh-2',
        email: 'ana@demo.localhost',
        username: 'ana',
        user_id: USER_ID,
      }),
    'GET tienda/resume/subdomain/': () =>
      jsonResponse({
        id: 1,
        subdomain: 'demo',
        name: 'Demo',
        owner_user_id: ownerUserId,
        currency: 'ARS',
        whatsapp: null,
        payment_methods: ['a_convenir'],
        pickup: false,
        shipping_flat_fee: null,
        logos: [],
      }),
    'POST user/push-token/': () => jsonResponse({}, 201),
    ...extra,
  })
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Correo electrónico'), 'ana@demo.localhost')
  await user.type(screen.getByLabelText('Contraseña'), 'demo1234')
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
}

beforeEach(() => {
  localStorage.clear()
  currentPath = ''
})
afterEach(() => jest.restoreAllMocks())

describe('login flow', () => {
  it('logs in, stores tokens, refreshes, loads the store, sends the push token, then navigates and welcomes', async () => {
    // Arrange: what the app knew at each step, seen from the server side.
    const seen: string[] = []
    const server = serverWith(99, {
      'POST user/push-token/': () => {
        seen.push(`push at ${currentPath}, snackbar ${String(store.get(snackbarAtom).show)}`)
        return jsonResponse({}, 201)
      },
    })
    const { user, store } = renderLogin()
    store.set(updateSessionAtom, { fcmToken: 'push-1', fcmPlatform: 'pwa/web' })

    // Act
    await logIn(user)

    // Assert
    await waitFor(() => expect(currentPath).toBe('/'))
    expect(server.keys()).toEqual([
      'POST login/',
      'POST token/refresh/',
      'GET tienda/resume/subdomain/',
      'POST user/push-token/',
    ])
    const [loginCall, refreshCall, storeCall, pushCall] = server.calls
    expect(await loginCall?.json()).toEqual({ email: 'ana@demo.localhost', password: 'demo1234' })
    expect(loginCall?.headers.get('authorization')).toBeNull()
    expect(await refreshCall?.json()).toEqual({ refresh: 'refresh-1' })
    expect(storeCall?.headers.get('x-subdomain')).toBe('demo')
    expect(pushCall?.headers.get('authorization')).toBe('Bearer access-2')
    expect(await pushCall?.json()).toEqual({ token: 'push-1', platform: 'pwa/web' })
    expect(seen).toEqual(['push at /login, snackbar false'])
    expect(store.get(snackbarAtom)).toMatchObject({
      show: true,
      type: 'success',
      message: 'Bienvenido de nuevo',
    })
    expect(localStorage.getItem('accessToken')).toBe('access-2')
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2')
    expect(localStorage.getItem('visitorId')).toBe('visitor-1')
  })

  it('sends the owner to the admin dashboard', async () => {
    serverWith(USER_ID)
    const { user } = renderLogin()
    await logIn(user)
    await waitFor(() => expect(currentPath).toBe('/admin'))
  })

  it('sends any other user to the store home and skips the push call without a token', async () => {
    const server = serverWith(USER_ID + 1)
    const { user } = renderLogin()
    await logIn(user)
    await waitFor(() => expect(currentPath).toBe('/'))
    expect(server.keys()).not.toContain('POST user/push-token/')
  })

  it('shows the server detail and the status as the code when login fails', async () => {
    const server = serverWith(1, {
      'POST login/': () =>
        jsonResponse({ detail: 'Credenciales incorrectas', code: 'invalid_credentials' }, 401),
    })
    const { user, store } = renderLogin()
    await logIn(user)
    await waitFor(() => expect(store.get(snackbarAtom).show).toBe(true))
    expect(store.get(snackbarAtom)).toMatchObject({
      type: 'error',
      title: 'Error al iniciar sesión',
      message: 'Credenciales incorrectas',
      errorCode: 401,
    })
    expect(server.keys()).toEqual(['POST login/'])
    expect(currentPath).toBe('/login')
    expect(localStorage.getItem('accessToken')).toBeNull()
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled()
  })

  it('falls back to the translated message when the server gives no detail', async () => {
    serverWith(1, { 'POST login/': () => jsonResponse({ detail: '', code: 'invalid' }, 400) })
    const { user, store } = renderLogin('en')
    await user.type(screen.getByLabelText('Email'), 'ana@demo.localhost')
    await user.type(screen.getByLabelText('Password'), 'demo1234')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(store.get(snackbarAtom).show).toBe(true))
    expect(store.get(snackbarAtom)).toMatchObject({
      title: 'Login error',
      message: 'Incorrect credentials',
      errorCode: 400,
    })
  })

  it.each([
    [
      'no connection',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
      null,
    ],
    [
      'a proxy 502',
      () => new Response('Bad Gateway', { status: 502, statusText: 'Bad Gateway' }),
      'El servidor no pudo atender el inicio de sesión. Inténtalo de nuevo en unos minutos.',
      502,
    ],
    [
      'a 500 without a body',
      () => new Response(null, { status: 500 }),
      'El servidor no pudo atender el inicio de sesión. Inténtalo de nuevo en unos minutos.',
      500,
    ],
    [
      'a 401 with a code and no detail',
      () =>
        new Response(JSON.stringify({ code: 'invalid_credentials' }), {
          status: 401,
          statusText: 'Unauthorized',
          headers: { 'content-type': 'application/json' },
        }),
      'Credenciales incorrectas',
      401,
    ],
    [
      'a 404 page',
      () => new Response('<h1>Not Found</h1>', { status: 404, statusText: 'Not Found' }),
      'Credenciales incorrectas',
      404,
    ],
  ])(
    'says it in Spanish, never in the transport’s words, on %s',
    async (_case, answer, message, code) => {
      serverWith(1, { 'POST login/': answer as FakeHandler })
      const { user, store } = renderLogin()
      await logIn(user)
      await waitFor(() => expect(store.get(snackbarAtom).show).toBe(true))
      expect(store.get(snackbarAtom)).toMatchObject({
        type: 'error',
        title: 'Error al iniciar sesión',
        message,
        errorCode: code,
      })
    },
  )

  it('keeps a server detail of any status, such as the throttle', async () => {
    serverWith(1, {
      'POST login/': () =>
        jsonResponse(
          { detail: 'Demasiados intentos. Inténtalo de nuevo en 60 segundos.', code: 'throttled' },
          429,
        ),
    })
    const { user, store } = renderLogin('en')
    await user.type(screen.getByLabelText('Email'), 'ana@demo.localhost')
    await user.type(screen.getByLabelText('Password'), 'demo1234')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(store.get(snackbarAtom).show).toBe(true))
    expect(store.get(snackbarAtom).message).toBe(
      'Demasiados intentos. Inténtalo de nuevo en 60 segundos.',
    )
  })

  it('has an English network message too', async () => {
    serverWith(1, { 'POST login/': () => Promise.reject(new TypeError('Failed to fetch')) })
    const { user, store } = renderLogin('en')
    await user.type(screen.getByLabelText('Email'), 'ana@demo.localhost')
    await user.type(screen.getByLabelText('Password'), 'demo1234')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(store.get(snackbarAtom).show).toBe(true))
    expect(store.get(snackbarAtom).message).toBe(
      'Could not reach the server. Check your connection and try again.',
    )
  })
})
