import 'fake-indexeddb/auto'

import { appStore, resetAppStore } from '../store/app-store'
import { jsonResponse } from '../testing/fetch'
import { logout, refreshSession, setNavigator, startSession } from './actions'
import { reloadSessionAtom, sessionAtom } from './atoms'
import { clearRotations, newestRotation, recordRotation } from './rotations'

describe('the rotations journal', () => {
  beforeEach(() => clearRotations())

  it('follows a token through every rotation recorded since', async () => {
    await recordRotation('r1', { accessToken: 'a2', refreshToken: 'r2' })
    await recordRotation('r2', { accessToken: 'a3', refreshToken: 'r3' })

    await expect(newestRotation('r1')).resolves.toEqual({ accessToken: 'a3', refreshToken: 'r3' })
    await expect(newestRotation('r2')).resolves.toEqual({ accessToken: 'a3', refreshToken: 'r3' })
    await expect(newestRotation('r3')).resolves.toBeNull()
    await expect(newestRotation('unknown')).resolves.toBeNull()
  })

  it('keeps the last eight rotations', async () => {
    for (let i = 1; i <= 10; i++)
      await recordRotation(`r${i}`, { accessToken: `a${i + 1}`, refreshToken: `r${i + 1}` })

    await expect(newestRotation('r1')).resolves.toBeNull()
    await expect(newestRotation('r2')).resolves.toBeNull()
    await expect(newestRotation('r3')).resolves.toEqual({ accessToken: 'a11', refreshToken: 'r11' })
  })
})

const LOGIN = {
  email: 'e@x',
  username: 'u',
  user_id: 7,
  tokens: { access: 'a1', refresh: 'r1', visitor_id: 'v1' },
}

describe('a refresh under the session lock', () => {
  const sent: unknown[] = []

  beforeEach(async () => {
    await clearRotations()
    localStorage.clear()
    resetAppStore()
    appStore.set(reloadSessionAtom)
    setNavigator(jest.fn())
    sent.length = 0
    let n = 2
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      sent.push(await (input as Request).clone().json())
      n += 1
      return jsonResponse({
        access: `a${n}`,
        refresh: `r${n}`,
        email: 'e@x',
        username: 'u',
        user_id: 7,
      })
    })
    jest.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => jest.restoreAllMocks())

  it('sends the token another tab rotated to, though this tab still reads the old one', async () => {
    startSession(LOGIN)
    // Another tab rotated r1 into r2; this tab's localStorage has not caught up.
    await recordRotation('r1', { accessToken: 'a2', refreshToken: 'r2' })

    await expect(refreshSession({ announce: false })).resolves.toBe(true)

    expect(sent).toEqual([{ refresh: 'r2' }])
    expect(appStore.get(sessionAtom)).toMatchObject({ accessToken: 'a3', refreshToken: 'r3' })
    expect(localStorage.getItem('refreshToken')).toBe('r3')
    // And the next tab learns what r2 became.
    await expect(newestRotation('r1')).resolves.toEqual({ accessToken: 'a3', refreshToken: 'r3' })
  })

  it('a logout forgets the rotations', async () => {
    startSession(LOGIN)
    await refreshSession({ announce: false })
    await expect(newestRotation('r1')).resolves.not.toBeNull()

    await logout()

    await expect(newestRotation('r1')).resolves.toBeNull()
  })
})
