import {
  absoluteMediaUrl,
  ApiError,
  notify,
  setStoreLogosAtom,
  type StoreImage,
} from '@vitrina/shared'
import { useSetAtom } from 'jotai'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { blobToFile } from '../../components/image-manager/blob-to-file'
import {
  executeSave,
  failureCode,
  hasChanges,
  onlyDeletes,
  planSave,
  type SaveFailure,
  toItems,
} from '../../components/image-manager/save-plan'
import type { FileProgress, ImageItem } from '../../components/image-manager/types'
import { byPosition, type ImageKindConfig } from './image-kinds'

const mediaUrl = (path: string) => absoluteMediaUrl(path) ?? path

export type ListStatus = 'loading' | 'ready' | 'error'

/** Loads a kind's images, tracks the edited list, and saves it (product-rules §4). */
export function useImageList(config: ImageKindConfig) {
  const { t } = useTranslation('admin')
  const [server, setServer] = useState<StoreImage[]>([])
  const [items, setItems] = useState<ImageItem[]>([])
  const [status, setStatus] = useState<ListStatus>('loading')
  const [saving, setSaving] = useState(false)
  /** What the last save could not do, until the next save or discard. */
  const [saveError, setSaveError] = useState<string | null>(null)
  /** The uploads of the save under way (null when none). */
  const [progress, setProgress] = useState<FileProgress[] | null>(null)
  const setStoreLogos = useSetAtom(setStoreLogosAtom)

  const apply = useCallback((list: StoreImage[]) => {
    const sorted = byPosition(list)
    setServer(sorted)
    setItems(toItems(sorted, mediaUrl))
  }, [])

  const { endpoints, messages } = config
  useEffect(() => {
    let active = true
    endpoints.list().then(
      (list) => {
        if (!active) return
        apply(list)
        setStatus('ready')
      },
      (error: unknown) => {
        if (!active) return
        setStatus('error')
        notify({
          type: 'error',
          message: t(messages.loadFailed),
          errorCode: error instanceof ApiError && error.status ? error.status : null,
        })
      },
    )
    return () => {
      active = false
    }
  }, [endpoints, messages, apply, t])

  const dirty = useMemo(() => hasChanges(server, items), [server, items])

  function describe(failure: SaveFailure): string {
    if (failure.step === 'create' || failure.step === 'update')
      return t(`save.failed.${failure.step}`, { n: failure.n })
    return t(`save.failed.${failure.step}`)
  }

  /** Saves the list; resolves true when every step succeeded. */
  async function save(): Promise<boolean> {
    setSaving(true)
    setSaveError(null)
    try {
      const plan = planSave(server, items)
      const deleteOnly = onlyDeletes(plan, server, items)
      const uploads = [...plan.creates, ...plan.updates]
        .sort((a, b) => a.n - b.n)
        .map(({ key, n, blob }) => ({ key, n, loaded: 0, total: blob.size }))
      setProgress(uploads.length > 0 ? uploads : null)
      const result = await executeSave(
        plan,
        items,
        endpoints,
        (blob) => blobToFile(blob, config.file),
        (key, sent) =>
          setProgress((current) =>
            current
              ? current.map((file) =>
                  file.key === key
                    ? { ...file, loaded: sent.loaded, total: sent.total || file.total }
                    : file,
                )
              : current,
          ),
      )
      if (result.server) {
        apply(result.server)
        // The app bar shows the first logo: let it follow without a reload.
        if (config.kind === 'logos') setStoreLogos(byPosition(result.server))
      }
      if (result.failures.length === 0) {
        notify({ type: 'success', message: t(deleteOnly ? messages.deleted : messages.saved) })
        return true
      }
      const failures = result.failures.map(describe).join('; ')
      const title = t(
        result.failures.some((failure) => failure.step === 'delete')
          ? messages.deleteFailed
          : messages.saveFailed,
      )
      const message = t('save.partial', {
        failures: failures.charAt(0).toUpperCase() + failures.slice(1),
      })
      setSaveError(`${title}. ${message}`)
      notify({ type: 'error', title, message, errorCode: failureCode(result.failures) })
      return false
    } finally {
      setSaving(false)
      setProgress(null)
    }
  }

  function discard() {
    setSaveError(null)
    setItems(toItems(server, mediaUrl))
  }

  return { items, setItems, dirty, status, saving, progress, saveError, save, discard }
}
