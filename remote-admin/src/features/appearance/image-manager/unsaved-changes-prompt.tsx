import { DialogActions, Text } from '@vitrina/ui'
import { useContext, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  type Navigator,
  type To,
  UNSAFE_DataRouterContext,
  UNSAFE_NavigationContext,
  useBlocker,
} from 'react-router-dom'

import { AdminDialog } from '../../../components/admin-dialog'
import { WarningIcon } from '../../../components/icons'

interface LeaveGuard {
  blocked: boolean
  proceed: () => void
  stay: () => void
}

function pathOf(to: To): string | undefined {
  return typeof to === 'string' ? to.split(/[?#]/)[0] : to.pathname
}

/** Data routers (createBrowserRouter) can block natively. */
function useDataRouterGuard(when: boolean): LeaveGuard {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  )
  return {
    blocked: blocker.state === 'blocked',
    proceed: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
  }
}

type HistoryIndexState = { idx?: unknown } | null

/**
 * A plain <BrowserRouter> has no blocker, so in-app navigation is held at the
 * navigator (every <Link> and navigate() goes through push/replace), and a
 * back/forward step is undone before the router sees it: a capturing popstate
 * listener on window runs before the router's own listener.
 */
function useHistoryGuard(when: boolean): LeaveGuard {
  const { navigator } = useContext(UNSAFE_NavigationContext)
  const [pending, setPending] = useState<(() => void) | null>(null)
  const allowPop = useRef(false)

  useEffect(() => {
    if (!when) return
    const nav = navigator as Navigator
    const { push, replace } = nav
    const current = () => window.location.pathname
    nav.push = (to, state, opts) => {
      if (pathOf(to) === current()) return push.call(nav, to, state, opts)
      setPending(() => () => push.call(nav, to, state, opts))
    }
    nav.replace = (to, state, opts) => {
      if (pathOf(to) === current()) return replace.call(nav, to, state, opts)
      setPending(() => () => replace.call(nav, to, state, opts))
    }
    return () => {
      nav.push = push
      nav.replace = replace
    }
  }, [when, navigator])

  useEffect(() => {
    if (!when) return
    const startIdx = (window.history.state as HistoryIndexState)?.idx
    let undoing = false
    function onPop(event: PopStateEvent) {
      if (allowPop.current) {
        allowPop.current = false
        return
      }
      if (undoing) {
        undoing = false
        event.stopImmediatePropagation()
        return
      }
      const idx = (window.history.state as HistoryIndexState)?.idx
      if (typeof idx !== 'number' || typeof startIdx !== 'number' || idx === startIdx) return
      event.stopImmediatePropagation()
      undoing = true
      const delta = startIdx - idx
      window.history.go(delta)
      setPending(() => () => {
        allowPop.current = true
        window.history.go(-delta)
      })
    }
    window.addEventListener('popstate', onPop, true)
    return () => window.removeEventListener('popstate', onPop, true)
  }, [when])

  return {
    blocked: pending !== null,
    proceed: () => {
      const go = pending
      setPending(null)
      go?.()
    },
    stay: () => setPending(null),
  }
}

function useBeforeUnload(when: boolean) {
  useEffect(() => {
    if (!when) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [when])
}

function PromptDialog({ guard, saving }: { guard: LeaveGuard; saving: boolean }) {
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
    >
      <Text>{t(saving ? 'unsavedDialog.savingText' : 'unsavedDialog.text')}</Text>
    </AdminDialog>
  )
}

function DataRouterPrompt({ when, saving }: { when: boolean; saving: boolean }) {
  return <PromptDialog guard={useDataRouterGuard(when)} saving={saving} />
}

function HistoryPrompt({ when, saving }: { when: boolean; saving: boolean }) {
  return <PromptDialog guard={useHistoryGuard(when)} saving={saving} />
}

export interface UnsavedChangesPromptProps {
  /** Ask before leaving while this is true. */
  when: boolean
  /** A save is under way: the dialog says leaving may lose what is not sent yet. */
  saving?: boolean
}

/**
 * Asks before leaving the page with unsaved changes: in-app navigation gets a
 * confirmation dialog, closing or reloading the tab the browser's own prompt.
 * Works under a data router (useBlocker) and under a plain <BrowserRouter>.
 */
export function UnsavedChangesPrompt({ when, saving = false }: UnsavedChangesPromptProps) {
  useBeforeUnload(when)
  const dataRouter = useContext(UNSAFE_DataRouterContext)
  return dataRouter ? (
    <DataRouterPrompt when={when} saving={saving} />
  ) : (
    <HistoryPrompt when={when} saving={saving} />
  )
}
