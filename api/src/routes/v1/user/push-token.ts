import { type Static, Type } from '@sinclair/typebox'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'

import { firstRow } from '../../../db/client.ts'
import { errorResponses } from '../../../http-error.ts'
import { Text } from '../schemas.ts'

/** FCM tokens are ~160 characters, APNs ones 64: this leaves plenty of room. */
export const MAX_PUSH_TOKEN_LENGTH = 512
/** Devices kept per user; registering one more replaces the one least recently registered. */
export const MAX_PUSH_TOKENS_PER_USER = 10

/** `web` is what some clients send for a browser; `pwa/web` is the documented name. */
const PLATFORMS = ['android', 'ios', 'pwa/web', 'web'] as const

const Body = Type.Object({
  token: Text({ minLength: 1, maxLength: MAX_PUSH_TOKEN_LENGTH }),
  // One enum rather than a union of literals: a wrong value gets one error, not five.
  platform: Type.Unsafe<(typeof PLATFORMS)[number]>({ type: 'string', enum: [...PLATFORMS] }),
})

const Reply = Type.Object({ id: Type.Integer(), token: Type.String(), platform: Type.String() })

export default async function pushToken(app: FastifyInstance) {
  app.post<{ Body: Static<typeof Body> }>(
    '/user/push-token/',
    {
      onRequest: app.requireUser,
      schema: { body: Body, response: { 201: Reply, ...errorResponses } },
    },
    async (request, reply) => {
      const { token, platform } = request.body
      const { userId } = request
      const storeId = request.store.id
      const row = await app.db.transaction(async (tx) => {
        // One registration per user at a time, so the cap holds under parallel requests.
        await tx.execute(sql`select id from users where id = ${userId} for update`)
        const saved = await tx.execute(sql`
          insert into push_tokens (user_id, store_id, token, platform)
          values (${userId}, ${storeId}, ${token}, ${platform})
          on conflict (user_id, md5(token)) do update
            set platform = excluded.platform, store_id = excluded.store_id, updated_at = now()
          returning id, token, platform`)
        await tx.execute(sql`
          delete from push_tokens where user_id = ${userId} and id not in (
            select id from push_tokens where user_id = ${userId}
            order by updated_at desc, id desc limit ${MAX_PUSH_TOKENS_PER_USER})`)
        return firstRow<{ id: number; token: string; platform: string }>(saved)
      })
      return reply.code(201).send(row)
    },
  )
}
