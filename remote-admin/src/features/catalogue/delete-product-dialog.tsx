import { DialogActions } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import { AdminDialog } from '../../components/admin-dialog'
import { DeleteIcon } from '../../components/icons'

export interface DeleteProductDialogProps {
  open: boolean
  title: string
  onConfirm: () => void
  onCancel: () => void
}

/** 'Eliminar producto': asks before deleting; past orders keep what they showed. */
export function DeleteProductDialog({
  open,
  title,
  onConfirm,
  onCancel,
}: DeleteProductDialogProps) {
  const { t } = useTranslation('admin')
  return (
    <AdminDialog
      open={open}
      onClose={onCancel}
      title={t('catalogue.editor.delete')}
      icon={<DeleteIcon />}
      closeLabel={t('catalogue.close')}
      actions={
        <DialogActions
          cancelLabel={t('catalogue.cancel')}
          saveLabel={t('catalogue.editor.deleteConfirm')}
          onCancel={onCancel}
          onSave={onConfirm}
          saveColorPalette="red"
        />
      }
      question={t('catalogue.editor.deleteText', { title })}
    />
  )
}
