import type { StoreInfo } from '@vitrina/contract'

import { setRuntimeConfig } from '../config/runtime-config'
import { updateSessionAtom } from '../session/atoms'
import { snackbarAtom } from '../snackbar/atoms'
import { appStore, resetAppStore } from '../store/app-store'
import { jsonResponse, requestOf } from '../testing/fetch'
import { testStoreInfo } from '../testing/store-info'
import { isOwner, isOwnerAtom, storeInfoAtom } from './atoms'
import { absoluteMediaUrl, loadStoreInfo, storeDisplayName, storeLogoUrl } from './load-store-info'

const store: StoreInfo = testStoreInfo({
  name: '',
  nombre: 'Tienda Demo',
  logo: '/media/demo/logo.png',
  logo_url: '/media/demo/logo.png',
  logos: [{ id: 3, image: '/media/demo/logo.png', position: 0 }],
})

describe('store info', () => {
  let fetchSpy: jest.SpyInstance
  beforeEach(() => {
    resetAppStore()
    setRuntimeConfig({ apiBaseUrl: '' })
    fetchSpy = jest.spyOn(globalThis, 'fetch')
    jest.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => jest.restoreAllMocks())

  it('loads the store without auth and marks it loaded', async () => {
    appStore.set(updateSessionAtom, { accessToken: 'a', refreshToken: 'r', userId: 7 })
    fetchSpy.mockImplementation(async () => jsonResponse(store))

    await loadStoreInfo()

    expect(requestOf(fetchSpy).url).toMatch(/\/api\/v1\/tienda\/resume\/subdomain\/$/)
    expect(requestOf(fetchSpy).headers.has('Authorization')).toBe(false)
    expect(appStore.get(storeInfoAtom)).toEqual({ store, loaded: true })
    expect(appStore.get(isOwnerAtom)).toBe(true)
  })

  it('on failure sets null, still marks loaded and says so with the status', async () => {
    fetchSpy.mockImplementation(async () => jsonResponse({ detail: 'x' }, 500))
    await loadStoreInfo()
    expect(appStore.get(storeInfoAtom)).toEqual({ store: null, loaded: true })
    expect(appStore.get(snackbarAtom)).toMatchObject({
      type: 'error',
      message: 'No se pudo cargar la tienda',
      errorCode: 500,
    })
  })

  it('names the store by name, else nombre, else the product', () => {
    expect(storeDisplayName({ ...store, name: 'Acme' })).toBe('Acme')
    expect(storeDisplayName(store)).toBe('Tienda Demo')
    expect(storeDisplayName(null)).toBe('Vitrina')
  })

  it('prefixes relative logo paths with the API host and keeps http URLs', () => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.example.com/' })
    expect(storeLogoUrl(store)).toBe('https://api.example.com/media/demo/logo.png')
    expect(absoluteMediaUrl('http://cdn/x.png')).toBe('http://cdn/x.png')
    expect(storeLogoUrl({ ...store, logos: [], logo_url: 'media/l.png' })).toBe(
      'https://api.example.com/media/l.png',
    )
    expect(storeLogoUrl(null)).toBeNull()
  })

  it.each([
    [7, 7, true],
    [7, 8, false],
    [0, 0, false],
    [null, 7, false],
    [-1, -1, false],
  ])('isOwner(%p, %p) is %p', (userId, ownerId, expected) => {
    expect(isOwner(userId, ownerId)).toBe(expected)
  })
})
