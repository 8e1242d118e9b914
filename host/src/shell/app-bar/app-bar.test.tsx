import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { appStore, drawerAtom, setStoreInfoAtom, startSession } from '@vitrina/shared'
import { renderWithProviders } from '@vitrina/shared/testing'

import { AppBar } from './app-bar'

const store = { id: 1, subdomain: 'demo', name: 'Tienda Demo', owner_user_id: 7, logos: [] }

function loginAs(userId: number) {
  startSession({
    email: 'u@x',
    username: 'u',
    user_id: userId,
    tokens: { access: 'a', refresh: 'r' },
  })
  appStore.set(setStoreInfoAtom, store)
}

async function openAccountMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Cuenta' }))
  return screen.findByRole('menu')
}

describe('AppBar', () => {
  beforeEach(() => localStorage.clear())

  it('offers Login and Register when logged out', async () => {
    renderWithProviders(<AppBar />)
    const menu = await openAccountMenu()
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Iniciar sesión', 'Registrarse'])
  })

  it("offers 'manage store' and Logout to the owner", async () => {
    renderWithProviders(<AppBar />)
    act(() => loginAs(7))
    const menu = await openAccountMenu()
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Administrar tienda', 'Cerrar sesión'])
    expect(within(menu).getByRole('separator')).toBeInTheDocument()
  })

  it("offers 'my profile' and Logout to a customer", async () => {
    renderWithProviders(<AppBar />)
    act(() => loginAs(8))
    const menu = await openAccountMenu()
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Mi perfil', 'Cerrar sesión'])
  })

  it('shows the store name, and the admin controls only on admin pages', () => {
    renderWithProviders(<AppBar />)
    act(() => {
      appStore.set(setStoreInfoAtom, store)
    })
    expect(screen.getByRole('button', { name: 'Ir al inicio de Tienda Demo' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cambiar a tema oscuro' })).not.toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: 'Mostrar u ocultar la navegación' }),
    ).not.toBeInTheDocument()
  })

  it('toggles the drawer and the remembered admin theme on admin pages', async () => {
    renderWithProviders(<AppBar />, { route: '/admin/productos' })
    const before = appStore.get(drawerAtom)
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar u ocultar la navegación' }))
    expect(appStore.get(drawerAtom)).not.toEqual(before)

    await userEvent.click(screen.getByRole('button', { name: 'Cambiar a tema oscuro' }))
    expect(localStorage.getItem('adminTheme')).toBe('dark')
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar a tema claro' }))
    expect(localStorage.getItem('adminTheme')).toBe('light')
  })

  it('switches the language and remembers it', async () => {
    renderWithProviders(<AppBar />)
    await userEvent.click(screen.getByRole('button', { name: 'EN — Idioma: cambiar a English' }))
    expect(localStorage.getItem('language')).toBe('en')
    expect(await screen.findByRole('button', { name: 'Account' })).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'ES — Language: switch to Español' }),
    ).toHaveTextContent('ES')
  })

  it("shows the first logo with the owner's alternative text, else 'Logo de {store}'", () => {
    renderWithProviders(<AppBar />)
    const logos = [{ id: 1, image: '/media/l.png', position: 0 }]
    act(() => appStore.set(setStoreInfoAtom, { ...store, logos }))
    expect(screen.getByRole('img', { name: 'Logo de Tienda Demo' })).toBeInTheDocument()
    act(() =>
      appStore.set(setStoreInfoAtom, { ...store, logos: [{ ...logos[0]!, alt: 'Sol naranja' }] }),
    )
    expect(screen.getByRole('img', { name: 'Sol naranja' })).toBeInTheDocument()
  })
})
