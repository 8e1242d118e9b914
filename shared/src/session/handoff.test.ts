import { snackbarAtom } from '../snackbar/atoms'
import { appStore, resetAppStore } from '../store/app-store'
import { fakeApi } from '../testing/fetch'
import { reloadSessionAtom, sessionAtom } from './atoms'
import { captureHandoffCode, hasHandoffCode, redeemHandoffCode } from './handoff'

const loginAnswer = {
  email: 'ana@example.test',
  username: 'Ana',
  user_id: 9,
  tokens: { access: 'a9', refresh: 'r9', visitor_id: 'v9' },
}

beforeEach(() => {
  localStorage.clear()
  resetAppStore()
  appStore.set(reloadSessionAtom)
  jest.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  jest.restoreAllMocks()
  window.history.replaceState(null, '', '/')
})

describe('the sign-up handoff', () => {
  it('takes the code out of the address at once and keeps the rest of the fragment', () => {
    window.history.replaceState(null, '', '/admin?x=1#handoff=abc123&tab=2')
    captureHandoffCode()
    expect(window.location.href).toBe(`${window.location.origin}/admin?x=1#tab=2`)
    expect(hasHandoffCode()).toBe(true)
  })

  it('leaves an address without a code alone', () => {
    window.history.replaceState(null, '', '/admin#section')
    captureHandoffCode()
    expect(window.location.hash).toBe('#section')
    expect(hasHandoffCode()).toBe(false)
  })

  it('trades the code for the session once', async () => {
    window.history.replaceState(null, '', '/admin#handoff=abc123')
    captureHandoffCode()
    const server = fakeApi({ 'POST login/handoff/': () => ({ status: 200, body: loginAnswer }) })
    expect(await redeemHandoffCode()).toBe(true)
    expect(server.calls[0]!.payload).toEqual({ code: 'abc123' })
    expect(server.calls[0]!.headers.get('authorization')).toBeNull()
    expect(appStore.get(sessionAtom)).toMatchObject({ accessToken: 'a9', userId: 9 })
    expect(localStorage.getItem('refreshToken')).toBe('r9')
    // Forgotten once used.
    expect(hasHandoffCode()).toBe(false)
    expect(await redeemHandoffCode()).toBe(false)
    expect(server.calls).toHaveLength(1)
  })

  it('says a refused code failed and stays logged out', async () => {
    window.history.replaceState(null, '', '/admin#handoff=used')
    captureHandoffCode()
    fakeApi({
      'POST login/handoff/': () => ({
        status: 401,
        body: { detail: 'no', code: 'invalid_credentials' },
      }),
    })
    expect(await redeemHandoffCode()).toBe(false)
    expect(appStore.get(sessionAtom).accessToken).toBeNull()
    expect(appStore.get(snackbarAtom)).toMatchObject({ type: 'error' })
  })
})
