import type { FastifyReply, FastifyRequest } from 'fastify'

/** onRequest hook of the routes that answer with credentials: no cache may keep the answer. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store')
}
