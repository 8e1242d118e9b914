import '../../locales'

import { act, screen } from '@testing-library/react'
import { type Session, setStoreInfoAtom, type StoreInfo, updateSessionAtom } from '@vitrina/shared'
import { renderWithProviders, testStoreInfo } from '@vitrina/shared/testing'
import { useStore } from 'jotai'
import { type ReactNode, useLayoutEffect, useState } from 'react'
import { Route, Routes } from 'react-router-dom'

import { AdminGuard } from './admin-guard'

const storeOwnedBy = (ownerUserId: number) => testStoreInfo({ owner_user_id: ownerUserId })

/** Sets the session (and store info) before the routes first render. */
function Given({
  session,
  store,
  children,
}: {
  session: Partial<Session>
  store?: StoreInfo
  children: ReactNode
}) {
  const app = useStore()
  const [ready, setReady] = useState(false)
  useLayoutEffect(() => {
    app.set(updateSessionAtom, session)
    if (store) app.set(setStoreInfoAtom, store)
    setReady(true)
  }, [app, session, store])
  return ready ? <>{children}</> : null
}

function renderGuard(session: Partial<Session> = {}, store?: StoreInfo) {
  return renderWithProviders(
    <Given session={session} store={store}>
      <Routes>
        <Route path="/admin" element={<AdminGuard>Zona del dueño</AdminGuard>} />
        <Route path="/login" element={<p>Página de login</p>} />
        <Route path="/" element={<p>Portada de la tienda</p>} />
      </Routes>
    </Given>,
    { route: '/admin' },
  )
}

const loggedIn = { accessToken: 'a', refreshToken: 'r' }

describe('AdminGuard', () => {
  afterEach(() => localStorage.clear())

  it('sends a logged-out visitor to /login', () => {
    renderGuard()
    expect(screen.getByText('Página de login')).toBeInTheDocument()
    expect(screen.queryByText('Zona del dueño')).not.toBeInTheDocument()
  })

  it('waits for the user and the store info, then lets the owner in', () => {
    const { store } = renderGuard(loggedIn)
    expect(screen.getByLabelText('Cargando…')).toBeInTheDocument()
    act(() => store.set(updateSessionAtom, { userId: 7 }))
    expect(screen.queryByText('Zona del dueño')).not.toBeInTheDocument()
    act(() => store.set(setStoreInfoAtom, storeOwnedBy(7)))
    expect(screen.getByText('Zona del dueño')).toBeInTheDocument()
  })

  it('sends a logged-in customer to /', () => {
    renderGuard({ ...loggedIn, userId: 8 }, storeOwnedBy(7))
    expect(screen.getByText('Portada de la tienda')).toBeInTheDocument()
    expect(screen.queryByText('Zona del dueño')).not.toBeInTheDocument()
  })

  it('sends everyone to / when the store could not be loaded', () => {
    const { store } = renderGuard({ ...loggedIn, userId: 7 })
    act(() => store.set(setStoreInfoAtom, null))
    expect(screen.getByText('Portada de la tienda')).toBeInTheDocument()
  })
})
