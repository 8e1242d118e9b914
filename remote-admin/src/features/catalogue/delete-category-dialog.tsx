import { DialogActions } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import { AdminDialog } from '../../components/admin-dialog'
import { DeleteIcon } from '../../components/icons'

export interface DeleteCategoryDialogProps {
  /** The category asked about; null: closed. */
  name: string | null
  onConfirm: () => void
  onCancel: () => void
  /** Where focus goes once it closes; null: back to the button that opened it. */
  finalFocusEl?: () => HTMLElement | null
}

/** Asks before deleting a category; its products stay. */
export function DeleteCategoryDialog({
  name,
  onConfirm,
  onCancel,
  finalFocusEl,
}: DeleteCategoryDialogProps) {
  const { t } = useTranslation('admin')
  return (
    <AdminDialog
      open={name !== null}
      onClose={onCancel}
      finalFocusEl={finalFocusEl}
      title={t('catalogue.categories.deleteTitle')}
      icon={<DeleteIcon />}
      closeLabel={t('catalogue.close')}
      actions={
        <DialogActions
          cancelLabel={t('catalogue.cancel')}
          saveLabel={t('catalogue.categories.deleteConfirm')}
          onCancel={onCancel}
          onSave={onConfirm}
          saveColorPalette="red"
        />
      }
      question={t('catalogue.categories.deleteText', { name: name ?? '' })}
    />
  )
}
