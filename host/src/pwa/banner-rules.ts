import { storage, STORAGE_KEYS } from '@vitrina/shared'

/** The browser's install prompt (not in TypeScript's DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>
}

/** Shown when the browser offers a prompt, the app is not standalone and it was not dismissed. */
export function shouldShowInstallBanner(input: {
  hasPrompt: boolean
  standalone: boolean
  dismissed: boolean
}): boolean {
  return input.hasPrompt && !input.standalone && !input.dismissed
}

export function isBannerDismissed(): boolean {
  return storage.get(STORAGE_KEYS.pwaBanner) === 'yes'
}

/** Installed, cancelled or closed: the banner never shows again on this device. */
export function dismissBanner(): void {
  storage.set(STORAGE_KEYS.pwaBanner, 'yes')
}

export function isStandalone(win: Window = window): boolean {
  const navigatorStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone
  return win.matchMedia('(display-mode: standalone)').matches || navigatorStandalone === true
}
