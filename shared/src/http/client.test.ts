import { setRuntimeConfig } from '../config/runtime-config'
import {
  isLoadingAtom,
  loadingCountValueAtom,
  resetLoadingAtom,
  stopLoadingAtom,
} from '../loading/atoms'
import { updateSessionAtom } from '../session/atoms'
import { appStore, resetAppStore } from '../store/app-store'
import { jsonResponse, requestOf } from '../testing/fetch'
import { ApiError } from './api-error'
import { api, onUnauthorized } from './client'

describe('api client', () => {
  let fetchSpy: jest.SpyInstance

  beforeEach(() => {
    resetAppStore()
    setRuntimeConfig({ apiBaseUrl: '', defaultStore: 'demo' })
    fetchSpy = jest.spyOn(globalThis, 'fetch')
  })
  afterEach(() => {
    fetchSpy.mockRestore()
    onUnauthorized(null)
  })

  it('sends X-Subdomain with the tenant on every call', async () => {
    setRuntimeConfig({ defaultStore: 'acme' })
    fetchSpy.mockImplementation(async () => jsonResponse({ ok: true }))

    await api.get('tienda/theme/').json()
    await api.post('login/', { json: {}, context: { skipAuth: true } }).json()

    expect(requestOf(fetchSpy, 0).url).toBe('http://localhost/api/v1/tienda/theme/')
    expect(requestOf(fetchSpy, 0).headers.get('X-Subdomain')).toBe('acme')
    expect(requestOf(fetchSpy, 1).headers.get('X-Subdomain')).toBe('acme')
  })

  it('adds the bearer token unless skipAuth is set', async () => {
    appStore.set(updateSessionAtom, { accessToken: 'abc', refreshToken: 'r' })
    fetchSpy.mockImplementation(async () => jsonResponse({}))

    await api.get('store/logos/').json()
    await api.get('store/logos/', { context: { skipAuth: true } }).json()

    expect(requestOf(fetchSpy, 0).headers.get('Authorization')).toBe('Bearer abc')
    expect(requestOf(fetchSpy, 1).headers.has('Authorization')).toBe(false)
  })

  it('sends no Authorization header when logged out', async () => {
    fetchSpy.mockResolvedValue(jsonResponse([]))
    await api.get('store/portadas/').json()
    expect(requestOf(fetchSpy).headers.has('Authorization')).toBe(false)
  })

  it('resolves against apiBaseUrl when one is configured', async () => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.example.com' })
    fetchSpy.mockResolvedValue(jsonResponse({}))
    await api.get('tienda/theme/').json()
    expect(requestOf(fetchSpy).url).toBe('https://api.example.com/api/v1/tienda/theme/')
  })

  it('counts requests in flight and falls back to zero when they end', async () => {
    const pending: Array<(response: Response) => void> = []
    fetchSpy.mockImplementation(() => new Promise<Response>((resolve) => pending.push(resolve)))

    const first = api.get('a/').json()
    const second = api
      .get('b/')
      .json()
      .catch((error: unknown) => error)
    await waitFor(() => pending.length === 2)
    expect(appStore.get(loadingCountValueAtom)).toBe(2)
    expect(appStore.get(isLoadingAtom)).toBe(true)

    pending[0]?.(jsonResponse({}))
    await first
    expect(appStore.get(loadingCountValueAtom)).toBe(1)

    pending[1]?.(jsonResponse({ detail: 'boom' }, 500))
    await second
    expect(appStore.get(loadingCountValueAtom)).toBe(0)
    expect(appStore.get(isLoadingAtom)).toBe(false)
  })

  it('never counts below zero and can be reset', async () => {
    appStore.set(stopLoadingAtom)
    expect(appStore.get(loadingCountValueAtom)).toBe(0)

    fetchSpy.mockImplementation(() => new Promise<Response>(() => {}))
    void api.get('never/')
    await waitFor(() => fetchSpy.mock.calls.length === 1)
    expect(appStore.get(isLoadingAtom)).toBe(true)
    appStore.set(resetLoadingAtom)
    expect(appStore.get(isLoadingAtom)).toBe(false)
  })

  it('rejects with one typed ApiError carrying status, code, detail and field errors', async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse({ detail: 'Datos inválidos', code: 'invalid', errors: { email: ['x'] } }, 400),
    )
    const error = await api
      .post('login/', { json: {} })
      .json()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid',
      detail: 'Datos inválidos',
      errors: { email: ['x'] },
    })
  })

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'))
    const error = await api
      .get('x/')
      .json()
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 0, code: 'network_error' })
    expect(appStore.get(loadingCountValueAtom)).toBe(0)
  })

  it.each([
    [{ detail: 'Token expired', code: 'not_authenticated' }],
    [{ detail: 'Given credentials are not valid', code: 'token_not_valid' }],
  ])('calls the unauthorized handler for an invalid-token 401 (%j)', async (body) => {
    const handler = jest.fn()
    onUnauthorized(handler)
    fetchSpy.mockResolvedValue(jsonResponse(body, 401))

    await api
      .get('admin/x/')
      .json()
      .catch(() => undefined)

    expect(handler).toHaveBeenCalledTimes(1)
    expect(handler.mock.calls[0]?.[0]).toMatchObject({ status: 401 })
  })

  it('leaves other 401s and opted-out calls to the caller', async () => {
    const handler = jest.fn()
    onUnauthorized(handler)
    fetchSpy.mockImplementation(async () =>
      jsonResponse({ detail: 'Credenciales incorrectas', code: 'invalid_credentials' }, 401),
    )
    await api
      .post('login/', { json: {} })
      .json()
      .catch(() => undefined)

    fetchSpy.mockImplementation(async () =>
      jsonResponse({ code: 'token_not_valid', detail: '' }, 401),
    )
    await api
      .post('token/refresh/', { json: {}, context: { skipUnauthorizedHandler: true } })
      .json()
      .catch(() => undefined)

    expect(handler).not.toHaveBeenCalled()
  })
})

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !condition(); i++) await new Promise((r) => setTimeout(r, 0))
  if (!condition()) throw new Error('condition not met')
}
