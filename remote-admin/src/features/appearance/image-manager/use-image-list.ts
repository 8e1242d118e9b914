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

import { byPosition, type ImageKindConfig } from '../image-kinds'
import { blobToFile } from './blob-to-file'
import {
  executeSave,
  failureCode,
  hasChanges,
  planSave,
  type SaveFailure,
  toItems,
} from './save-plan'
import type { ImageItem } from './types'

const mediaUrl = (path: string) => absoluteMediaUrl(path) ?? path

export type ListStatus = 'loading' | 'ready' | 'error'

/** Loads a kind's images, tracks the edited list, and saves it (product-rules §4). */
export function useImageList(config: ImageKindConfig) {
  const { t } = useTranslation('admin')
  const [server, setServer] = useState<StoreImage[]>([])
  const [items, setItems] = useState<ImageItem[]>([])
  const [status, setStatus] = useState<ListStatus>('loading')
  const [saving, setSaving] = useState(false)
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

  async function save() {
    setSaving(true)
    try {
      const result = await executeSave(planSave(server, items), items, endpoints, (blob) =>
        blobToFile(blob, config.file),
      )
      if (result.server) {
        apply(result.server)
        // The app bar shows the first logo: let it follow without a reload.
        if (config.kind === 'logos') setStoreLogos(byPosition(result.server))
      }
      if (result.failures.length === 0) {
        notify({ type: 'success', message: t(messages.saved) })
      } else {
        const failures = result.failures.map(describe).join('; ')
        notify({
          type: 'error',
          title: t(messages.saveFailed),
          message: t('save.partial', {
            failures: failures.charAt(0).toUpperCase() + failures.slice(1),
          }),
          errorCode: failureCode(result.failures),
        })
      }
    } finally {
      setSaving(false)
    }
  }

  function discard() {
    setItems(toItems(server, mediaUrl))
  }

  return { items, setItems, dirty, status, saving, save, discard }
}
