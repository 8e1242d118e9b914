import { createHash } from 'node:crypto'

import type { FastifyReply, FastifyRequest } from 'fastify'

/** True when an `If-None-Match` value names `etag` (weak comparison, as RFC 9110 asks). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/**
 * onSend hook of the public storefront reads. Their answers change as soon as
 * the owner saves, and the admin reloads them right after saving, so caches must
 * revalidate every time (`no-cache`); the ETag makes an unchanged answer an
 * empty 304. The store is named by a header, so caches must key on it too.
 */
export async function revalidate(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload
  const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`
  reply.header('ETag', etag).header('Cache-Control', 'no-cache').header('Vary', 'X-Subdomain')
  if (!matches(request.headers['if-none-match'], etag)) return payload
  reply.code(304).removeHeader('Content-Type')
  return null
}
