import type * as SharedModule from '../index'
import { jsonResponse, routeKey } from '../testing/fetch'
import type { Session } from './atoms'

type Shared = typeof SharedModule

/**
 * The API's refresh-token rotation with reuse detection: each refresh token
 * works once; presenting one already rotated revokes the whole family.
 */
function fakeAuthServer() {
  let issued = 1
  let current: string | null = 'r1'
  const sent: { key: string; refresh?: string; authorization: string | null }[] = []
  let hold: Promise<void> | null = null
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request
    const key = routeKey(request)
    const body = request.method === 'POST' ? ((await request.json()) as { refresh?: string }) : {}
    sent.push({ key, refresh: body.refresh, authorization: request.headers.get('Authorization') })
    if (hold) await hold
    if (key === 'POST token/refresh/') {
      if (!current || body.refresh !== current) {
        current = null
        return jsonResponse({ detail: 'Token is invalid', code: 'token_not_valid' }, 401)
      }
      issued += 1
      current = `r${issued}`
      return jsonResponse({
        access: `a${issued}`,
        refresh: current,
        email: 'owner@demo.localhost',
        username: 'owner',
        user_id: 7,
      })
    }
    if (key === 'POST logout/') {
      current = null
      return jsonResponse(null, 204)
    }
    return jsonResponse({ detail: 'ok', code: 'ok' })
  })
  return {
    spy,
    sent,
    refreshes: () => sent.filter((call) => call.key === 'POST token/refresh/'),
    /** Whether the session family is still alive on the server. */
    alive: () => current !== null,
    current: () => current,
    /** Keeps every answer waiting until the returned function is called. */
    holdAnswers() {
      let release!: () => void
      hold = new Promise<void>((resolve) => (release = resolve))
      return () => {
        hold = null
        release()
      }
    },
  }
}

/** Web Locks as the browser gives them to every tab of an origin: one holder at a time, in order. */
function installWebLocks() {
  let tail: Promise<unknown> = Promise.resolve()
  const names: string[] = []
  const locks = {
    request(name: string, callback: (lock: unknown) => Promise<unknown>) {
      names.push(name)
      const run = tail.then(() => callback({ name, mode: 'exclusive' }))
      tail = run.catch(() => undefined)
      return run
    },
  }
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
  return names
}

interface Tab {
  shared: Shared
  navigate: jest.Mock
  /** The storage events the browser would send this tab (another tab wrote). */
  events: EventTarget
  session(): Session
  loggedIn(): boolean
}

/** A tab: its own copy of the shared module (own store and state), the one localStorage. */
function openTab(): Tab {
  let shared!: Shared
  jest.isolateModules(() => {
    // A fresh module registry per tab: the one way to load the package twice, as two tabs do.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    shared = require('../index') as Shared
  })
  const navigate = jest.fn()
  shared.setNavigator(navigate)
  const events = new EventTarget()
  shared.followSessionInOtherTabs(events as unknown as Window)
  return {
    shared,
    navigate,
    events,
    session: () => shared.appStore.get(shared.sessionAtom),
    loggedIn: () => shared.appStore.get(shared.isLoggedInAtom),
  }
}

/** What the browser does after `from` wrote the tokens: a storage event in every other tab. */
function storageEvent(to: Tab, key = 'refreshToken') {
  to.events.dispatchEvent(new StorageEvent('storage', { key }))
}

async function settle() {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('one session across tabs', () => {
  let server: ReturnType<typeof fakeAuthServer>
  let lockNames: string[]

  beforeEach(() => {
    localStorage.clear()
    localStorage.setItem('accessToken', 'a1')
    localStorage.setItem('refreshToken', 'r1')
    lockNames = installWebLocks()
    server = fakeAuthServer()
    jest.spyOn(console, 'error').mockImplementation(() => {})
    jest.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    jest.restoreAllMocks()
    Reflect.deleteProperty(navigator, 'locks')
  })

  it('two tabs refreshing at once rotate one after the other, and the session survives', async () => {
    const [first, second] = [openTab(), openTab()]

    const results = await Promise.all([
      first.shared.refreshSession(),
      second.shared.refreshSession(),
    ])

    expect(results).toEqual([true, true])
    expect(server.refreshes().map((call) => call.refresh)).toEqual(['r1', 'r2'])
    expect(lockNames).toEqual(['vitrina-session', 'vitrina-session'])
    expect(server.alive()).toBe(true)
    expect(localStorage.getItem('refreshToken')).toBe('r3')
    storageEvent(first)
    expect(first.session().refreshToken).toBe('r3')
    expect(first.session().accessToken).toBe('a3')
    expect(second.session().refreshToken).toBe('r3')

    // The next period, in the other order: still one session.
    await expect(second.shared.refreshSession()).resolves.toBe(true)
    await expect(first.shared.refreshSession()).resolves.toBe(true)
    expect(server.refreshes().map((call) => call.refresh)).toEqual(['r1', 'r2', 'r3', 'r4'])
    expect([first.loggedIn(), second.loggedIn(), server.alive()]).toEqual([true, true, true])
  })

  it('a tab that missed the storage event reads the stored token before refreshing', async () => {
    const [first, second] = [openTab(), openTab()]
    await first.shared.refreshSession()
    expect(second.session().refreshToken).toBe('r1')

    await expect(second.shared.refreshSession()).resolves.toBe(true)

    expect(server.refreshes().map((call) => call.refresh)).toEqual(['r1', 'r2'])
    expect(second.loggedIn()).toBe(true)
    expect(second.navigate).not.toHaveBeenCalled()
    expect(server.alive()).toBe(true)
  })

  it('a tab adopts the tokens another tab stored, and its calls carry the new access token', async () => {
    const [first, second] = [openTab(), openTab()]
    await first.shared.refreshSession()

    storageEvent(second, 'accessToken')

    expect(second.session()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' })
    await second.shared.api.get('admin/tienda/logos/')
    expect(server.sent.at(-1)?.authorization).toBe('Bearer a2')
  })

  it('a logout in one tab closes the session in the others', async () => {
    const [first, second] = [openTab(), openTab()]

    await first.shared.logout()
    storageEvent(second)

    expect(second.loggedIn()).toBe(false)
    expect(second.session().refreshToken).toBeNull()
    expect(second.navigate).toHaveBeenCalledWith('/')
    expect(second.shared.appStore.get(second.shared.snackbarAtom).message).toBe('Sesión cerrada')
    // A refresh timer firing later in that tab sends nothing.
    await expect(second.shared.refreshSession()).resolves.toBe(false)
    expect(server.refreshes()).toHaveLength(0)
  })

  it('a logout waits for a rotation in progress in another tab, then revokes the newest token', async () => {
    const [first, second] = [openTab(), openTab()]
    const release = server.holdAnswers()
    const refreshing = first.shared.refreshSession()
    await settle()
    const loggingOut = second.shared.logout()
    await settle()
    expect(server.sent.map((call) => call.key)).toEqual(['POST token/refresh/'])

    release()
    await Promise.all([refreshing, loggingOut])
    await settle()

    expect(server.sent.map((call) => [call.key, call.refresh])).toEqual([
      ['POST token/refresh/', 'r1'],
      ['POST logout/', 'r2'],
    ])
    expect(localStorage.getItem('refreshToken')).toBeNull()
    storageEvent(first)
    expect(first.loggedIn()).toBe(false)
  })

  it('a login in another tab logs this tab in and fetches the user once', async () => {
    localStorage.clear()
    const [first, second] = [openTab(), openTab()]
    expect(second.loggedIn()).toBe(false)

    first.shared.startSession({
      email: 'owner@demo.localhost',
      username: 'owner',
      user_id: 7,
      tokens: { access: 'a1', refresh: 'r1', visitor_id: 'v1' },
    })
    storageEvent(second, 'accessToken')
    storageEvent(second, 'refreshToken')
    await settle()

    expect(second.loggedIn()).toBe(true)
    expect(server.refreshes().map((call) => call.refresh)).toEqual(['r1'])
    expect(second.session()).toMatchObject({ userId: 7, refreshToken: 'r2' })
    storageEvent(first)
    expect(first.session().refreshToken).toBe('r2')
  })

  it('a logout seen halfway (access token gone, refresh token not yet) leaves the tab logged in until it ends', () => {
    const second = openTab()
    localStorage.removeItem('accessToken')
    storageEvent(second, 'accessToken')
    expect(second.loggedIn()).toBe(true)
    expect(second.navigate).not.toHaveBeenCalled()

    localStorage.removeItem('refreshToken')
    storageEvent(second, 'refreshToken')
    expect(second.loggedIn()).toBe(false)
    expect(second.navigate).toHaveBeenCalledWith('/')
  })

  it('ignores storage events about other keys', () => {
    const second = openTab()
    localStorage.setItem('accessToken', 'other')
    storageEvent(second, 'language')
    expect(second.session().accessToken).toBe('a1')
  })
})
