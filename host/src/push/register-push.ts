import {
  appStore,
  getRuntimeConfig,
  registerPushToken,
  sendStoredPushToken,
  sessionAtom,
  updateSessionAtom,
} from '@vitrina/shared'

import { nativePlatform, type PushPlatformAdapter } from './platform'

/**
 * The platform of this device, loaded only when needed: Capacitor inside a
 * native shell, Firebase web messaging when the runtime config has it, else none.
 */
export async function resolvePushPlatform(): Promise<PushPlatformAdapter | null> {
  const native = nativePlatform()
  if (native) {
    const { createCapacitorPush } = await import(
      /* webpackChunkName: "push-native" */ './capacitor-push'
    )
    return createCapacitorPush(native)
  }
  const firebase = getRuntimeConfig().firebase
  if (firebase && typeof window !== 'undefined' && 'Notification' in window) {
    const { createFirebasePush } = await import(
      /* webpackChunkName: "push-web" */ './firebase-push'
    )
    return createFirebasePush(firebase)
  }
  return null
}

let listening: PushPlatformAdapter['platform'] | null = null

function notificationsGranted(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted'
}

/** Shows foreground messages as browser notifications; attached once per page. */
function listenInForeground(adapter: PushPlatformAdapter): void {
  if (!adapter.onForegroundMessage || listening === adapter.platform) return
  listening = adapter.platform
  adapter.onForegroundMessage(({ title, body }) => {
    new Notification(title, body ? { body } : undefined)
  })
}

/** Forgets the attached listener (tests start each case from a fresh page). */
export function resetForegroundListener(): void {
  listening = null
}

/**
 * Push registration (product-rules §4): reuse a stored token and platform; otherwise
 * ask permission (denied: a console warning and stop), register, store the
 * token and platform, and send them to `POST user/push-token/`. Errors are
 * only logged; without a platform it is skipped quietly.
 */
export async function registerPush(
  resolvePlatform: () => Promise<PushPlatformAdapter | null> = resolvePushPlatform,
): Promise<'reused' | 'registered' | 'denied' | 'skipped' | 'failed'> {
  try {
    const { fcmToken, fcmPlatform } = appStore.get(sessionAtom)
    if (fcmToken && fcmPlatform) {
      await sendStoredPushToken()
      // Foreground messages are web only; a reused web token needs its listener on this visit too.
      if (fcmPlatform === 'pwa/web' && notificationsGranted()) {
        const adapter = await resolvePlatform()
        if (adapter?.platform === fcmPlatform) listenInForeground(adapter)
      }
      return 'reused'
    }
    const adapter = await resolvePlatform()
    if (!adapter) {
      console.info('[push] no push configuration: registration skipped')
      return 'skipped'
    }
    if ((await adapter.requestPermission()) !== 'granted') {
      console.warn('[push] notification permission denied')
      return 'denied'
    }
    const token = await adapter.register()
    appStore.set(updateSessionAtom, { fcmToken: token, fcmPlatform: adapter.platform })
    listenInForeground(adapter)
    await registerPushToken({ token, platform: adapter.platform })
    return 'registered'
  } catch (error) {
    console.error('[push] registration failed', error)
    return 'failed'
  }
}
