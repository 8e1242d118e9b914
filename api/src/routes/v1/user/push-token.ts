import { type Static, Type } from '@sinclair/typebox'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'

import { pushTokens } from '../../../db/schema.ts'
import { errorResponses } from '../../../http-error.ts'
import { Text } from '../schemas.ts'

/** `web` is what some clients send for a browser; `pwa/web` is the documented name. */
const PLATFORMS = ['android', 'ios', 'pwa/web', 'web'] as const

const Body = Type.Object({
  token: Text({ minLength: 1, maxLength: 4096 }),
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
      const [row] = await app.db
        .insert(pushTokens)
        .values({ userId: request.userId, storeId: request.store.id, token, platform })
        .onConflictDoUpdate({
          target: [pushTokens.userId, pushTokens.token],
          set: { platform, storeId: request.store.id, updatedAt: sql`now()` },
        })
        .returning({ id: pushTokens.id, token: pushTokens.token, platform: pushTokens.platform })
      return reply.code(201).send(row)
    },
  )
}
