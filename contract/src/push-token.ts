import { type Static, Type } from '@sinclair/typebox'

import { Text } from './text'

/** FCM tokens are ~160 characters, APNs ones 64: this leaves plenty of room. */
export const MAX_PUSH_TOKEN_LENGTH = 512

/** `web` is what some clients send for a browser; `pwa/web` is the documented name. */
const PUSH_PLATFORMS = ['android', 'ios', 'pwa/web', 'web'] as const

/** `POST user/push-token/` body. */
export const PushTokenBodySchema = Type.Object({
  token: Text({ minLength: 1, maxLength: MAX_PUSH_TOKEN_LENGTH }),
  // One enum rather than a union of literals: a wrong value gets one error, not five.
  platform: Type.Unsafe<(typeof PUSH_PLATFORMS)[number]>({
    type: 'string',
    enum: [...PUSH_PLATFORMS],
  }),
})
export type PushTokenBody = Static<typeof PushTokenBodySchema>

/** `POST user/push-token/` answer (201). */
export const PushTokenSchema = Type.Object({
  id: Type.Integer(),
  token: Type.String(),
  platform: Type.String(),
})
export type PushToken = Static<typeof PushTokenSchema>
