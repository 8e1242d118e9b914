import type { PushTokenBody } from '@vitrina/contract'

import { api } from '../http/client'

/** `POST user/push-token/` (201): this device's push token, for the logged-in user. */
export async function registerPushToken(json: PushTokenBody): Promise<void> {
  await api.post('user/push-token/', { json })
}
