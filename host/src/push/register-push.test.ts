import {
  appStore,
  resetAppStore,
  sessionAtom,
  startSession,
  updateSessionAtom,
} from '@vitrina/shared'
import { jsonResponse, requestOf } from '@vitrina/shared/testing'

import type { PushPlatformAdapter } from './platform'
import { registerPush, resetForegroundListener } from './register-push'

function fakePlatform(overrides: Partial<PushPlatformAdapter> = {}): PushPlatformAdapter {
  return {
    platform: 'pwa/web',
    requestPermission: jest.fn(async () => 'granted' as const),
    register: jest.fn(async () => 'device-token'),
    ...overrides,
  }
}

describe('registerPush', () => {
  let fetchSpy: jest.SpyInstance
  let sent: unknown[]

  beforeEach(() => {
    localStorage.clear()
    resetAppStore()
    startSession({
      email: 'c@x',
      username: 'c',
      user_id: 8,
      tokens: { access: 'a', refresh: 'r', visitor_id: 'v' },
    })
    sent = []
    fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (!(input instanceof Request)) throw new Error('expected a Request')
      sent.push(await input.clone().json())
      return jsonResponse({}, 201)
    })
  })
  afterEach(() => {
    jest.restoreAllMocks()
    resetForegroundListener()
    delete (globalThis as { Notification?: unknown }).Notification
  })

  /** A browser Notification that records what was shown, with the given permission. */
  function fakeNotifications(permission: NotificationPermission) {
    const shown: { title: string; body?: string }[] = []
    ;(globalThis as { Notification?: unknown }).Notification = class {
      static permission = permission
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, ...(options?.body ? { body: options.body } : {}) })
      }
    }
    return shown
  }

  function listeningPlatform() {
    const handlers: ((message: { title: string; body?: string }) => void)[] = []
    const platform = fakePlatform({ onForegroundMessage: jest.fn((h) => void handlers.push(h)) })
    return { platform, handlers }
  }

  it('shows foreground messages as notifications after registering', async () => {
    const shown = fakeNotifications('granted')
    const { platform, handlers } = listeningPlatform()
    await registerPush(async () => platform)
    handlers.forEach((handler) => handler({ title: 'Oferta', body: '2x1 hoy' }))
    expect(shown).toEqual([{ title: 'Oferta', body: '2x1 hoy' }])
  })

  it('attaches the foreground listener on every start that reuses a stored web token, once per page', async () => {
    const shown = fakeNotifications('granted')
    appStore.set(updateSessionAtom, { fcmToken: 'kept', fcmPlatform: 'pwa/web' })
    const { platform, handlers } = listeningPlatform()

    await expect(registerPush(async () => platform)).resolves.toBe('reused')
    await expect(registerPush(async () => platform)).resolves.toBe('reused')

    expect(platform.onForegroundMessage).toHaveBeenCalledTimes(1)
    expect(platform.requestPermission).not.toHaveBeenCalled()
    expect(platform.register).not.toHaveBeenCalled()
    handlers[0]!({ title: 'Pedido listo' })
    expect(shown).toEqual([{ title: 'Pedido listo' }])
    expect(sent).toEqual([
      { token: 'kept', platform: 'pwa/web' },
      { token: 'kept', platform: 'pwa/web' },
    ])
  })

  it('attaches no listener to a reused web token once notifications are no longer allowed', async () => {
    fakeNotifications('denied')
    appStore.set(updateSessionAtom, { fcmToken: 'kept', fcmPlatform: 'pwa/web' })
    const { platform } = listeningPlatform()
    await expect(registerPush(async () => platform)).resolves.toBe('reused')
    expect(platform.onForegroundMessage).not.toHaveBeenCalled()
  })

  it('asks permission, registers, stores token and platform, and sends them', async () => {
    const platform = fakePlatform()
    await expect(registerPush(async () => platform)).resolves.toBe('registered')

    expect(platform.requestPermission).toHaveBeenCalled()
    expect(localStorage.getItem('fcmToken')).toBe('device-token')
    expect(localStorage.getItem('fcmPlatform')).toBe('pwa/web')
    expect(requestOf(fetchSpy).url).toMatch(/\/api\/v1\/user\/push-token\/$/)
    expect(requestOf(fetchSpy).headers.get('Authorization')).toBe('Bearer a')
    expect(sent).toEqual([{ token: 'device-token', platform: 'pwa/web' }])
  })

  it('reuses a stored token and platform without asking again', async () => {
    appStore.set(updateSessionAtom, { fcmToken: 'kept', fcmPlatform: 'ios' })
    const resolve = jest.fn(async () => fakePlatform())

    await expect(registerPush(resolve)).resolves.toBe('reused')

    expect(resolve).not.toHaveBeenCalled()
    expect(sent).toEqual([{ token: 'kept', platform: 'ios' }])
  })

  it('stops with a console warning when permission is denied', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const platform = fakePlatform({ requestPermission: jest.fn(async () => 'denied' as const) })

    await expect(registerPush(async () => platform)).resolves.toBe('denied')

    expect(warn).toHaveBeenCalled()
    expect(platform.register).not.toHaveBeenCalled()
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(appStore.get(sessionAtom).fcmToken).toBeNull()
  })

  it('is skipped quietly without a platform', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => {})
    await expect(registerPush(async () => null)).resolves.toBe('skipped')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('only logs other errors', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    const platform = fakePlatform({
      register: jest.fn(async () => Promise.reject(new Error('no sw'))),
    })
    await expect(registerPush(async () => platform)).resolves.toBe('failed')
    expect(error).toHaveBeenCalled()
  })

  it('uses the native platform name for a native shell', async () => {
    const platform = fakePlatform({ platform: 'android' })
    await registerPush(async () => platform)
    expect(sent).toEqual([{ token: 'device-token', platform: 'android' }])
  })
})
