import {
  api,
  appStore,
  getRuntimeConfig,
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
    adapter.onForegroundMessage?.(({ title, body }) => {
      new Notification(title, body ? { body } : undefined)
    })
    await api.post('user/push-token/', { json: { token, platform: adapter.platform } })
    return 'registered'
  } catch (error) {
    console.error('[push] registration failed', error)
    return 'failed'
  }
}
