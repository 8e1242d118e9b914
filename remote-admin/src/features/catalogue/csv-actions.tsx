import { ApiError, notify } from '@vitrina/shared'
import { useFocusBack } from '@vitrina/shared/a11y'
import { Button, HStack } from '@vitrina/ui'
import { type ChangeEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { notifyError } from '../../components/notify-error'
import { exportProducts } from './api/export-products'
import { importProducts } from './api/import-products'
import { ImportDialog, type ImportState } from './import-dialog'

export interface CsvActionsProps {
  /** After a real import: the list reloads. */
  onImported: () => void
}

/** Saves a blob as a file through a temporary link. */
function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** 'Exportar' (the CSV, with the owner's token) and 'Importar' (dry run, report, then the real import). */
export function CsvActions({ onImported }: CsvActionsProps) {
  const { t } = useTranslation('admin')
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [state, setState] = useState<ImportState | null>(null)
  // Stocks the file would change (a sale since it was exported) stay as they are unless unticked.
  const [keepStock, setKeepStock] = useState(true)
  const [exporting, setExporting] = useState(false)
  const exportButton = useFocusBack(exporting)

  async function runExport() {
    setExporting(true)
    try {
      const { blob, filename } = await exportProducts()
      download(blob, filename)
    } catch (error) {
      notifyError(t('catalogue.export.failed'), error)
    } finally {
      setExporting(false)
    }
  }

  async function check(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0]
    event.target.value = ''
    if (!chosen) return
    setFile(chosen)
    setKeepStock(true)
    setState({ step: 'checking' })
    try {
      setState({ step: 'checked', result: await importProducts(chosen, { dryRun: true }) })
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setState({ step: 'invalid', errors: Object.entries(error.errors), detail: error.detail })
      } else {
        setState(null)
        notifyError(t('catalogue.import.failed'), error)
      }
    }
  }

  async function confirm() {
    if (!file || state?.step !== 'checked') return
    setState({ step: 'importing', result: state.result })
    try {
      const result = await importProducts(file, { dryRun: false, keepStock })
      notify({ type: 'success', message: t('catalogue.import.done', result) })
      setState(null)
      onImported()
    } catch (error) {
      setState(null)
      notifyError(t('catalogue.import.failed'), error)
    }
  }

  return (
    <HStack gap="2">
      <Button
        ref={exportButton}
        variant="outline"
        onClick={() => void runExport()}
        loading={exporting}
      >
        {t('catalogue.list.export')}
      </Button>
      <Button variant="outline" onClick={() => input.current?.click()}>
        {t('catalogue.list.import')}
      </Button>
      {/* Out of the page and of the accessibility tree: 'Importar' is the one control
          (a visible-to-screen-readers input was a second 'Importar' button). */}
      <input
        ref={input}
        type="file"
        hidden
        accept=".csv,text/csv"
        aria-label={t('catalogue.list.importFile')}
        onChange={(event) => void check(event)}
      />
      <ImportDialog
        state={state}
        keepStock={keepStock}
        onKeepStock={setKeepStock}
        onConfirm={() => void confirm()}
        onClose={() => setState(null)}
      />
    </HStack>
  )
}
