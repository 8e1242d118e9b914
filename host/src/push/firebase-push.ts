import type { FirebaseWebConfig } from '@vitrina/shared'
import { initializeApp } from 'firebase/app'
import { getMessaging, getToken, isSupported, onMessage } from 'firebase/messaging'

import type { PushPlatformAdapter } from './platform'

const SW_REGISTRATION_LIMIT_MS = 10_000

/** Waits for the page's service worker, or gives up after 10 s (product-rules §9). */
async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(resolve, SW_REGISTRATION_LIMIT_MS)),
  ])
}

/** Web push through Firebase Cloud Messaging; loaded only when the runtime config has Firebase. */
export function createFirebasePush(config: FirebaseWebConfig): PushPlatformAdapter {
  const { vapidKey, ...options } = config
  const app = initializeApp(options, 'vitrina-push')
  return {
    platform: 'pwa/web',
    async requestPermission() {
      if (!(await isSupported())) return 'denied'
      return (await Notification.requestPermission()) === 'granted' ? 'granted' : 'denied'
    },
    async register() {
      const registration = await serviceWorkerRegistration()
      return getToken(getMessaging(app), {
        ...(vapidKey ? { vapidKey } : {}),
        ...(registration ? { serviceWorkerRegistration: registration } : {}),
      })
    },
    onForegroundMessage(handler) {
      onMessage(getMessaging(app), (payload) => {
        const title = payload.notification?.title
        if (title) handler({ title, body: payload.notification?.body })
      })
    },
  }
}
