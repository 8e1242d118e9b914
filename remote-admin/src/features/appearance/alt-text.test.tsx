import '../../locales'

import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setStoreInfoAtom } from '@vitrina/shared'
import { fakeApi, renderWithProviders } from '@vitrina/shared/testing'

import { altProblem } from '../../components/image-manager/alt-text'
import { pngFiles, stubObjectUrls } from '../../test/browser-stubs'
import { imageServer } from '../../test/image-server'
import { CoversPage } from './covers-page'
import { LogosPage } from './logos-page'

jest.mock('../../components/image-manager/crop-canvas', () => ({
  CropCanvas: jest.requireActual('../../test/fake-crop-canvas').FakeCropCanvas,
}))

const shownIds = () => screen.queryAllByTestId('image-thumbnail').map((t) => t.dataset.imageId)
const storeInfo = {
  id: 1,
  subdomain: 'sol',
  name: 'Tienda Sol',
  nombre: 'Tienda Sol',
  owner_user_id: 7,
  currency: 'ARS' as const,
  whatsapp: null,
  payment_methods: ['a_convenir' as const],
  pickup: false,
  shipping_flat_fee: null,
  logo: null,
  logo_url: null,
  logos: [],
}

beforeEach(stubObjectUrls)
afterEach(() => jest.restoreAllMocks())

describe("'Texto alternativo' in the crop dialog", () => {
  it('starts with the kind, the place and the store name, and is sent trimmed with the image', async () => {
    const user = userEvent.setup()
    const server = imageServer([{ id: 1, image: '/media/a.jpg', position: 0 }])
    const { calls } = fakeApi((call) => server.handle('portadas', call))
    const { store } = renderWithProviders(<CoversPage />)
    act(() => store.set(setStoreInfoAtom, storeInfo))
    await waitFor(() => expect(shownIds()).toEqual(['1']))

    await user.upload(screen.getByLabelText('Elegir imágenes'), pngFiles(2))
    let dialog = await screen.findByRole('dialog', { name: 'Imagen 1 / 2' })
    expect(within(dialog).getByRole('textbox', { name: 'Texto alternativo' })).toHaveValue(
      'Portada 2 de Tienda Sol',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    dialog = await screen.findByRole('dialog', { name: 'Imagen 2 / 2' })
    const input = within(dialog).getByRole('textbox', { name: 'Texto alternativo' })
    expect(input).toHaveValue('Portada 3 de Tienda Sol')
    await user.clear(input)
    await user.type(input, '  Rebajas de invierno  ')
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    await waitFor(() => expect(shownIds()).toEqual(['1', '', '']))

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }))
    await waitFor(() => expect(shownIds()).toEqual(['1', '100', '101']))
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.fields)
    expect(posts).toEqual([
      expect.objectContaining({ position: '1', alt: 'Portada 2 de Tienda Sol' }),
      expect.objectContaining({ position: '2', alt: 'Rebajas de invierno' }),
    ])
  })

  it("editing starts from the image's own text and sends the new one", async () => {
    const user = userEvent.setup()
    const server = imageServer([{ id: 4, image: '/media/l.png', position: 0, alt: 'Sol' }])
    const { calls } = fakeApi((call) => server.handle('logos', call))
    renderWithProviders(<LogosPage />)
    await waitFor(() => expect(shownIds()).toEqual(['4']))
    await user.click(screen.getByRole('button', { name: 'Editar la imagen 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar imagen' })
    const input = within(dialog).getByRole('textbox', { name: 'Texto alternativo' })
    expect(input).toHaveValue('Sol')
    await user.type(input, ' naranja')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.fields)).toBe(true))
    expect(calls.find((c) => c.method === 'PUT' && c.fields)?.fields).toMatchObject({
      alt: 'Sol naranja',
    })
  })

  it('says in Spanish what is wrong with a text the API would refuse, and keeps the dialog', async () => {
    expect(altProblem('  ok  ')).toBeNull()
    expect(altProblem('x'.repeat(140))).toBeNull()
    expect(altProblem('x'.repeat(141))).toBe('alt.errors.tooLong')
    expect(altProblem('a\tb')).toBe('alt.errors.control')

    const user = userEvent.setup()
    const server = imageServer([])
    fakeApi((call) => server.handle('logos', call))
    renderWithProviders(<LogosPage />)
    await user.upload(await screen.findByLabelText('Elegir imágenes'), pngFiles(1))
    const dialog = await screen.findByRole('dialog', { name: 'Imagen 1 / 1' })
    const input = within(dialog).getByRole('textbox', { name: 'Texto alternativo' })
    await user.clear(input)
    await user.click(input)
    await user.paste('Logo\u0007')
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    expect(
      await within(dialog).findByText(
        'El texto alternativo no puede contener caracteres de control.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Imagen 1 / 1' })).toBeInTheDocument()
    expect(shownIds()).toEqual([])
  })
})
