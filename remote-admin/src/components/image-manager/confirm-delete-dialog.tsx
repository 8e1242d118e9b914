import { DialogActions } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import { AdminDialog } from '../admin-dialog'
import { DeleteIcon } from '../icons'

export interface ConfirmDeleteDialogProps {
  open: boolean
  onConfirm: () => void
  onCancel: () => void
  /** Where focus goes when the dialog closes. */
  finalFocusEl?: () => HTMLElement | null
}

/** 'Eliminar imagen' / '¿Deseas eliminar esta imagen?' with Cancelar and Eliminar. */
export function ConfirmDeleteDialog({
  open,
  onConfirm,
  onCancel,
  finalFocusEl,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('admin')
  return (
    <AdminDialog
      open={open}
      onClose={onCancel}
      finalFocusEl={finalFocusEl}
      title={t('deleteConfirm.title')}
      icon={<DeleteIcon />}
      closeLabel={t('crop.close')}
      actions={
        <DialogActions
          cancelLabel={t('deleteConfirm.cancel')}
          saveLabel={t('deleteConfirm.confirm')}
          onCancel={onCancel}
          onSave={onConfirm}
          saveColorPalette="red"
        />
      }
      question={t('deleteConfirm.text')}
    />
  )
}
