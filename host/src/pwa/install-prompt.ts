import { atom } from 'jotai'

import type { BeforeInstallPromptEvent } from './banner-rules'

/** The deferred install prompt, once the browser offered one. */
export const installPromptAtom = atom<BeforeInstallPromptEvent | null>(null)

// The prompt may fire before React mounts: keep it until the shell asks.
let early: BeforeInstallPromptEvent | null = null
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    early = event as BeforeInstallPromptEvent
  })
}

/**
 * Listens for the browser's install prompt from the first moment (it may fire
 * before React mounts) and keeps it for the banner.
 */
export function captureInstallPrompt(
  onPrompt: (event: BeforeInstallPromptEvent | null) => void,
  win: Window = window,
): () => void {
  const onBefore = (event: Event) => {
    event.preventDefault()
    onPrompt(event as BeforeInstallPromptEvent)
  }
  const onInstalled = () => onPrompt(null)
  if (early) onPrompt(early)
  win.addEventListener('beforeinstallprompt', onBefore)
  win.addEventListener('appinstalled', onInstalled)
  return () => {
    win.removeEventListener('beforeinstallprompt', onBefore)
    win.removeEventListener('appinstalled', onInstalled)
  }
}
