import '../../locales'

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@vitrina/shared/testing'
import { useState } from 'react'

import { pngFiles, stubObjectUrls } from '../../test/browser-stubs'
import { ImageManager, type ImageManagerProps } from './image-manager'
import type { ImageItem, ImageManagerConfig } from './types'

jest.mock('./crop-canvas', () => ({
  CropCanvas: jest.requireActual('../../test/fake-crop-canvas').FakeCropCanvas,
}))

const LOGOS: ImageManagerConfig = {
  kind: 'logos',
  maxImages: 5,
  aspect: 1,
  file: { name: 'logo.png', type: 'image/png' },
  allowSkip: true,
  fit: 'contain',
}
const COVERS: ImageManagerConfig = {
  ...LOGOS,
  kind: 'covers',
  aspect: 16 / 9,
  file: { name: 'portada.jpg', type: 'image/jpeg' },
  fit: 'cover',
}

const existing = (n: number): ImageItem[] =>
  Array.from({ length: n }, (_, i) => ({
    key: `server-${i + 1}`,
    id: i + 1,
    url: `/media/${i + 1}.png`,
    order: i,
    position: i,
  }))

function Harness({
  initial = [],
  config = LOGOS,
  onItems,
}: {
  initial?: ImageItem[]
  config?: ImageManagerProps['config']
  onItems?: (items: ImageItem[]) => void
}) {
  const [items, setItems] = useState(initial)
  return (
    <ImageManager
      config={config}
      items={items}
      onChange={(next) => {
        setItems(next)
        onItems?.(next)
      }}
    />
  )
}

const thumbnails = () => screen.queryAllByTestId('image-thumbnail')

beforeEach(stubObjectUrls)

describe('ImageManager', () => {
  it('opens one crop dialog per chosen file, trimmed to 5, with Omitir and Siguiente', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Harness />)
    expect(screen.getByRole('button', { name: 'Agregar imagen' })).toBeEnabled()
    const input = screen.getByLabelText('Elegir imágenes')
    expect(input).toHaveAttribute('multiple')

    await user.upload(input, pngFiles(6))

    const dialog = await screen.findByRole('dialog', { name: 'Imagen 1 / 5' })
    expect(within(dialog).getByRole('slider', { name: 'Zoom' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Omitir' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    const second = await screen.findByRole('dialog', { name: 'Imagen 2 / 5' })
    await user.click(within(second).getByRole('button', { name: 'Omitir' }))
    for (const n of [3, 4, 5]) {
      const step = await screen.findByRole('dialog', { name: `Imagen ${n} / 5` })
      await user.click(within(step).getByRole('button', { name: 'Siguiente' }))
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(thumbnails()).toHaveLength(4)
    expect(screen.getByText('4 de 5 imágenes')).toBeInTheDocument()
  })

  it('only offers the room that is left, and disables adding when full', async () => {
    const user = userEvent.setup()
    const { unmount } = renderWithProviders(<Harness initial={existing(3)} />)
    await user.upload(screen.getByLabelText('Elegir imágenes'), pngFiles(6))
    expect(await screen.findByRole('dialog', { name: 'Imagen 1 / 2' })).toBeInTheDocument()
    unmount()

    renderWithProviders(<Harness initial={existing(5)} />)
    expect(screen.getByRole('button', { name: 'Agregar imagen' })).toBeDisabled()
  })

  it('keeps the crop as a PNG blob for logos and a JPEG blob for covers', async () => {
    const user = userEvent.setup()
    const seen: ImageItem[][] = []
    renderWithProviders(<Harness config={COVERS} onItems={(i) => seen.push(i)} />)
    await user.upload(screen.getByLabelText('Elegir imágenes'), pngFiles(1))
    const dialog = await screen.findByRole('dialog', { name: 'Imagen 1 / 1' })
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    await waitFor(() => expect(seen).toHaveLength(1))
    const [item] = seen[0]!
    expect(item).toMatchObject({ id: null, url: 'blob:test/1' })
    expect(item!.blob!.type).toBe('image/jpeg')
  })

  it("says 'Cancelar' instead of 'Omitir' when skipping is not allowed", async () => {
    const user = userEvent.setup()
    renderWithProviders(<Harness config={{ ...LOGOS, allowSkip: false }} />)
    await user.upload(screen.getByLabelText('Elegir imágenes'), pngFiles(2))
    const dialog = await screen.findByRole('dialog', { name: 'Imagen 1 / 2' })
    expect(within(dialog).queryByRole('button', { name: 'Omitir' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(thumbnails()).toHaveLength(0)
  })

  it('allows a single file when the maximum is 1', () => {
    renderWithProviders(<Harness config={{ ...LOGOS, maxImages: 1 }} />)
    expect(screen.getByLabelText('Elegir imágenes')).not.toHaveAttribute('multiple')
  })

  it("re-crops an image in 'Editar imagen' with Cancelar and Guardar", async () => {
    const user = userEvent.setup()
    const seen: ImageItem[][] = []
    renderWithProviders(<Harness initial={existing(2)} onItems={(i) => seen.push(i)} />)
    await user.click(screen.getByRole('button', { name: 'Editar la imagen 2' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar imagen' })
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Omitir' })).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Siguiente' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(seen).toHaveLength(1))
    expect(seen[0]![1]).toMatchObject({ id: 2, url: 'blob:test/1' })
    expect(seen[0]![1]!.blob).toBeInstanceOf(Blob)
    expect(seen[0]![0]!.blob).toBeUndefined()
  })

  it('asks before deleting, and Cancelar keeps the image', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Harness initial={existing(3)} />)
    await user.click(screen.getByRole('button', { name: 'Eliminar la imagen 2' }))
    let dialog = await screen.findByRole('dialog', { name: 'Eliminar imagen' })
    expect(within(dialog).getByText('¿Deseas eliminar esta imagen?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(thumbnails()).toHaveLength(3)

    await user.click(screen.getByRole('button', { name: 'Eliminar la imagen 2' }))
    dialog = await screen.findByRole('dialog', { name: 'Eliminar imagen' })
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    await waitFor(() => expect(thumbnails()).toHaveLength(2))
    expect(thumbnails().map((t) => t.dataset.imageId)).toEqual(['1', '3'])
  })

  it('reorders with the arrow keys on the drag handle and with the move buttons', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Harness initial={existing(3)} />)
    screen.getByRole('button', { name: /Arrastrar para reordenar la imagen 1/ }).focus()
    await user.keyboard('{ArrowRight}')
    expect(thumbnails().map((t) => t.dataset.imageId)).toEqual(['2', '1', '3'])
    await user.click(screen.getByRole('button', { name: 'Mover la imagen 3 antes' }))
    expect(thumbnails().map((t) => t.dataset.imageId)).toEqual(['2', '3', '1'])
    expect(screen.getByRole('button', { name: 'Mover la imagen 1 antes' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Mover la imagen 3 después' })).toBeDisabled()
  })

  it('keeps focus on the moved image, so arrow keys and move buttons can go on moving it', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Harness initial={existing(3)} />)
    screen.getByRole('button', { name: /Arrastrar para reordenar la imagen 1/ }).focus()
    await user.keyboard('{ArrowRight}')
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /Arrastrar para reordenar la imagen 2/ }),
      ).toHaveFocus(),
    )
    await user.keyboard('{ArrowRight}')
    expect(thumbnails().map((t) => t.dataset.imageId)).toEqual(['2', '3', '1'])

    screen.getByRole('button', { name: 'Mover la imagen 2 después' }).focus()
    await user.keyboard('{Enter}')
    expect(thumbnails().map((t) => t.dataset.imageId)).toEqual(['2', '1', '3'])
    // Now last, its 'después' is disabled: focus moves to its 'antes'.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mover la imagen 3 antes' })).toHaveFocus(),
    )
  })

  it('revokes the object URL of an image once it is re-cropped or deleted, and the rest when it unmounts', async () => {
    const user = userEvent.setup()
    const { unmount } = renderWithProviders(<Harness />)
    await user.upload(screen.getByLabelText('Elegir imágenes'), pngFiles(2))
    for (const n of [1, 2]) {
      const dialog = await screen.findByRole('dialog', { name: `Imagen ${n} / 2` })
      await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    }
    await waitFor(() => expect(thumbnails()).toHaveLength(2))
    expect(URL.revokeObjectURL).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Editar la imagen 1' }))
    const edit = await screen.findByRole('dialog', { name: 'Editar imagen' })
    await user.click(within(edit).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1'))

    await user.click(screen.getByRole('button', { name: 'Eliminar la imagen 2' }))
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar imagen' })
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }))
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/2'))
    expect(URL.revokeObjectURL).not.toHaveBeenCalledWith('blob:test/3')

    unmount()
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/3')
  })
})
