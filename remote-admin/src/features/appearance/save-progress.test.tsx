import '../../locales'

import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { updateSessionAtom } from '@vitrina/shared'
import { fakeApi, renderWithProviders } from '@vitrina/shared/testing'
import { Link, Route, Routes } from 'react-router-dom'

import { pngFiles, stubObjectUrls } from '../../test/browser-stubs'
import { CoversPage } from './covers-page'

jest.mock('../../components/image-manager/crop-canvas', () => ({
  CropCanvas: jest.requireActual('../../test/fake-crop-canvas').FakeCropCanvas,
}))

/** A server whose uploads wait until the test lets them through. */
function slowServer() {
  const list: { id: number; image: string; position: number }[] = []
  const waiting: (() => void)[] = []
  fakeApi(async (call) => {
    if (call.method === 'GET') return { status: 200, body: list }
    if (call.method === 'POST') {
      await new Promise<void>((resolve) => waiting.push(resolve))
      const item = { id: 100 + list.length, image: '/media/x.jpg', position: list.length }
      list.push(item)
      return { status: 201, body: item }
    }
    if (call.key === 'PUT admin/tienda/portadas/') return { status: 200, body: list }
    return undefined
  })
  return { release: () => waiting.splice(0).forEach((go) => go()), waiting }
}

beforeEach(stubObjectUrls)
afterEach(() => jest.restoreAllMocks())

describe('saving uploads', () => {
  it('shows progress per file and overall, disables saving, and asks before leaving mid-save', async () => {
    const user = userEvent.setup()
    const server = slowServer()
    const { store } = renderWithProviders(
      <Routes>
        <Route
          path="/admin/apariencia/portadas"
          element={
            <>
              <Link to="/admin">Ir al panel</Link>
              <CoversPage />
            </>
          }
        />
        <Route path="/admin" element={<h1>Panel</h1>} />
      </Routes>,
      { route: '/admin/apariencia/portadas' },
    )
    act(() => store.set(updateSessionAtom, { accessToken: 'a', refreshToken: 'r', userId: 7 }))
    await user.upload(await screen.findByLabelText('Elegir imágenes'), pngFiles(2))
    for (const n of [1, 2]) {
      const dialog = await screen.findByRole('dialog', { name: `Imagen ${n} / 2` })
      await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    }
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }))

    const progress = await screen.findByRole('group', { name: 'Progreso de la subida' })
    await waitFor(() => expect(server.waiting).toHaveLength(1))
    // The first upload's bytes went out; the second has not started.
    expect(within(progress).getByText(/^Subiendo 2 imágenes: \d+ %/)).toBeInTheDocument()
    expect(
      within(progress).getByRole('progressbar', { name: 'Imagen 1: 100 %' }),
    ).toBeInTheDocument()
    expect(within(progress).getByRole('progressbar', { name: 'Imagen 2: 0 %' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Guardando…' })).toBeDisabled()

    await user.click(screen.getByRole('link', { name: 'Ir al panel' }))
    const prompt = await screen.findByRole('dialog', { name: 'Cambios sin guardar' })
    expect(prompt).toHaveTextContent('Se están guardando los cambios.')
    await user.click(within(prompt).getByRole('button', { name: 'Cancelar' }))

    server.release()
    await waitFor(() => expect(server.waiting).toHaveLength(1))
    expect(within(progress).getByText(/^Subiendo 2 imágenes: 100 %/)).toBeInTheDocument()
    server.release()
    await waitFor(() =>
      expect(
        screen.queryByRole('group', { name: 'Progreso de la subida' }),
      ).not.toBeInTheDocument(),
    )
    expect(screen.getByRole('heading', { name: 'Gestión de Portadas' })).toBeInTheDocument()
  })
})
