import { DialogActions } from '@vitrina/ui'
import { useContext } from 'react'
import { useTranslation } from 'react-i18next'
import { UNSAFE_DataRouterContext } from 'react-router-dom'

import { type LeaveGuard, useBrowserLeaveGuard, useLeaveGuard } from '../hooks/use-leave-guard'
import { AdminDialog } from './admin-dialog'
import { WarningIcon } from './icons'

export interface UnsavedChangesGuardProps {
  /** Ask before leaving while this is true. */
  when: boolean
  /** A save is under way: the dialog says leaving may lose what is not sent yet. */
  saving?: boolean
}

/**
 * Asks before leaving a page with unsaved changes: in-app navigation gets the
 * 'Cambios sin guardar' dialog, closing or reloading the tab the browser's own
 * prompt. Any admin page can render it.
 */
export function UnsavedChangesGuard({ when, saving = false }: UnsavedChangesGuardProps) {
  // A host released before its data router cannot hold navigation (useBlocker
  // would throw there): this remote still runs in it, with the browser's prompt only.
  const dataRouter = useContext(UNSAFE_DataRouterContext) !== null
  return dataRouter ? <LeavePrompt when={when} saving={saving} /> : <BrowserOnly when={when} />
}

function LeavePrompt({ when, saving }: { when: boolean; saving: boolean }) {
  return <LeaveDialog guard={useLeaveGuard(when)} saving={saving} />
}

function BrowserOnly({ when }: { when: boolean }) {
  useBrowserLeaveGuard(when)
  return null
}

function LeaveDialog({ guard, saving }: { guard: LeaveGuard; saving: boolean }) {
  const { t } = useTranslation('admin')
  return (
    <AdminDialog
      open={guard.blocked}
      onClose={guard.stay}
      title={t('unsavedDialog.title')}
      icon={<WarningIcon />}
      closeLabel={t('crop.close')}
      actions={
        <DialogActions
          cancelLabel={t('unsavedDialog.stay')}
          saveLabel={t('unsavedDialog.leave')}
          onCancel={guard.stay}
          onSave={guard.proceed}
          saveColorPalette="red"
        />
      }
      question={t(saving ? 'unsavedDialog.savingText' : 'unsavedDialog.text')}
    />
  )
}
