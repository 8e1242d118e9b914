import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

import {
  type Database,
  type Listener,
  parseStoreChange,
  STORE_CHANGED_CHANNEL,
} from '../db/client.ts'
import {
  type CachedAnswer,
  PublicCache,
  type PublicCacheOptions,
} from '../services/public-cache.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Public per-store answers of this instance; see services/public-cache.ts. */
    publicCache: PublicCache
    /**
     * Drops a store's cached answers here (with `tags`, only those showing
     * one of them); call after a write to it commits.
     */
    storeChanged(storeId: number, tags?: readonly string[]): void
  }
  interface FastifyContextConfig {
    /**
     * Name under which this route's answer is cached per store (it must not
     * depend on who asks); a function names it from the request's path and
     * query, or returns null for an answer not to cache.
     */
    publicCache?: string | ((request: FastifyRequest) => string | null)
  }
  interface FastifyRequest {
    /** `publicCache.ticket()` taken before the request read anything. */
    publicCacheTicket: number
    /** The cache name of this request's answer, when it has one. */
    publicCacheName: string | null
    /** Set by a handler: what its answer shows (`p:<id>`), so a change to one of them drops it. */
    publicCacheTags: readonly string[] | undefined
  }
}

/** Shared caches (CDN, reverse proxy) may keep a public answer this long (s)… */
export const SHARED_MAX_AGE_S = 10
/** …and serve it this much longer while they fetch a fresh one in the background. */
export const STALE_WHILE_REVALIDATE_S = 60

/**
 * Browsers revalidate every time (`no-cache`: an owner sees a save at once;
 * the 304 costs nothing here). A CDN told to honour `s-maxage` over `no-cache`,
 * or one reading `CDN-Cache-Control` (RFC 9213), serves each store's answer
 * for a few seconds. The store is named by `X-Subdomain`, so caches key on it.
 */
export const PUBLIC_HEADERS = {
  'cache-control': `public, no-cache, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`,
  'cdn-cache-control': `public, max-age=${SHARED_MAX_AGE_S}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`,
  vary: 'X-Subdomain',
} as const

/** True when an `If-None-Match` value names `etag` (weak comparison, as RFC 9110 asks). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/** The store named by `X-Subdomain`, normalised as the tenant plugin does; null if unusable. */
export function subdomainOf(request: FastifyRequest): string | null {
  const raw = request.headers['x-subdomain']
  const subdomain = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase()
  return subdomain && subdomain.length <= 63 ? subdomain : null
}

function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.headers(PUBLIC_HEADERS).header('etag', answer.etag)
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send()
  return reply.type(answer.contentType).send(answer.body)
}

export interface PublicCachePluginOptions {
  database: Database
  limits?: PublicCacheOptions
}

/**
 * The instance's public cache (`app.publicCache`) and how it hears of writes:
 * `app.storeChanged()` after a write in this process and, on PostgreSQL,
 * every `announceStoreChange()` of any process through `LISTEN`. Until that
 * connection listens, and whenever it drops, the cache is empty and unused.
 */
export const publicCachePlugin = fp<PublicCachePluginOptions>(
  async (app, { database, limits }) => {
    const cache = new PublicCache(limits)
    app.decorate('publicCache', cache)
    app.decorate('storeChanged', (storeId: number, tags?: readonly string[]) =>
      cache.invalidate(storeId, tags),
    )

    let listener: Listener | undefined
    if (database.listen) {
      cache.suspend()
      listener = await database.listen(STORE_CHANGED_CHANNEL, {
        message: (payload) => {
          const change = parseStoreChange(payload)
          if (change) cache.invalidate(change.storeId, change.tags)
          else cache.clear()
        },
        up: () => cache.resume(),
        down: (error) => {
          cache.suspend()
          app.log.warn(`[cache] store change notifications lost (${error.message}); reconnecting`)
        },
      })
      app.addHook('onClose', async () => listener?.close())
    }
  },
  { name: 'public-cache', dependencies: ['db'] },
)

/**
 * Answers the routes whose config names a `publicCache` entry from the cache
 * when it can (before the tenant is resolved: no database, no hashing), and
 * otherwise caches their 200 answer on the way out. Every answer, cached or
 * not, carries the strong ETag and the public cache headers, and a matching
 * `If-None-Match` gets an empty 304. Register before the tenant plugin.
 */
export const publicReadsPlugin = fp(
  async (app) => {
    app.decorateRequest('publicCacheTicket', 0)
    app.decorateRequest('publicCacheName', null)
    app.decorateRequest('publicCacheTags', undefined)

    // Both hooks are synchronous: a cache hit costs no promise and no extra tick.
    app.addHook('onRequest', (request, reply, done) => {
      const config = request.routeOptions.config.publicCache
      if (!config || (request.method !== 'GET' && request.method !== 'HEAD')) return done()
      const name = typeof config === 'function' ? config(request) : config
      if (!name) return done()
      request.publicCacheName = name
      request.publicCacheTicket = app.publicCache.ticket()
      const subdomain = subdomainOf(request)
      const hit = subdomain ? app.publicCache.get(subdomain, name) : undefined
      // Answered here: the rest of the request's hooks and its handler are skipped.
      if (hit) sendAnswer(request, reply, hit)
      else done()
    })

    app.addHook('onSend', (request, reply, payload, done) => {
      // Cache hits send a Buffer and 304s nothing: only fresh 200s go further.
      const name = request.publicCacheName
      if (typeof payload !== 'string' || reply.statusCode !== 200 || !request.store || !name) {
        done(null, payload)
        return
      }
      const answer = app.publicCache.set(
        request.publicCacheTicket,
        request.store.subdomain,
        name,
        request.store.id,
        payload,
        String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        request.publicCacheTags,
      )
      reply.headers(PUBLIC_HEADERS).header('etag', answer.etag)
      if (!etagMatches(request.headers['if-none-match'], answer.etag)) {
        done(null, payload)
        return
      }
      reply.code(304).removeHeader('content-type')
      done(null, null)
    })
  },
  { name: 'public-reads', dependencies: ['public-cache'] },
)
