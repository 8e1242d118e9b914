import { type StringOptions, Type } from '@sinclair/typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** Text without NUL characters, which PostgreSQL cannot store or compare. */
export const NO_NUL = '^[^\\u0000]*$'
export const Text = (options: StringOptions = {}) => Type.String({ ...options, pattern: NO_NUL })

export const ImageItemSchema = Type.Object({
  id: Type.Integer(),
  image: Type.String(),
  position: Type.Integer(),
  /** Present only when the owner gave the image one. */
  alt: Type.Optional(Type.String()),
  /** `<img srcset>` candidates (variants, then `image` when wider); present only with variants. */
  srcset: Type.Optional(Type.String()),
  /** WebP copies, narrowest first; present only when the image has some. */
  variants: Type.Optional(
    Type.Array(
      Type.Object({
        url: Type.String(),
        width: Type.Integer(),
        type: Type.Literal('image/webp'),
      }),
    ),
  ),
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
