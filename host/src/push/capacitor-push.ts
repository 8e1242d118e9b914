import { PushNotifications } from '@capacitor/push-notifications'

import type { PushPlatformAdapter } from './platform'

/** Native push through Capacitor's PushNotifications plugin (Android FCM, iOS APNs). */
export function createCapacitorPush(platform: 'android' | 'ios'): PushPlatformAdapter {
  return {
    platform,
    async requestPermission() {
      let status = await PushNotifications.checkPermissions()
      if (status.receive === 'prompt' || status.receive === 'prompt-with-rationale')
        status = await PushNotifications.requestPermissions()
      return status.receive === 'granted' ? 'granted' : 'denied'
    },
    register() {
      return new Promise<string>((resolve, reject) => {
        void PushNotifications.addListener('registration', (token) => resolve(token.value))
        void PushNotifications.addListener('registrationError', (error) =>
          reject(new Error(error.error)),
        )
        PushNotifications.register().catch(reject)
      })
    },
  }
}
