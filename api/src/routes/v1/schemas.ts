import { type StringOptions, Type } from '@sinclair/typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** Text without NUL characters, which PostgreSQL cannot store or compare. */
export const NO_NUL = '^[^\\u0000]*$'
export const Text = (options: StringOptions = {}) => Type.String({ ...options, pattern: NO_NUL })

export const ImageItemSchema = Type.Object({
  id: Type.Integer(),
  image: Type.String(),
  position: Type.Integer(),
})

export const ImageListSchema = Type.Array(ImageItemSchema)

export const AuthUserFields = {
  email: Type.String(),
  username: Type.String(),
  user_id: Type.Integer(),
}

export const RefreshBodySchema = Type.Object({
  refresh: Text({ minLength: 1, maxLength: 4096 }),
})

/** onRequest hook of the routes that answer with credentials: no cache may keep the answer. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store')
}
