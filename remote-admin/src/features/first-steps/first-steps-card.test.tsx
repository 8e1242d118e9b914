import '../../locales'

import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setStoreInfoAtom, setStoreLogosAtom, type StoreInfo } from '@vitrina/shared'
import {
  fakeApi,
  type FakeHandler,
  renderWithProviders,
  testStoreInfo,
} from '@vitrina/shared/testing'

import { FIRST_STEPS_DISMISSED_KEY, FirstStepsCard } from './first-steps-card'

const newStore: StoreInfo = testStoreInfo({
  id: 4,
  subdomain: 'flores',
  name: 'Flores',
  nombre: 'Flores',
  owner_user_id: 9,
})
const logo = { id: 1, image: '/media/4/logo.png', position: 0 }

function server(covers: unknown[] = [], products: FakeHandler | undefined = undefined) {
  return fakeApi({
    'GET store/portadas/': () => ({ status: 200, body: covers }),
    ...(products ? { 'GET store/productos/': products } : {}),
  })
}

function renderCard(store: StoreInfo | object = newStore) {
  const utils = renderWithProviders(<FirstStepsCard />, { route: '/admin' })
  act(() => utils.store.set(setStoreInfoAtom, store as StoreInfo))
  return { ...utils, user: userEvent.setup() }
}

const item = (name: RegExp) => screen.getByText(name).closest('li')!

beforeEach(() => localStorage.clear())
afterEach(() => jest.restoreAllMocks())

describe('Primeros pasos', () => {
  it('lists the four steps of a new store, none done, each a link to where it is done', async () => {
    server()
    renderCard()
    expect(await screen.findByRole('heading', { name: 'Primeros pasos' })).toBeInTheDocument()
    expect(screen.getByText('0 de 4 listos')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Subí un logo' })).toHaveAttribute(
      'href',
      '/admin/apariencia/logos',
    )
    expect(screen.getByRole('link', { name: 'Subí una portada' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Creá tu primer producto' })).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Configurá WhatsApp, la entrega y los medios de pago' }),
    ).toBeInTheDocument()
    expect(within(item(/Subí un logo/)).getByText('Pendiente')).toBeInTheDocument()
  })

  it('ticks the logo as soon as the store has one', async () => {
    server()
    const { store } = renderCard()
    await screen.findByText('0 de 4 listos')
    act(() => store.set(setStoreLogosAtom, [logo]))
    expect(await screen.findByText('1 de 4 listos')).toBeInTheDocument()
    expect(item(/Subí un logo/)).toHaveAttribute('data-done', 'true')
    expect(within(item(/Subí un logo/)).getByText('Hecho')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Subí un logo' })).not.toBeInTheDocument()
  })

  it('reads covers, products and the settings when the store has them', async () => {
    server([logo], () => ({ status: 200, body: { count: 3, page: 1, page_size: 1, results: [] } }))
    renderCard({
      ...newStore,
      whatsapp: '+5491122334455',
      payment_methods: ['a_convenir'],
      pickup: true,
    })
    expect(await screen.findByText('3 de 4 listos')).toBeInTheDocument()
    expect(item(/portada/)).toHaveAttribute('data-done', 'true')
    expect(item(/producto/)).toHaveAttribute('data-done', 'true')
    expect(item(/WhatsApp/)).toHaveAttribute('data-done', 'true')
  })

  it('leaves the settings step to do while the store has no way to deliver (it cannot take an order)', async () => {
    server()
    const ready: StoreInfo = {
      ...newStore,
      whatsapp: '+5491122334455',
      payment_methods: ['a_convenir'],
    }
    const { store } = renderCard({ ...ready, pickup: false, shipping_flat_fee: null })
    await screen.findByText('0 de 4 listos')
    expect(item(/WhatsApp/)).toHaveAttribute('data-done', 'false')
    act(() => store.set(setStoreInfoAtom, { ...ready, pickup: false, shipping_flat_fee: 0 }))
    expect(await screen.findByText('1 de 4 listos')).toBeInTheDocument()
    expect(item(/WhatsApp/)).toHaveAttribute('data-done', 'true')
  })

  it('can be dismissed, and stays dismissed', async () => {
    server()
    const { user, unmount } = renderCard()
    await user.click(await screen.findByRole('button', { name: 'Ocultar primeros pasos' }))
    expect(screen.queryByText('Primeros pasos')).not.toBeInTheDocument()
    expect(localStorage.getItem(FIRST_STEPS_DISMISSED_KEY)).toBe('1')
    unmount()
    server()
    renderCard()
    await act(async () => {})
    expect(screen.queryByText('Primeros pasos')).not.toBeInTheDocument()
  })
})
