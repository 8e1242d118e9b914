import {
  api,
  appStore,
  captureHandoffCode,
  isLoggedInAtom,
  resetAppStore,
  sessionAtom,
  setNavigator,
  startSession,
} from '@vitrina/shared'
import { jsonResponse, requestOf } from '@vitrina/shared/testing'

import { startSessionRefresh } from './session-refresh'

const refreshed = { access: 'a2', refresh: 'r2', email: 'o@x', username: 'o', user_id: 7 }

function login() {
  startSession({
    email: 'o@x',
    username: 'o',
    user_id: 7,
    tokens: { access: 'a1', refresh: 'r1', visitor_id: 'v' },
  })
}

async function flush() {
  for (let i = 0; i < 10; i++) await Promise.resolve()
  await new Promise<void>((resolve) =>
    jest.requireActual<typeof globalThis>('timers').setImmediate(resolve),
  )
}

describe('startSessionRefresh', () => {
  let fetchSpy: jest.SpyInstance
  const navigate = jest.fn()
  let stop: () => void = () => {}

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] })
    localStorage.clear()
    resetAppStore()
    navigate.mockReset()
    setNavigator(navigate)
    fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => jsonResponse(refreshed))
    jest.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    stop()
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it("on a new store's first page, trades the handoff code for the session instead of refreshing", async () => {
    window.history.replaceState(null, '', '/admin#handoff=c0d3')
    captureHandoffCode()
    expect(window.location.hash).toBe('')
    fetchSpy.mockImplementation(async () =>
      jsonResponse({
        email: 'new@x',
        username: 'new',
        user_id: 12,
        tokens: { access: 'h1', refresh: 'hr1', visitor_id: 'v' },
      }),
    )
    const refresh = startSessionRefresh()
    stop = refresh.stop

    await expect(refresh.startup).resolves.toBe(true)
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    const request = requestOf(fetchSpy)
    expect(new URL(request.url).pathname).toBe('/api/v1/login/handoff/')
    expect(appStore.get(sessionAtom)).toMatchObject({ accessToken: 'h1', userId: 12 })
    window.history.replaceState(null, '', '/')
  })

  it('refreshes once at startup when tokens are stored', async () => {
    login()
    const refresh = startSessionRefresh()
    stop = refresh.stop

    await expect(refresh.startup).resolves.toBe(true)

    expect(fetchSpy).toHaveBeenCalledTimes(1)
    expect(requestOf(fetchSpy).url).toMatch(/token\/refresh\/$/)
    expect(appStore.get(sessionAtom).accessToken).toBe('a2')
  })

  describe('offline at startup', () => {
    let onLine: jest.SpyInstance
    beforeEach(() => {
      onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false)
    })

    it('keeps the stored session and refreshes once back online', async () => {
      login()
      const refresh = startSessionRefresh()
      stop = refresh.stop

      expect(refresh.deferred).toBe(true)
      await expect(refresh.startup).resolves.toBe(false)
      jest.advanceTimersByTime(15 * 60 * 1000)
      await flush()
      expect(fetchSpy).not.toHaveBeenCalled()
      expect(appStore.get(isLoggedInAtom)).toBe(true)
      expect(localStorage.getItem('refreshToken')).toBe('r1')

      onLine.mockReturnValue(true)
      window.dispatchEvent(new Event('online'))
      await flush()
      expect(fetchSpy).toHaveBeenCalledTimes(1)
      expect(requestOf(fetchSpy).url).toMatch(/token\/refresh\/$/)
      expect(appStore.get(sessionAtom).accessToken).toBe('a2')
    })
  })

  it('does not call the API at startup without stored tokens', async () => {
    const refresh = startSessionRefresh()
    stop = refresh.stop
    await expect(refresh.startup).resolves.toBe(false)
    jest.advanceTimersByTime(15 * 60 * 1000)
    await flush()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('refreshes again every 15 minutes, not before', async () => {
    login()
    const refresh = startSessionRefresh()
    stop = refresh.stop
    await refresh.startup

    jest.advanceTimersByTime(15 * 60 * 1000 - 1)
    await flush()
    expect(fetchSpy).toHaveBeenCalledTimes(1)

    jest.advanceTimersByTime(1)
    await flush()
    expect(fetchSpy).toHaveBeenCalledTimes(2)
    expect(requestOf(fetchSpy, 1).url).toMatch(/token\/refresh\/$/)

    jest.advanceTimersByTime(15 * 60 * 1000)
    await flush()
    expect(fetchSpy).toHaveBeenCalledTimes(3)
  })

  it('closes the session when a refresh says the token expired', async () => {
    login()
    const refresh = startSessionRefresh()
    stop = refresh.stop
    await refresh.startup

    fetchSpy.mockImplementation(async () =>
      jsonResponse({ detail: 'Token expired', code: 'token_not_valid' }, 401),
    )
    jest.advanceTimersByTime(15 * 60 * 1000)
    await flush()

    expect(appStore.get(isLoggedInAtom)).toBe(false)
    expect(localStorage.getItem('refreshToken')).toBeNull()
    expect(navigate).toHaveBeenCalledWith('/login')
  })

  it('an invalid-token 401 on any call logs out and goes to /login', async () => {
    login()
    fetchSpy.mockImplementation(async (input: Request) =>
      input.url.includes('token/refresh')
        ? jsonResponse(refreshed)
        : jsonResponse({ detail: 'Given token not valid', code: 'token_not_valid' }, 401),
    )
    const refresh = startSessionRefresh()
    stop = refresh.stop
    await refresh.startup

    await api
      .get('admin/tienda/logos/')
      .json()
      .catch(() => undefined)

    expect(appStore.get(isLoggedInAtom)).toBe(false)
    expect(navigate).toHaveBeenCalledWith('/login')
  })

  it('follows the tokens other tabs store until stopped', async () => {
    login()
    const refresh = startSessionRefresh()
    stop = refresh.stop
    await refresh.startup

    localStorage.setItem('accessToken', 'a3')
    localStorage.setItem('refreshToken', 'r3')
    window.dispatchEvent(new StorageEvent('storage', { key: 'refreshToken' }))
    expect(appStore.get(sessionAtom)).toMatchObject({ accessToken: 'a3', refreshToken: 'r3' })

    refresh.stop()
    localStorage.setItem('refreshToken', 'r4')
    window.dispatchEvent(new StorageEvent('storage', { key: 'refreshToken' }))
    expect(appStore.get(sessionAtom).refreshToken).toBe('r3')
  })

  it('a logout in another tab ends the session here', async () => {
    login()
    const refresh = startSessionRefresh()
    stop = refresh.stop
    await refresh.startup

    localStorage.removeItem('accessToken')
    localStorage.removeItem('refreshToken')
    window.dispatchEvent(new StorageEvent('storage', { key: 'refreshToken' }))

    expect(appStore.get(isLoggedInAtom)).toBe(false)
    expect(navigate).toHaveBeenCalledWith('/')
    jest.advanceTimersByTime(15 * 60 * 1000)
    await flush()
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })
})
