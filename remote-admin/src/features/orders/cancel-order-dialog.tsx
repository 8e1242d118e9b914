import { DialogActions } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import { AdminDialog } from '../../components/admin-dialog'
import { WarningIcon } from '../../components/icons'

export interface CancelOrderDialogProps {
  open: boolean
  number: number
  onConfirm: () => void
  onClose: () => void
  /** Where focus goes once it closes (the 'Cancelar pedido' button leaves with the cancel). */
  finalFocusEl?: () => HTMLElement | null
}

/** 'Cancelar pedido': asks before a cancel, which gives the order's stock back. */
export function CancelOrderDialog({
  open,
  number,
  onConfirm,
  onClose,
  finalFocusEl,
}: CancelOrderDialogProps) {
  const { t } = useTranslation('admin')
  return (
    <AdminDialog
      open={open}
      onClose={onClose}
      finalFocusEl={finalFocusEl}
      title={t('orders.cancel.title')}
      icon={<WarningIcon />}
      closeLabel={t('orders.cancel.close')}
      actions={
        <DialogActions
          cancelLabel={t('orders.cancel.keep')}
          saveLabel={t('orders.cancel.confirm')}
          onCancel={onClose}
          onSave={onConfirm}
          saveColorPalette="red"
        />
      }
      question={t('orders.cancel.text', { number })}
    />
  )
}
