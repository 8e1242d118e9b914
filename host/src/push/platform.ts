import type { PushPlatform } from '@vitrina/shared'

export type PushPermission = 'granted' | 'denied'

/** A foreground message to show as a browser notification. */
export interface PushMessage {
  title: string
  body?: string
}

/** What the registration flow needs from a push platform (Firebase web, Capacitor native). */
export interface PushPlatformAdapter {
  readonly platform: PushPlatform
  requestPermission(): Promise<PushPermission>
  /** Registers the device and answers its token. */
  register(): Promise<string>
  /** Foreground messages (web only). */
  onForegroundMessage?(handler: (message: PushMessage) => void): void
}

interface CapacitorGlobal {
  isNativePlatform?: () => boolean
  getPlatform?: () => string
}

/** The native platform when the page runs inside a Capacitor shell. */
export function nativePlatform(win: Window = window): 'android' | 'ios' | null {
  const capacitor = (win as Window & { Capacitor?: CapacitorGlobal }).Capacitor
  if (!capacitor?.isNativePlatform?.()) return null
  return capacitor.getPlatform?.() === 'ios' ? 'ios' : 'android'
}
