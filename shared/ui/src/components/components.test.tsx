import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

// The Dialog apps get: its parts load together when the root first renders.
import { Dialog } from '../parts'
import { UiProvider } from '../provider'
import { DialogActions } from './dialog-actions'
import { DialogHeader } from './dialog-header'
import { ImageUploadSlot } from './image-upload-slot'

describe('ImageUploadSlot', () => {
  it('shows the placeholder icon without an image, 200×200 by default', () => {
    render(
      <UiProvider>
        <ImageUploadSlot />
      </UiProvider>,
    )
    const placeholder = screen.getByTestId('image-upload-placeholder')
    const slot = placeholder.parentElement!
    expect(getComputedStyle(slot).width).toBe('200px')
    expect(getComputedStyle(slot).height).toBe('200px')
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it('shows the image and the count badge, and is a named button when clickable', async () => {
    const onClick = jest.fn()
    render(
      <UiProvider>
        <ImageUploadSlot
          src="/media/a.png"
          alt="Logo"
          count={3}
          countLabel="3 imágenes"
          label="Editar imágenes"
          onClick={onClick}
        />
      </UiProvider>,
    )
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/media/a.png')
    expect(screen.getByText('3', { exact: true })).toHaveAttribute('aria-hidden', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Editar imágenes' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('says the count in words, not as a bare number, when the slot is not a button', () => {
    render(
      <UiProvider>
        <ImageUploadSlot src="/media/a.png" alt="Logo" count={3} countLabel="3 imágenes" />
      </UiProvider>,
    )
    expect(screen.getByText('3 imágenes')).toBeInTheDocument()
    expect(screen.getByText('3', { exact: true })).toHaveAttribute('aria-hidden', 'true')
    expect(screen.queryByLabelText('3 imágenes')).not.toBeInTheDocument()
  })
})

describe('DialogHeader and DialogActions', () => {
  it('render the title, the close button and both actions with the given labels', async () => {
    const onCancel = jest.fn()
    const onSave = jest.fn()
    render(
      <UiProvider>
        <Dialog.Root open>
          <Dialog.Positioner>
            <Dialog.Content>
              <DialogHeader title="Editar imagen" closeLabel="Cerrar" icon={<svg />} />
              <DialogActions
                cancelLabel="Cancelar"
                saveLabel="Guardar"
                onCancel={onCancel}
                onSave={onSave}
              />
            </Dialog.Content>
          </Dialog.Positioner>
        </Dialog.Root>
      </UiProvider>,
    )
    // Dialog's parts load when first used (parts/lazy-namespace.tsx).
    expect(
      await screen.findByRole('dialog', { name: 'Editar imagen' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onSave).toHaveBeenCalledTimes(1)
  })

  it('disables saving while it is in progress', () => {
    render(
      <UiProvider>
        <Dialog.Root open>
          <Dialog.Positioner>
            <Dialog.Content>
              <DialogActions
                cancelLabel="Cancelar"
                saveLabel="Guardar"
                onCancel={() => {}}
                onSave={() => {}}
                saving
              />
            </Dialog.Content>
          </Dialog.Positioner>
        </Dialog.Root>
      </UiProvider>,
    )
    // A loading button hides its label from the accessibility tree behind the spinner.
    expect(screen.getByText('Guardar').closest('button')).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled()
  })
})
