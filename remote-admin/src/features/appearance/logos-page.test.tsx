import '../../locales'

import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setStoreInfoAtom, snackbarAtom, storeInfoAtom, updateSessionAtom } from '@vitrina/shared'
import { fakeApi, renderWithProviders, testStoreInfo } from '@vitrina/shared/testing'
import { Link, Route, Routes } from 'react-router-dom'

import { pngFiles, stubObjectUrls } from '../../test/browser-stubs'
import { imageServer } from '../../test/image-server'
import { CoversPage } from './covers-page'
import { LogosPage } from './logos-page'

jest.mock('../../components/image-manager/crop-canvas', () => ({
  CropCanvas: jest.requireActual('../../test/fake-crop-canvas').FakeCropCanvas,
}))

const logos = () => [
  { id: 1, image: '/media/a.png', position: 0 },
  { id: 2, image: '/media/b.png', position: 1 },
  { id: 3, image: '/media/c.png', position: 2 },
]
const shownIds = () => screen.queryAllByTestId('image-thumbnail').map((t) => t.dataset.imageId)

function renderPage(page = <LogosPage />) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/admin/apariencia/logos"
        element={
          <>
            <Link to="/admin">Ir al panel</Link>
            {page}
          </>
        }
      />
      <Route path="/admin" element={<h1>Panel</h1>} />
    </Routes>,
    { route: '/admin/apariencia/logos' },
  )
}

beforeEach(stubObjectUrls)
afterEach(() => jest.restoreAllMocks())

describe('LogosPage', () => {
  it('shows the heading, the info card and the server images in order', async () => {
    const server = imageServer([logos()[2]!, logos()[0]!, logos()[1]!])
    fakeApi((call) => server.handle('logos', call))
    renderPage()
    expect(screen.getByRole('heading', { name: 'Gestión de Logos', level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('complementary', { name: 'Sobre los logos' })).toBeInTheDocument()
    // The info card's title is the level under the page's heading (no jump from h1 to h3).
    expect(screen.getByRole('heading', { name: 'Sobre los logos', level: 2 })).toBeInTheDocument()
    await waitFor(() => expect(shownIds()).toEqual(['1', '2', '3']))
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled()
  })

  it('saves new, edited, removed and moved logos, then shows the reloaded list', async () => {
    const user = userEvent.setup()
    const server = imageServer(logos())
    const { calls } = fakeApi((call) => server.handle('logos', call))
    const { store } = renderPage()
    act(() => store.set(setStoreInfoAtom, testStoreInfo({ logos: logos() })))
    await waitFor(() => expect(shownIds()).toEqual(['1', '2', '3']))

    await user.click(screen.getByRole('button', { name: 'Eliminar la imagen 1' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Eliminar imagen' })).getByRole('button', {
        name: 'Eliminar',
      }),
    )
    await waitFor(() => expect(shownIds()).toEqual(['2', '3']))
    await user.click(screen.getByRole('button', { name: 'Mover la imagen 2 antes' }))
    await user.click(screen.getByRole('button', { name: 'Editar la imagen 2' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Editar imagen' })).getByRole('button', {
        name: 'Guardar',
      }),
    )
    await user.upload(screen.getByLabelText('Elegir imágenes'), pngFiles(1))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Imagen 1 / 1' })).getByRole('button', {
        name: 'Siguiente',
      }),
    )
    await waitFor(() => expect(shownIds()).toEqual(['3', '2', '']))
    expect(screen.getByRole('status')).toHaveTextContent('Hay cambios sin guardar.')

    calls.length = 0
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }))

    await waitFor(() => expect(shownIds()).toEqual(['3', '2', '100']))
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'DELETE admin/tienda/logos/delete/1/',
      'PUT admin/tienda/logos/2/',
      'POST admin/tienda/logos/',
      'PUT admin/tienda/logos/',
      'GET store/logos/',
    ])
    expect(calls[1]!.fields).toEqual({
      logo: 'file:logo.png:image/png',
      position: '1',
      alt: 'Logo 2 de Demo',
    })
    expect(calls[2]!.fields).toEqual({
      logo: 'file:logo.png:image/png',
      position: '2',
      alt: 'Logo 3 de Demo',
    })
    expect(calls[3]!.payload).toEqual([
      { id: 3, position: 0 },
      { id: 2, position: 1 },
      { id: 100, position: 2 },
    ])
    expect(store.get(snackbarAtom)).toMatchObject({
      show: true,
      type: 'success',
      message: 'Cambios guardados correctamente',
    })
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    // The app bar's logo follows the saved order without a reload.
    expect(store.get(storeInfoAtom).store?.logos.map((logo) => logo.id)).toEqual([3, 2, 100])
  })

  it('on a failed upload saves the rest, reloads the server state and says what failed', async () => {
    const user = userEvent.setup()
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    const server = imageServer(logos().slice(0, 1))
    fakeApi((call) => {
      if (call.method === 'POST' && call.fields?.position === '1')
        return { status: 415, body: { detail: 'Tipo no admitido', code: 'unsupported_media_type' } }
      return server.handle('logos', call)
    })
    const { store } = renderPage()
    await waitFor(() => expect(shownIds()).toEqual(['1']))
    await user.upload(screen.getByLabelText('Elegir imágenes'), pngFiles(2))
    for (const n of [1, 2]) {
      const dialog = await screen.findByRole('dialog', { name: `Imagen ${n} / 2` })
      await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    }
    await waitFor(() => expect(shownIds()).toEqual(['1', '', '']))

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }))

    await waitFor(() => expect(shownIds()).toEqual(['1', '100']))
    expect(store.get(snackbarAtom)).toMatchObject({
      type: 'error',
      title: 'Problema al guardar los logos',
      message: 'No se pudo subir la imagen 2. Se muestra lo que hay guardado en el servidor.',
      errorCode: 415,
    })
    expect(logged).toHaveBeenCalledWith('[logos] could not create an image', expect.anything())
  })

  it('says so when the list cannot be loaded', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    fakeApi(() => ({ status: 500, body: { detail: 'boom', code: 'http_500' } }))
    const { store } = renderPage()
    await waitFor(() =>
      expect(store.get(snackbarAtom)).toMatchObject({
        type: 'error',
        message: 'No se pudieron cargar los logos',
        errorCode: 500,
      }),
    )
    expect(logged).toHaveBeenCalledWith('[logos] could not load logos', expect.anything())
  })

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup()
    const server = imageServer(logos())
    fakeApi((call) => server.handle('logos', call))
    const { store } = renderPage()
    act(() => store.set(updateSessionAtom, { accessToken: 'a', refreshToken: 'r', userId: 7 }))
    await waitFor(() => expect(shownIds()).toEqual(['1', '2', '3']))
    await user.click(screen.getByRole('button', { name: 'Mover la imagen 1 después' }))

    await user.click(screen.getByRole('link', { name: 'Ir al panel' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cambios sin guardar' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('heading', { name: 'Gestión de Logos' })).toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: 'Ir al panel' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cambios sin guardar' })).getByRole(
        'button',
        { name: 'Salir sin guardar' },
      ),
    )
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeInTheDocument()
  })

  it('leaves without asking when nothing changed', async () => {
    const user = userEvent.setup()
    const server = imageServer(logos())
    fakeApi((call) => server.handle('logos', call))
    renderPage()
    await waitFor(() => expect(shownIds()).toEqual(['1', '2', '3']))
    await user.click(screen.getByRole('link', { name: 'Ir al panel' }))
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeInTheDocument()
  })
})

describe('CoversPage', () => {
  it("uploads covers as 'portada' JPEG files and says so in Spanish", async () => {
    const user = userEvent.setup()
    const server = imageServer([])
    const { calls } = fakeApi((call) => server.handle('portadas', call))
    const { store } = renderWithProviders(<CoversPage />)
    expect(
      screen.getByRole('heading', { name: 'Gestión de Portadas', level: 1 }),
    ).toBeInTheDocument()
    await user.upload(await screen.findByLabelText('Elegir imágenes'), pngFiles(1))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Imagen 1 / 1' })).getByRole('button', {
        name: 'Siguiente',
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }))
    await waitFor(() =>
      expect(store.get(snackbarAtom).message).toBe('Cambios guardados correctamente'),
    )
    const post = calls.find((c) => c.method === 'POST')
    expect(post?.path).toBe('admin/tienda/portadas/')
    expect(post?.fields).toEqual({
      portada: 'file:portada.jpg:image/jpeg',
      position: '0',
      alt: 'Portada 1 de Vitrina',
    })
  })
})
