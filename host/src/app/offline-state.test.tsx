import '../locales'

import { act, screen } from '@testing-library/react'
import { i18n, startSession, updateSessionAtom } from '@vitrina/shared'
import { renderWithProviders } from '@vitrina/shared/testing'

import { RemoteSwitch } from './remote-switch'

jest.mock('./remote-boundary', () => ({
  RemoteBoundary: ({ name }: { name: string }) => <p>remote {name}</p>,
}))

function goOffline(offline: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(!offline)
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'))
}

describe('the admin area offline', () => {
  beforeEach(() => localStorage.clear())
  afterEach(async () => {
    jest.restoreAllMocks()
    await act(() => i18n.changeLanguage('es'))
  })

  it('shows the translated offline state until the connection is back', async () => {
    goOffline(true)
    const { store } = renderWithProviders(<RemoteSwitch />, { route: '/admin' })
    // A start while offline: tokens stored, the user not known yet.
    act(() => store.set(updateSessionAtom, { accessToken: 'a', refreshToken: 'r' }))

    expect(screen.getByRole('alert')).toHaveTextContent('Sin conexión')
    expect(screen.queryByText(/^remote/)).not.toBeInTheDocument()
    await act(() => i18n.changeLanguage('en'))
    expect(screen.getByRole('alert')).toHaveTextContent("You're offline")

    act(() => goOffline(false))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByText(/^remote/)).toBeInTheDocument()
  })

  it('keeps an open admin mounted under a banner when the connection drops', () => {
    renderWithProviders(<RemoteSwitch />, { route: '/admin' })
    act(() =>
      startSession({
        email: 'o@x',
        username: 'o',
        user_id: 7,
        tokens: { access: 'a', refresh: 'r', visitor_id: 'v' },
      }),
    )
    const remote = screen.getByText(/^remote/)
    act(() => goOffline(true))
    expect(screen.getByRole('status')).toHaveTextContent('Sin conexión.')
    expect(screen.getByText(/^remote/)).toBe(remote)
  })

  it('leaves the storefront alone', () => {
    goOffline(true)
    const { store } = renderWithProviders(<RemoteSwitch />, { route: '/' })
    act(() => store.set(updateSessionAtom, { accessToken: 'a', refreshToken: 'r' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByText(/^remote/)).toBeInTheDocument()
  })
})
