import '../../locales'

import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { appStore, resetAppStore, setStoreInfoAtom, updateSessionAtom } from '@vitrina/shared'
import {
  type FakeAnswer,
  fakeApi,
  renderWithProviders,
  testStoreInfo,
} from '@vitrina/shared/testing'
import { Link, Route, Routes } from 'react-router-dom'

import { adminProduct, productPage } from '../../test/catalogue'
import { patchProduct } from './api/patch-product'
import { askFirstPageEarly, askListPageOnPress, takeEarlyPage } from './first-page'
import { ProductsPage } from './products-page'

const OWNER_ID = 4
const page = productPage([adminProduct({ id: 1, title: 'Remera' })])

/** A page load's address, and the store drawn by the server (its owner known). */
function loadAt(path: string) {
  window.history.replaceState(null, '', path)
  resetAppStore()
  appStore.set(setStoreInfoAtom, testStoreInfo({ owner_user_id: OWNER_ID }))
}

/** The startup's refresh answering: the owner is known. */
const ownerKnown = () => appStore.set(updateSessionAtom, { accessToken: 'a', userId: OWNER_ID })

/** The list as the admin renders it. */
function renderList(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/productos" element={<ProductsPage />} />
    </Routes>,
    { route },
  )
}

const rows = () => screen.queryAllByTestId('product-row')

afterEach(() => {
  takeEarlyPage('')
  jest.restoreAllMocks()
  window.history.replaceState(null, '', '/')
})

describe("the owner's list asked for at the page's load", () => {
  it('is asked as soon as the owner is known, with the query of the address, and not before', async () => {
    const api = fakeApi({ 'GET admin/tienda/productos/': () => ({ status: 200, body: page }) })
    loadAt('/admin/productos?q=remera&page=2')
    askFirstPageEarly()
    await act(async () => {})
    expect(api.calls).toHaveLength(0)
    ownerKnown()
    await waitFor(() => expect(api.calls).toHaveLength(1))
    expect(Object.fromEntries(new URL(api.calls[0]!.url).searchParams)).toEqual({
      q: 'remera',
      page: '2',
      page_size: '20',
    })
    // Once: a later change of the session asks nothing more.
    appStore.set(updateSessionAtom, { accessToken: 'b' })
    await act(async () => {})
    expect(api.calls).toHaveLength(1)
  })

  it('is shown by the list in its first render, and the list asks nothing more', async () => {
    const api = fakeApi({ 'GET admin/tienda/productos/': () => ({ status: 200, body: page }) })
    loadAt('/admin/productos')
    ownerKnown()
    askFirstPageEarly()
    await waitFor(() => expect(api.calls).toHaveLength(1))
    // The answer is in before the list renders.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    renderList('/admin/productos')
    // No spinner first: the rows are there at once.
    expect(rows()).toHaveLength(1)
    expect(screen.queryByLabelText('Cargando…')).not.toBeInTheDocument()
    await act(async () => {})
    expect(api.calls).toHaveLength(1)
  })

  it('is taken by a list that renders while it is still on its way', async () => {
    let answer: (value: FakeAnswer) => void = () => {}
    const api = fakeApi({
      'GET admin/tienda/productos/': () =>
        new Promise((resolve) => {
          answer = resolve
        }),
    })
    loadAt('/admin/productos')
    ownerKnown()
    askFirstPageEarly()
    await waitFor(() => expect(api.calls).toHaveLength(1))
    renderList('/admin/productos')
    expect(rows()).toHaveLength(0)
    await act(async () => answer({ status: 200, body: page }))
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(api.calls).toHaveLength(1)
  })

  it('is not asked for on another admin page, nor shown by a list opened long after', async () => {
    const api = fakeApi({ 'GET admin/tienda/productos/': () => ({ status: 200, body: page }) })
    loadAt('/admin/pedidos')
    ownerKnown()
    askFirstPageEarly()
    await act(async () => {})
    expect(api.calls).toHaveLength(0)

    loadAt('/admin/productos')
    ownerKnown()
    askFirstPageEarly()
    await waitFor(() => expect(api.calls).toHaveLength(1))
    // The owner went elsewhere before the list showed, and comes back a minute later.
    const now = Date.now()
    jest.spyOn(Date, 'now').mockReturnValue(now + 60_000)
    renderList('/admin/productos')
    await waitFor(() => expect(api.calls).toHaveLength(2))
    await waitFor(() => expect(rows()).toHaveLength(1))
  })

  it('is asked at a press on a link to it (the sidebar, the bottom bar), before the list renders', async () => {
    const api = fakeApi({ 'GET admin/tienda/productos/': () => ({ status: 200, body: page }) })
    const stop = askListPageOnPress()
    renderWithProviders(
      <>
        <nav>
          <Link to="/admin">Dashboard</Link>
          <Link to="/admin/productos">Productos</Link>
        </nav>
        <Routes>
          <Route path="/admin" element={<p>Inicio</p>} />
          {/* A page that asks nothing itself: the request is the press's. */}
          <Route path="/admin/productos" element={<p>Lista</p>} />
        </Routes>
      </>,
      { route: '/admin' },
    )
    fireEvent.click(screen.getByRole('link', { name: 'Productos' }))
    await screen.findByText('Lista')
    await waitFor(() => expect(api.calls).toHaveLength(1))
    expect(Object.fromEntries(new URL(api.calls[0]!.url).searchParams)).toEqual({
      page: '1',
      page_size: '20',
    })
    // A press that opens another tab asks nothing.
    fireEvent.click(screen.getByRole('link', { name: 'Productos' }), { ctrlKey: true })
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }))
    await act(async () => {})
    expect(api.calls).toHaveLength(1)
    stop()
  })

  it('is not asked by a press on the list itself, and a write to the catalogue drops one not taken', async () => {
    const api = fakeApi({
      'GET admin/tienda/productos/': () => ({ status: 200, body: page }),
      'PATCH admin/tienda/productos/1/': () => ({ status: 200, body: adminProduct({ id: 1 }) }),
    })
    const stop = askListPageOnPress()
    window.history.replaceState(null, '', '/admin/productos')
    const link = document.createElement('a')
    link.href = '/admin/productos'
    link.textContent = 'Productos'
    document.body.append(link)
    link.addEventListener('click', (event) => event.preventDefault())
    link.click()
    await act(async () => {})
    expect(api.calls).toHaveLength(0)

    // From elsewhere it is asked; a save before the list shows makes it old.
    window.history.replaceState(null, '', '/admin')
    link.click()
    await waitFor(() => expect(api.calls).toHaveLength(1))
    await patchProduct(1, { status: 'draft' })
    window.history.replaceState(null, '', '/admin/productos')
    renderList('/admin/productos')
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(api.keys().filter((key) => key === 'GET admin/tienda/productos/')).toHaveLength(2)
    link.remove()
    stop()
  })
})
