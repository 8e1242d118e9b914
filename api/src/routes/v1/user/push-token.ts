import {
  type PushToken,
  type PushTokenBody,
  PushTokenBodySchema,
  PushTokenSchema,
} from '@vitrina/contract'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'

import { firstRow } from '../../../db/client.ts'
import { errorResponses } from '../../../http-error.ts'

/** Devices kept per user; registering one more replaces the one least recently registered. */
export const MAX_PUSH_TOKENS_PER_USER = 10

export default async function pushToken(app: FastifyInstance) {
  app.post<{ Body: PushTokenBody }>(
    '/user/push-token/',
    {
      onRequest: app.requireUser,
      schema: { body: PushTokenBodySchema, response: { 201: PushTokenSchema, ...errorResponses } },
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
        return firstRow<PushToken>(saved)
      })
      return reply.code(201).send(row)
    },
  )
}
