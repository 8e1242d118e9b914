import '../../locales'

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { snackbarAtom } from '@vitrina/shared'
import { fakeApi, renderWithProviders } from '@vitrina/shared/testing'

import { stubObjectUrls } from '../../test/browser-stubs'
import { imageServer } from '../../test/image-server'
import { CoversPage } from './covers-page'
import { DashboardImagePreview } from './dashboard-image-preview'
import { LogosPage } from './logos-page'

jest.mock('../../components/image-manager/crop-canvas', () => ({
  CropCanvas: jest.requireActual('../../test/fake-crop-canvas').FakeCropCanvas,
}))

const images = () => [
  { id: 1, image: '/media/a.png', position: 0 },
  { id: 2, image: '/media/b.png', position: 1 },
]
const shownIds = () => screen.queryAllByTestId('image-thumbnail').map((t) => t.dataset.imageId)

async function deleteFirst(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Eliminar la imagen 1' }))
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Eliminar imagen' })).getByRole('button', {
      name: 'Eliminar',
    }),
  )
  await waitFor(() => expect(shownIds()).toEqual(['2']))
}

beforeEach(stubObjectUrls)
afterEach(() => jest.restoreAllMocks())

describe("the save's message names what it did", () => {
  it.each([
    ['logos', <LogosPage key="l" />],
    ['portadas', <CoversPage key="c" />],
  ] as const)(
    "a save of %s that only deleted says 'Eliminado correctamente'",
    async (kind, page) => {
      const user = userEvent.setup()
      const server = imageServer(images())
      fakeApi((call) => server.handle(kind, call))
      const { store } = renderWithProviders(page)
      await waitFor(() => expect(shownIds()).toEqual(['1', '2']))
      await deleteFirst(user)
      await user.click(screen.getByRole('button', { name: 'Guardar cambios' }))
      await waitFor(() =>
        expect(store.get(snackbarAtom)).toMatchObject({
          type: 'success',
          message: 'Eliminado correctamente',
        }),
      )
    },
  )

  it("a save that deleted and moved says 'Cambios guardados correctamente'", async () => {
    const user = userEvent.setup()
    const server = imageServer([...images(), { id: 3, image: '/media/c.png', position: 2 }])
    fakeApi((call) => server.handle('logos', call))
    const { store } = renderWithProviders(<LogosPage />)
    await waitFor(() => expect(shownIds()).toEqual(['1', '2', '3']))
    await user.click(screen.getByRole('button', { name: 'Mover la imagen 3 antes' }))
    await user.click(screen.getByRole('button', { name: 'Eliminar la imagen 1' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Eliminar imagen' })).getByRole('button', {
        name: 'Eliminar',
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }))
    await waitFor(() =>
      expect(store.get(snackbarAtom).message).toBe('Cambios guardados correctamente'),
    )
  })

  it.each([
    ['logos', 'No se pudo eliminar el logo', <LogosPage key="l" />],
    ['portadas', 'No se pudo eliminar la portada', <CoversPage key="c" />],
  ] as const)("a failed delete of %s says '%s'", async (kind, title, page) => {
    const user = userEvent.setup()
    jest.spyOn(console, 'error').mockImplementation(() => {})
    const server = imageServer(images())
    fakeApi((call) =>
      call.method === 'DELETE'
        ? { status: 500, body: { detail: 'boom', code: 'http_500' } }
        : server.handle(kind, call),
    )
    const { store } = renderWithProviders(page)
    await waitFor(() => expect(shownIds()).toEqual(['1', '2']))
    await deleteFirst(user)
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }))
    await waitFor(() =>
      expect(store.get(snackbarAtom)).toMatchObject({ type: 'error', title, errorCode: 500 }),
    )
    expect(store.get(snackbarAtom).message).toMatch(/^No se pudo eliminar una imagen/)
    // The reloaded list shows the image is still there.
    await waitFor(() => expect(shownIds()).toEqual(['1', '2']))
  })
})

describe("'Editar imágenes'", () => {
  it('stays open with the error when its save fails, and closes once a save succeeds', async () => {
    const user = userEvent.setup()
    jest.spyOn(console, 'error').mockImplementation(() => {})
    const server = imageServer(images())
    let failDeletes = true
    fakeApi((call) =>
      call.method === 'DELETE' && failDeletes
        ? { status: 503, body: { detail: 'No disponible', code: 'http_503' } }
        : server.handle('portadas', call),
    )
    renderWithProviders(<DashboardImagePreview kind="covers" />)
    await user.click(await screen.findByRole('button', { name: 'Editar 2 imágenes' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar imágenes' })
    await deleteFirst(user)
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se pudo eliminar la portada. No se pudo eliminar una imagen',
    )
    expect(screen.getByRole('dialog', { name: 'Editar imágenes' })).toBeInTheDocument()

    failDeletes = false
    await deleteFirst(user)
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Editar imágenes' })).not.toBeInTheDocument(),
    )
    expect(screen.getByRole('button', { name: 'Editar 1 imagen' })).toBeInTheDocument()
  })
})
