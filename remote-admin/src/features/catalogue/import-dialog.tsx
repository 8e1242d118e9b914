import type { ImportResult } from '@vitrina/contract'
import { DialogActions, Spinner, Stack, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import { AdminDialog } from '../../components/admin-dialog'

/** Where an import stands: checking, checked (counts or row errors), importing. */
export type ImportState =
  | { step: 'checking' }
  | { step: 'checked'; result: ImportResult }
  | { step: 'invalid'; errors: Array<[string, string[]]>; detail: string }
  | { step: 'importing'; result: ImportResult }

export interface ImportDialogProps {
  state: ImportState | null
  onConfirm: () => void
  onClose: () => void
}

/** The dry run's answer: what the import would do, or every bad row ('fila N'), and the confirmation. */
export function ImportDialog({ state, onConfirm, onClose }: ImportDialogProps) {
  const { t } = useTranslation('admin')
  const ready = state?.step === 'checked' || state?.step === 'importing'
  return (
    <AdminDialog
      open={state !== null}
      onClose={onClose}
      title={t('catalogue.import.title')}
      closeLabel={t('catalogue.close')}
      actions={
        <DialogActions
          cancelLabel={t('catalogue.cancel')}
          saveLabel={t('catalogue.import.confirm')}
          onCancel={onClose}
          onSave={onConfirm}
          saving={state?.step === 'importing'}
          saveDisabled={!ready}
        />
      }
    >
      {state?.step === 'checking' ? (
        <Stack align="center" gap="2" role="status">
          <Spinner />
          <Text>{t('catalogue.import.checking')}</Text>
        </Stack>
      ) : null}
      {ready ? <Text role="status">{t('catalogue.import.summary', state.result)}</Text> : null}
      {state?.step === 'invalid' ? (
        <Stack gap="2" role="alert">
          <Text fontWeight="semibold">{state.detail || t('catalogue.import.invalid')}</Text>
          <Stack as="ul" gap="1" ps="4" listStyleType="disc">
            {state.errors.map(([row, messages]) => (
              <li key={row}>
                {row}: {messages.join(' ')}
              </li>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </AdminDialog>
  )
}
