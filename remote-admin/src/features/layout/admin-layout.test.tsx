import '../../locales'

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { drawerAtom, setStoreInfoAtom, toggleDrawerAtom } from '@vitrina/shared'
import { renderWithProviders, testStoreInfo } from '@vitrina/shared/testing'
import { useEffect, useState } from 'react'
import { Route, Routes } from 'react-router-dom'

import { AdminLayout, type AdminLayoutProps } from './admin-layout'

function renderLayout(route = '/admin/apariencia/logos', counts?: AdminLayoutProps['counts']) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin" element={<AdminLayout counts={counts} />}>
        <Route index element={<p>Inicio</p>} />
        <Route path="/admin/apariencia/logos" element={<p>Contenido de logos</p>} />
      </Route>
    </Routes>,
    { route },
  )
}

describe('AdminLayout (desktop)', () => {
  it('shows every sidebar entry of the product rules, the divider and Logout around the content', () => {
    renderLayout()
    const nav = screen.getByRole('navigation', { name: 'Navegación de administración' })
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toEqual([
      ['Dashboard', '/admin'],
      ['Logos', '/admin/apariencia/logos'],
      ['Portadas', '/admin/apariencia/portadas'],
      ['Tema', '/admin/apariencia/tema'],
      ['Productos', '/admin/productos'],
      ['Pedidos', '/admin/pedidos'],
      ['Notificaciones', '/admin/notificaciones'],
      ['Servicios', '/admin/servicios'],
      ['Configuración de la tienda', '/admin/tienda'],
    ])
    expect(within(nav).getByRole('list', { name: 'Apariencia' })).toBeInTheDocument()
    expect(within(nav).getByRole('separator')).toBeInTheDocument()
    expect(within(nav).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Logos' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current')
    expect(screen.getByText('Contenido de logos')).toBeInTheDocument()
  })

  it('shows the pending orders on the Pedidos entry, named Pedidos and described by its count, full and mini', () => {
    const { store, rerender } = renderLayout('/admin', { orders: 3 })
    const orders = screen.getByRole('link', { name: 'Pedidos' })
    expect(orders).toHaveAttribute('href', '/admin/pedidos')
    expect(orders).toHaveAttribute('data-count', '3')
    expect(orders).toHaveAccessibleDescription('3 pendientes')
    expect(orders).toHaveTextContent(/^Pedidos3 pendientes$/)
    expect(screen.getByRole('link', { name: 'Productos' })).not.toHaveAttribute('data-count')

    act(() => store.set(toggleDrawerAtom, false))
    expect(screen.getByRole('link', { name: 'Pedidos' })).toHaveAttribute(
      'title',
      'Pedidos (3 pendientes)',
    )

    rerender(
      <Routes>
        <Route path="/admin" element={<AdminLayout counts={{ orders: 0 }} />}>
          <Route index element={<p>Inicio</p>} />
        </Route>
      </Routes>,
    )
    expect(screen.getByRole('link', { name: 'Pedidos' })).not.toHaveAttribute('data-count')
  })

  it('is permanent at 260 px and switches to an 80 px mini bar when the app bar toggles it', () => {
    const { store } = renderLayout()
    const sidebar = screen.getByTestId('admin-sidebar')
    expect(store.get(drawerAtom)).toEqual({ open: true, mini: false })
    expect(sidebar).toHaveAttribute('data-mini', 'false')
    expect(getComputedStyle(sidebar).width).toBe('260px')

    act(() => store.set(toggleDrawerAtom, false))

    expect(sidebar).toHaveAttribute('data-mini', 'true')
    expect(getComputedStyle(sidebar).width).toBe('80px')
    // Mini keeps the names for screen readers.
    expect(screen.getByRole('link', { name: 'Portadas' })).toBeInTheDocument()
    expect(screen.queryByText('Portadas')).not.toBeInTheDocument()
  })
})

describe('AdminLayout page heading', () => {
  const storeInfo = testStoreInfo({ name: 'Tienda Demo', nombre: 'Tienda Demo' })

  function Late() {
    const [shown, setShown] = useState(false)
    useEffect(() => {
      const timer = setTimeout(() => setShown(true), 10)
      return () => clearTimeout(timer)
    }, [])
    return shown ? <h1>Gestión de Productos</h1> : <p>Cargando</p>
  }

  /** The dashboard, and a products page whose heading comes after it loads. */
  const renderMoves = () =>
    renderWithProviders(
      <Routes>
        <Route path="/admin" element={<AdminLayout />}>
          <Route index element={<h1>Dashboard</h1>} />
          <Route path="/admin/productos" element={<Late />} />
        </Route>
      </Routes>,
      { route: '/admin' },
    )

  it('names the tab after the page and, after a move, puts the focus on the new page’s heading', async () => {
    const { store } = renderMoves()
    act(() => store.set(setStoreInfoAtom, storeInfo))
    expect(document.title).toBe('Dashboard | Tienda Demo')
    // The first page keeps the focus where the load put it.
    expect(screen.getByRole('heading', { name: 'Dashboard' })).not.toHaveFocus()

    const link = screen.getByRole('link', { name: 'Productos' })
    link.focus()
    fireEvent.click(link)
    // The heading comes after the move (the page loads first): the focus and the title follow it.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Gestión de Productos' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(document.title).toBe('Gestión de Productos | Tienda Demo')
  })

  it('keeps a move’s focus for a heading that comes after the store, and gives the title back on leaving', async () => {
    document.title = 'Tienda Demo'
    const { store, unmount } = renderMoves()
    fireEvent.click(screen.getByRole('link', { name: 'Productos' }))
    // The store's name arrives between the move and the page's heading.
    act(() => store.set(setStoreInfoAtom, storeInfo))
    const heading = await screen.findByRole('heading', { level: 1, name: 'Gestión de Productos' })
    await waitFor(() => expect(heading).toHaveFocus())
    unmount()
    expect(document.title).toBe('Tienda Demo')
  })
})
