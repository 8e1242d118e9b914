import { Button } from '@chakra-ui/react'

import { Dialog } from '../parts'

/** Height of the action bar (product-rules §9): 56 px on md and smaller, 38 px on larger screens. */
export const DIALOG_ACTIONS_HEIGHT = { base: '56px', lg: '38px' } as const

export interface DialogActionsProps {
  /** Label of the dismissing button ('Cancelar' by convention, 'Omitir' when skipping). */
  cancelLabel: string
  /** Label of the confirming button ('Guardar', 'Siguiente', 'Eliminar'…). */
  saveLabel: string
  onCancel: () => void
  onSave: () => void
  saveDisabled?: boolean
  /** Shows a spinner on the confirming button and disables both. */
  saving?: boolean
  /** Colour of the confirming button (e.g. `red` for a destructive action). */
  saveColorPalette?: string
}

/**
 * The shared dialog actions. On md and smaller screens they are fixed to the
 * bottom edge at half width each (thumb reach on a full-screen dialog); on
 * larger screens they sit right-aligned in the footer.
 */
export function DialogActions({
  cancelLabel,
  saveLabel,
  onCancel,
  onSave,
  saveDisabled = false,
  saving = false,
  saveColorPalette,
}: DialogActionsProps) {
  const shared = {
    flex: { base: '1 1 50%', lg: '0 0 auto' },
    h: DIALOG_ACTIONS_HEIGHT,
    minH: DIALOG_ACTIONS_HEIGHT,
    borderRadius: { base: '0', lg: 'l2' },
  } as const
  return (
    <Dialog.Footer
      data-testid="dialog-actions"
      position={{ base: 'fixed', lg: 'static' }}
      insetX={{ base: '0', lg: 'auto' }}
      bottom={{ base: '0', lg: 'auto' }}
      zIndex={{ base: '1', lg: 'auto' }}
      bg="bg.panel"
      p={{ base: '0', lg: '4' }}
      gap={{ base: '0', lg: '2' }}
      justifyContent={{ base: 'stretch', lg: 'flex-end' }}
    >
      <Button {...shared} variant="outline" onClick={onCancel} disabled={saving}>
        {cancelLabel}
      </Button>
      <Button
        {...shared}
        colorPalette={saveColorPalette}
        onClick={onSave}
        disabled={saveDisabled || saving}
        loading={saving}
      >
        {saveLabel}
      </Button>
    </Dialog.Footer>
  )
}
