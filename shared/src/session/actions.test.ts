import { hideSnackbarAtom, snackbarAtom } from '../snackbar/atoms'
import { appStore, resetAppStore } from '../store/app-store'
import { jsonResponse, requestOf } from '../testing/fetch'
import { closeSession, logout, refreshSession, setNavigator, startSession } from './actions'
import { isLoggedInAtom, reloadSessionAtom, sessionAtom, updateSessionAtom } from './atoms'

const loginResponse = {
  email: 'owner@demo.localhost',
  username: 'owner',
  user_id: 7,
  tokens: { access: 'a1', refresh: 'r1', visitor_id: 'v1' },
}

async function waitForCall(spy: jest.SpyInstance) {
  for (let i = 0; i < 50 && spy.mock.calls.length === 0; i++) await Promise.resolve()
  await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('session actions', () => {
  let fetchSpy: jest.SpyInstance
  const navigateSpy = jest.fn()

  beforeEach(() => {
    localStorage.clear()
    resetAppStore()
    appStore.set(reloadSessionAtom)
    navigateSpy.mockReset()
    setNavigator(navigateSpy)
    fetchSpy = jest.spyOn(globalThis, 'fetch')
    jest.spyOn(console, 'error').mockImplementation(() => {})
    jest.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => jest.restoreAllMocks())

  it('startSession stores the tokens under the product-rules keys and the user in memory', () => {
    startSession(loginResponse)

    expect(localStorage.getItem('accessToken')).toBe('a1')
    expect(localStorage.getItem('refreshToken')).toBe('r1')
    expect(localStorage.getItem('visitorId')).toBe('v1')
    expect(localStorage.getItem('email')).toBeNull()
    expect(appStore.get(sessionAtom)).toMatchObject({ email: 'owner@demo.localhost', userId: 7 })
    expect(appStore.get(isLoggedInAtom)).toBe(true)
  })

  it('refreshSession updates the access token and the user, and says so', async () => {
    startSession(loginResponse)
    let sent: unknown
    fetchSpy.mockImplementation(async (input: Request) => {
      sent = await input.clone().json()
      return jsonResponse({ access: 'a2', refresh: 'r2', email: 'e@x', username: 'u2', user_id: 9 })
    })

    await expect(refreshSession()).resolves.toBe(true)

    const request = requestOf(fetchSpy)
    expect(request.url).toMatch(/\/api\/v1\/token\/refresh\/$/)
    expect(sent).toEqual({ refresh: 'r1' })
    expect(request.headers.has('Authorization')).toBe(false)
    expect(localStorage.getItem('accessToken')).toBe('a2')
    expect(localStorage.getItem('refreshToken')).toBe('r2')
    expect(appStore.get(sessionAtom)).toMatchObject({ username: 'u2', userId: 9 })
    expect(appStore.get(snackbarAtom)).toMatchObject({ show: true, type: 'success' })
    expect(appStore.get(snackbarAtom).message).toBe('Sesión actualizada correctamente')
  })

  it('a refresh cut off by a reload is sent again as a retry, and only then', async () => {
    startSession(loginResponse)
    fetchSpy.mockImplementation(async () =>
      jsonResponse({ access: 'a2', refresh: 'r2', email: 'e@x', username: 'u2', user_id: 9 }),
    )
    await refreshSession({ announce: false })
    expect(requestOf(fetchSpy).headers.has('X-Refresh-Retry')).toBe(false)
    expect(localStorage.getItem('refreshInFlight')).toBeNull()

    // A previous page sent r2 and was reloaded before the answer came.
    localStorage.setItem('refreshInFlight', 'r2')
    fetchSpy.mockClear()
    await refreshSession({ announce: false })
    expect(requestOf(fetchSpy).headers.get('X-Refresh-Retry')).toBe('1')
    expect(localStorage.getItem('refreshInFlight')).toBeNull()
  })

  it('keeps the mark when no answer came, and drops it when the server answered', async () => {
    startSession(loginResponse)
    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await refreshSession({ announce: false })
    expect(localStorage.getItem('refreshInFlight')).toBe('r1')

    startSession(loginResponse)
    fetchSpy.mockResolvedValueOnce(
      jsonResponse({ detail: 'Token no válido', code: 'token_not_valid' }, 401),
    )
    await refreshSession({ announce: false })
    expect(localStorage.getItem('refreshInFlight')).toBeNull()
  })

  it('a refresh cut off by the page going away keeps the session for the next page', async () => {
    startSession(loginResponse)
    let cutOff: (error: Error) => void = () => {}
    fetchSpy.mockImplementation(() => new Promise((_, reject) => (cutOff = reject)))
    const refreshed = refreshSession({ announce: false })
    await waitForCall(fetchSpy)
    window.dispatchEvent(new Event('pagehide'))
    cutOff(new TypeError('Failed to fetch'))

    await expect(refreshed).resolves.toBe(false)
    expect(localStorage.getItem('refreshToken')).toBe('r1')
    expect(localStorage.getItem('refreshInFlight')).toBe('r1')
    expect(navigateSpy).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('pageshow'))
  })

  it('an invalid refresh token closes the session and goes to /login', async () => {
    startSession(loginResponse)
    appStore.set(updateSessionAtom, { fcmToken: 'push', fcmPlatform: 'pwa/web' })
    fetchSpy.mockImplementation(async () =>
      jsonResponse({ detail: 'Token is invalid', code: 'token_not_valid' }, 401),
    )

    await expect(refreshSession()).resolves.toBe(false)

    for (const key of ['accessToken', 'refreshToken', 'visitorId', 'fcmToken', 'fcmPlatform'])
      expect(localStorage.getItem(key)).toBeNull()
    expect(appStore.get(isLoggedInAtom)).toBe(false)
    expect(navigateSpy).toHaveBeenCalledWith('/login')
    expect(appStore.get(snackbarAtom).message).toBe('Sesión cerrada')
  })

  it("any other refresh failure closes the session, goes to / and shows the status, then 'Sesión cerrada'", async () => {
    startSession(loginResponse)
    fetchSpy.mockImplementation(async () => jsonResponse({ detail: 'down' }, 503))

    await refreshSession()

    expect(navigateSpy).toHaveBeenCalledWith('/')
    expect(appStore.get(snackbarAtom)).toMatchObject({
      type: 'error',
      message: 'No se pudo actualizar la sesión',
      errorCode: 503,
    })
    expect(appStore.get(isLoggedInAtom)).toBe(false)
    appStore.set(hideSnackbarAtom)
    expect(appStore.get(snackbarAtom)).toMatchObject({
      show: true,
      type: 'success',
      message: 'Sesión cerrada',
    })
  })

  it('does nothing without a stored refresh token', async () => {
    await expect(refreshSession()).resolves.toBe(false)
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('logout calls the API best-effort, clears everything and goes to /', async () => {
    startSession(loginResponse)
    fetchSpy.mockImplementation(async () => {
      throw new TypeError('offline')
    })

    await logout()
    for (let i = 0; i < 20 && fetchSpy.mock.calls.length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 0))

    expect(requestOf(fetchSpy).url).toMatch(/\/api\/v1\/logout\/$/)
    expect(localStorage.getItem('accessToken')).toBeNull()
    expect(appStore.get(sessionAtom).email).toBeNull()
    expect(navigateSpy).toHaveBeenCalledWith('/')
    expect(appStore.get(snackbarAtom).message).toBe('Cerraste sesión correctamente')
  })

  it('keeps every store’s cart across a login, a logout and a closed session', async () => {
    const carts = {
      'cart:demo': '[{"variant_id":11,"quantity":2}]',
      'cart:otra': '[{"variant_id":5,"quantity":1}]',
    }
    for (const [key, value] of Object.entries(carts)) localStorage.setItem(key, value)
    fetchSpy.mockImplementation(async () => jsonResponse({}, 204))
    startSession(loginResponse)
    await logout()
    startSession(loginResponse)
    closeSession('invalid-token')
    for (const [key, value] of Object.entries(carts)) expect(localStorage.getItem(key)).toBe(value)
  })

  it('closeSession for an invalid token goes to /login', () => {
    startSession(loginResponse)
    closeSession('invalid-token')
    expect(navigateSpy).toHaveBeenCalledWith('/login')
    expect(appStore.get(isLoggedInAtom)).toBe(false)
  })
})
