import type { ImportResult } from '@vitrina/contract'
import { DialogActions, HStack, Spinner, Stack, Text } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import { AdminDialog } from '../../components/admin-dialog'
import { CheckBox } from '../../components/form-controls'

/** Where an import stands: checking, checked (counts or row errors), importing. */
export type ImportState =
  | { step: 'checking' }
  | { step: 'checked'; result: ImportResult }
  | { step: 'invalid'; errors: Array<[string, string[]]>; detail: string }
  | { step: 'importing'; result: ImportResult }

export interface ImportDialogProps {
  state: ImportState | null
  /** Variants whose stock the file would change keep the stock of now (ticked by default). */
  keepStock: boolean
  onKeepStock: (keep: boolean) => void
  onConfirm: () => void
  onClose: () => void
}

/** The dry run's answer: what the import would do, or every bad row ('fila N'), and the confirmation. */
export function ImportDialog({
  state,
  keepStock,
  onKeepStock,
  onConfirm,
  onClose,
}: ImportDialogProps) {
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
      {ready && state.result.stock_changed ? (
        <StockChanges
          result={state.result}
          keepStock={keepStock}
          onKeepStock={onKeepStock}
          disabled={state.step === 'importing'}
        />
      ) : null}
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

/**
 * The known variants whose stock the file would change, most likely sold
 * since the file was exported, and the choice to keep the stock of now
 * (commerce spec §3: stock is never overwritten blind).
 */
function StockChanges({
  result,
  keepStock,
  onKeepStock,
  disabled,
}: {
  result: ImportResult
  keepStock: boolean
  onKeepStock: (keep: boolean) => void
  disabled: boolean
}) {
  const { t } = useTranslation('admin')
  const listed = result.stock_changes ?? []
  const count = result.stock_changed ?? listed.length
  const shown = (stock: number | null) => (stock === null ? t('catalogue.import.untracked') : stock)
  return (
    <Stack gap="2" mt="3">
      <Text fontWeight="semibold">{t('catalogue.import.stockChanged', { count })}</Text>
      <Stack as="ul" gap="1" ps="4" listStyleType="disc">
        {listed.map((change) => (
          <li key={change.fila}>
            {t('catalogue.import.stockChange', {
              fila: change.fila,
              variant: change.variant,
              now: shown(change.stock),
              file: shown(change.stock_file),
            })}
          </li>
        ))}
        {count > listed.length ? (
          <li>{t('catalogue.import.stockMore', { count: count - listed.length })}</li>
        ) : null}
      </Stack>
      <HStack as="label" gap="2" minH="10" cursor="pointer">
        <CheckBox
          type="checkbox"
          checked={keepStock}
          disabled={disabled}
          onChange={(event) => onKeepStock(event.target.checked)}
        />
        {t('catalogue.import.keepStock')}
      </HStack>
    </Stack>
  )
}
