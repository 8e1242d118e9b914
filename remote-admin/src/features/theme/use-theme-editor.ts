import type { ThemeVersion } from '@vitrina/contract'
import { ApiError, notify } from '@vitrina/shared'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { getTheme } from './api/get-theme'
import { getThemeVersions } from './api/get-theme-versions'
import { publishTheme } from './api/publish-theme'
import { restoreThemeVersion } from './api/restore-theme-version'
import { THEME_NS } from './locales'
import { draftProblems, type DraftUpdate, sameDraft, type ThemeDraft } from './theme-draft'

type Status = 'loading' | 'ready' | 'error'

/**
 * The editor's state: the published theme, the draft being edited (nothing is
 * sent until `publish`), its problems, and the kept versions.
 */
export function useThemeEditor() {
  const { t } = useTranslation(THEME_NS)
  const [status, setStatus] = useState<Status>('loading')
  const [saved, setSaved] = useState<ThemeDraft | null>(null)
  const [draft, setDraft] = useState<ThemeDraft | null>(null)
  const [versions, setVersions] = useState<ThemeVersion[]>([])
  const [busy, setBusy] = useState(false)

  const loadVersions = useCallback(async () => {
    try {
      setVersions(await getThemeVersions())
    } catch {
      setVersions([])
    }
  }, [])

  const load = useCallback(async () => {
    setStatus('loading')
    try {
      const theme = await getTheme()
      setSaved(theme)
      setDraft(theme)
      setStatus('ready')
    } catch {
      setStatus('error')
    }
    await loadVersions()
  }, [loadVersions])

  useEffect(() => {
    void load()
  }, [load])

  const update: DraftUpdate = useCallback(
    (change) => setDraft((current) => (current ? change(current) : current)),
    [],
  )

  const problems = useMemo(() => (draft ? draftProblems(draft) : {}), [draft])
  const dirty = !sameDraft(draft, saved)

  // The server's reasons under the title; a call that got no answer (no status) says the title alone.
  const fail = useCallback((title: string, error: unknown) => {
    if (!(error instanceof ApiError) || error.status === 0) {
      notify({ type: 'error', message: title, errorCode: null })
      return
    }
    notify({
      type: 'error',
      title,
      message: [error.detail, ...Object.values(error.errors).flat()].join(' '),
      errorCode: error.status,
    })
  }, [])

  const publish = async () => {
    if (!draft) return
    setBusy(true)
    try {
      const theme = await publishTheme(draft)
      setSaved(theme)
      setDraft(theme)
      notify({ type: 'success', message: t('actions.published') })
      await loadVersions()
    } catch (error) {
      fail(t('actions.publishError'), error)
    } finally {
      setBusy(false)
    }
  }

  const restore = useCallback(
    async (id: number) => {
      setBusy(true)
      try {
        const version = await restoreThemeVersion(id)
        setSaved(version.theme)
        setDraft(version.theme)
        notify({ type: 'success', message: t('history.restored') })
        await loadVersions()
      } catch (error) {
        fail(t('history.restoreError'), error)
      } finally {
        setBusy(false)
      }
    },
    [fail, loadVersions, t],
  )

  return {
    status,
    draft,
    update,
    problems,
    dirty,
    busy,
    versions,
    reload: load,
    publish,
    restore,
    discard: () => setDraft(saved),
  }
}
