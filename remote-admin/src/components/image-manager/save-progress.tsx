import { Progress, Stack } from '@vitrina/ui'
import { useTranslation } from 'react-i18next'

import type { FileProgress } from './types'

function percent(loaded: number, total: number): number {
  return total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0
}

/** Megabytes with one decimal, in the page's language ('1,2' in Spanish). */
function megabytes(bytes: number, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(bytes / 1_000_000)
}

/**
 * Progress of a save's uploads: overall (bytes sent of all files) and per
 * file, so that several covers on a slow network never look frozen.
 */
export function SaveProgress({ files }: { files: FileProgress[] }) {
  const { t, i18n } = useTranslation('admin')
  const loaded = files.reduce((sum, file) => sum + file.loaded, 0)
  const total = files.reduce((sum, file) => sum + file.total, 0)
  const overall = percent(loaded, total)
  const label = t('progress.overall', {
    count: files.length,
    percent: overall,
    sent: megabytes(loaded, i18n.language),
    total: megabytes(total, i18n.language),
  })
  return (
    <Stack gap="2" role="group" aria-label={t('progress.title')}>
      <Progress.Root value={overall} size="sm">
        <Progress.Label>{label}</Progress.Label>
        <Progress.Track aria-label={label}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {files.length > 1
        ? files.map((file) => (
            <Progress.Root key={file.key} value={percent(file.loaded, file.total)} size="xs">
              <Progress.Track
                aria-label={t('progress.file', {
                  n: file.n,
                  percent: percent(file.loaded, file.total),
                })}
              >
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          ))
        : null}
    </Stack>
  )
}
