import {
  appStore,
  isLoggedInAtom,
  resetAppStore,
  sessionAtom,
  setNavigator,
  startSession,
  storeInfoAtom,
} from '@vitrina/shared'
import { fakeApi, type FakeHandler, jsonResponse } from '@vitrina/shared/testing'

import { startSessionRefreshEarly } from '../session/session-refresh'
import { storeThemeAtom } from '../theme/atoms'
import { parseTheme } from '../theme/store-theme'
import { startupDoneAtom, startupProgressAtom } from './atoms'
import { startupDestination } from './destination'
import { runStartup, type StartupHandle } from './run-startup'

const store = {
  id: 1,
  subdomain: 'demo',
  name: 'Demo',
  owner_user_id: 7,
  currency: 'ARS',
  whatsapp: null,
  payment_methods: ['a_convenir'],
  pickup: false,
  shipping_flat_fee: null,
  logos: [{ id: 1, image: '/media/logo.png', position: 0 }],
}
const theme = { light_colors: { colors: { background: '#fafafa' } }, typography: {} }

const apiRoutes: Record<string, FakeHandler> = {
  'GET tienda/theme/': () => jsonResponse(theme),
  'GET tienda/resume/subdomain/': () => jsonResponse(store),
  'POST token/refresh/': () =>
    jsonResponse({ access: 'a2', refresh: 'r2', email: 'o@x', username: 'o', user_id: 7 }),
}

/** The owner (user 0 until the refresh says 7) with stored tokens. */
function startOwnerSession() {
  startSession({
    email: 'o@x',
    username: 'o',
    user_id: 0,
    tokens: { access: 'a', refresh: 'r', visitor_id: 'v' },
  })
}

describe('runStartup', () => {
  let handle: StartupHandle | null = null
  const navigate = jest.fn()

  beforeEach(() => {
    localStorage.clear()
    resetAppStore()
    navigate.mockReset()
    jest.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    handle?.stop()
    jest.restoreAllMocks()
  })

  it('advances 0 → 50 → 100 with the theme and the store, and remembers logo and colour', async () => {
    fakeApi(apiRoutes)
    let releaseLogo: () => void = () => {}
    const preload = jest.fn(() => new Promise<void>((resolve) => (releaseLogo = resolve)))
    expect(appStore.get(startupProgressAtom)).toBe(0)

    handle = runStartup({ currentPath: () => '/', navigate, preload })
    await waitFor(() => preload.mock.calls.length === 1 && appStore.get(storeThemeAtom) !== null)

    expect(appStore.get(startupProgressAtom)).toBe(50)
    expect(appStore.get(startupDoneAtom)).toBe(false)
    expect(preload).toHaveBeenCalledWith('/media/logo.png')
    releaseLogo()
    await handle.ready

    expect(appStore.get(startupProgressAtom)).toBe(100)
    expect(appStore.get(startupDoneAtom)).toBe(true)
    expect(localStorage.getItem('storeLogoUrl')).toBe('/media/logo.png')
    expect(localStorage.getItem('storeBackgroundColor')).toBe('#fafafa')
    expect(appStore.get(storeInfoAtom).store?.name).toBe('Demo')
  })

  it("preloads the logo by the app bar's srcset and sizes when it has variants", async () => {
    const srcset = '/media/logo-88w.webp 88w, /media/logo-176w.webp 176w'
    fakeApi({
      ...apiRoutes,
      'GET tienda/resume/subdomain/': () =>
        jsonResponse({ ...store, logos: [{ ...store.logos[0], srcset }] }),
    })
    const preload = jest.fn(async () => {})
    handle = runStartup({ currentPath: () => '/', navigate, preload })
    await handle.ready
    expect(preload).toHaveBeenCalledWith('/media/logo.png', { srcset, sizes: '44px' })
    // The splash remembers the file itself, as before.
    expect(localStorage.getItem('storeLogoUrl')).toBe('/media/logo.png')
  })

  it('sends the owner with stored tokens to the admin dashboard after the refresh', async () => {
    startOwnerSession()
    const server = fakeApi(apiRoutes)

    handle = runStartup({ currentPath: () => '/', navigate, preload: async () => {} })
    await handle.ready

    expect(server.keys()).toContain('POST token/refresh/')
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith('/admin')
  })

  it('leaves a user who went elsewhere in the app during the startup where they went', async () => {
    startOwnerSession()
    fakeApi(apiRoutes)
    let path = '/admin'
    let releaseLogo: () => void = () => {}
    const preload = jest.fn(() => new Promise<void>((resolve) => (releaseLogo = resolve)))

    handle = runStartup({ currentPath: () => path, navigate, preload })
    await waitFor(() => preload.mock.calls.length === 1)
    // The owner follows a link to the profile before the startup has ended.
    path = '/perfil'
    releaseLogo()
    await handle.ready

    expect(navigate).not.toHaveBeenCalled()
  })

  it('keeps a logged-out visitor on a deep link', async () => {
    fakeApi(apiRoutes)
    handle = runStartup({ currentPath: () => '/login', navigate, preload: async () => {} })
    await handle.ready
    expect(navigate).not.toHaveBeenCalled()
  })

  it('keeps the theme inlined in the page when the fetch brings the same one or fails', async () => {
    const inlined = parseTheme(theme)
    for (const routes of [apiRoutes, {}]) {
      appStore.set(storeThemeAtom, inlined)
      fakeApi(routes)
      handle = runStartup({ currentPath: () => '/', navigate, preload: async () => {} })
      await waitFor(() => appStore.get(startupDoneAtom))
      expect(appStore.get(storeThemeAtom)).toBe(inlined)
      handle.stop()
      resetAppStore()
    }
  })

  it('applies a fetched theme that differs from the inlined one', async () => {
    appStore.set(storeThemeAtom, parseTheme({ colors: { background: '#000000' } }))
    fakeApi(apiRoutes)
    handle = runStartup({ currentPath: () => '/', navigate, preload: async () => {} })
    await waitFor(() => appStore.get(startupDoneAtom))
    expect(appStore.get(storeThemeAtom)?.colors.background).toBe('#fafafa')
  })

  it('takes the session refresh the page started before its first render, without a second one', async () => {
    startOwnerSession()
    const api = fakeApi(apiRoutes)
    startSessionRefreshEarly()
    await waitFor(() => appStore.get(sessionAtom).userId === 7)
    handle = runStartup({
      currentPath: () => '/admin/productos',
      navigate,
      preload: async () => {},
    })
    await handle.ready
    expect(api.keys().filter((key) => key === 'POST token/refresh/')).toHaveLength(1)
    handle.stop()
    // Taken once: a later startup (a remount) refreshes again.
    handle = runStartup({
      currentPath: () => '/admin/productos',
      navigate,
      preload: async () => {},
    })
    await handle.ready
    expect(api.keys().filter((key) => key === 'POST token/refresh/')).toHaveLength(2)
  })

  it('closes a session whose early refresh failed only once the startup took it (the app is there)', async () => {
    startOwnerSession()
    setNavigator(navigate)
    let tried = 0
    fakeApi({
      ...apiRoutes,
      'POST token/refresh/': () => {
        tried += 1
        throw new TypeError('Failed to fetch')
      },
    })
    startSessionRefreshEarly()
    await waitFor(() => tried === 1)
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0))
    // Before the app's first commit: nothing moved, nothing cleared yet.
    expect(navigate).not.toHaveBeenCalled()
    expect(appStore.get(isLoggedInAtom)).toBe(true)
    handle = runStartup({ currentPath: () => '/perfil', navigate, preload: async () => {} })
    await handle.ready
    expect(navigate).toHaveBeenCalledWith('/')
    expect(appStore.get(isLoggedInAtom)).toBe(false)
    expect(tried).toBe(1)
  })

  it('still finishes when the theme and the store fail', async () => {
    fakeApi({})
    const onReady = jest.fn()
    handle = runStartup({ currentPath: () => '/', navigate, onReady, preload: async () => {} })
    await handle.ready
    await waitFor(() => appStore.get(startupDoneAtom))
    expect(appStore.get(storeThemeAtom)).toMatchObject({ colors: {}, typography: {} })
    expect(appStore.get(storeInfoAtom)).toEqual({ store: null, loaded: true })
    expect(onReady).toHaveBeenCalledWith(null)
  })
})

describe('startupDestination', () => {
  it.each([
    ['/', true, '/admin'],
    ['/login', true, '/admin'],
    ['/admin/productos', true, null],
    ['/perfil', true, '/admin'],
    ['/producto/taza', true, null],
    ['/categoria/tazas', true, null],
    ['/pedido/tok_abcdefghijklmnopqrstuv', true, null],
    ['/carrito', true, null],
    ['/checkout', true, null],
    ['/', false, null],
    ['/login', false, null],
    ['/perfil', false, null],
    ['/admin', false, '/'],
    ['/admin/apariencia/logos', false, '/'],
    ['/administrador', false, null],
  ])('%s (owner %p) → %p', (path, owner, expected) => {
    expect(startupDestination(path, owner)).toBe(expected)
  })
})

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((r) => setTimeout(r, 0))
  if (!condition()) throw new Error('condition not met')
}
