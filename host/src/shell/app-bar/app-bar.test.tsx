import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { StoreInfo } from '@vitrina/contract'
import {
  appStore,
  currentTenant,
  drawerAtom,
  setNavigator,
  setRuntimeConfig,
  setStoreInfoAtom,
  startSession,
} from '@vitrina/shared'
import { addToCart, updateCart } from '@vitrina/shared/rules'
import { renderWithProviders, testStoreInfo } from '@vitrina/shared/testing'

import { AppBar } from './app-bar'

const store: StoreInfo = testStoreInfo({ name: 'Tienda Demo', nombre: 'Tienda Demo' })

function loginAs(userId: number) {
  startSession({
    email: 'u@x',
    username: 'u',
    user_id: userId,
    tokens: { access: 'a', refresh: 'r', visitor_id: 'v' },
  })
  appStore.set(setStoreInfoAtom, store)
}

async function openAccountMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Cuenta' }))
  // The first press loads the menu's code (the first test pays for it).
  return screen.findByRole('menu', {}, { timeout: 5000 })
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
    const toggle = screen.getByRole('button', { name: 'Mostrar u ocultar la navegación' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(toggle)
    expect(appStore.get(drawerAtom)).not.toEqual(before)
    // Says whether the navigation is shown (open on a phone, full on a desktop).
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')

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

  it('gives the logo its variants for a 44 px box, through the media URL rule', () => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.example.com' })
    renderWithProviders(<AppBar />)
    const logos = [
      {
        id: 1,
        image: '/media/1/l.png',
        position: 0,
        srcset: '/media/1/l-88w.webp 88w, /media/1/l-176w.webp 176w, /media/1/l.png 512w',
      },
    ]
    act(() => appStore.set(setStoreInfoAtom, { ...store, logos }))
    const logo = screen.getByRole('img', { name: 'Logo de Tienda Demo' })
    expect(logo).toHaveAttribute('src', 'https://api.example.com/media/1/l.png')
    expect(logo).toHaveAttribute(
      'srcset',
      'https://api.example.com/media/1/l-88w.webp 88w, https://api.example.com/media/1/l-176w.webp 176w, https://api.example.com/media/1/l.png 512w',
    )
    expect(logo).toHaveAttribute('sizes', '44px')

    // An image stored before variants: the plain file, no srcset.
    act(() =>
      appStore.set(setStoreInfoAtom, { ...store, logos: [{ ...logos[0]!, srcset: undefined }] }),
    )
    expect(screen.getByRole('img', { name: 'Logo de Tienda Demo' })).not.toHaveAttribute('srcset')
    setRuntimeConfig({ apiBaseUrl: '' })
  })

  it("shows 'Carrito' with the cart's item count on store pages, following writes and other tabs", async () => {
    const go = jest.fn()
    setNavigator(go)
    const cartKey = `cart:${currentTenant()}`
    localStorage.setItem(cartKey, JSON.stringify([{ variant_id: 1, quantity: 2 }]))
    renderWithProviders(<AppBar />, { route: '/producto/remera' })
    // Named 'Carrito' whatever the count, which is its description and its text.
    const cart = screen.getByRole('button', { name: 'Carrito' })
    expect(cart).toHaveAttribute('data-count', '2')
    expect(cart).toHaveAccessibleDescription('2')
    expect(cart).toHaveTextContent(/^2$/)

    act(() => {
      updateCart({ storage: localStorage, events: window }, currentTenant(), (lines) =>
        addToCart(lines, 5, 3),
      )
    })
    expect(screen.getByRole('button', { name: 'Carrito' })).toHaveAccessibleDescription('5')

    act(() => {
      localStorage.removeItem(cartKey)
      window.dispatchEvent(new StorageEvent('storage', { key: cartKey }))
    })
    const empty = screen.getByRole('button', { name: 'Carrito' })
    await userEvent.click(empty)
    expect(go).toHaveBeenCalledWith('/carrito')
  })

  it('has no cart button on admin pages', () => {
    renderWithProviders(<AppBar />, { route: '/admin' })
    expect(screen.queryByRole('button', { name: /Carrito/ })).not.toBeInTheDocument()
  })
})
