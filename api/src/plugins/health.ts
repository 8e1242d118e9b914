import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

import type { ErrorBody } from '../http-error.ts'

/** A check that has not answered by then counts as down: a load balancer should not wait on it. */
const CHECK_TIMEOUT_MS = 2000

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the process is about to stop (SIGTERM): `/readyz` answers 503 from then on. */
    lifecycle: { draining: boolean }
  }
}

/**
 * `GET /healthz`: the process answers (liveness). `GET /readyz`: the database
 * and the media storage answer too (readiness). Both sit outside `/api/`, so
 * no `X-Subdomain` is needed, and are never cached.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('lifecycle', { draining: false })
    // While draining, every answer closes its connection, so clients and proxies
    // move to another instance between requests instead of in the middle of one.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (app.lifecycle.draining && request.raw.httpVersionMajor < 2) {
        reply.header('Connection', 'close')
      }
      done(null, payload)
    })
    app.get('/healthz', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store')
      return { status: 'ok' }
    })
    app.get('/readyz', async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      if (app.lifecycle.draining) {
        const body: ErrorBody = { detail: 'El servicio se está deteniendo.', code: 'not_ready' }
        return reply.code(503).send(body)
      }
      const checks = await Promise.allSettled([
        within(app.db.execute(sql`select 1`), CHECK_TIMEOUT_MS),
        within(app.media.check(), CHECK_TIMEOUT_MS),
      ])
      const [database, storage] = checks.map((c) => c.status === 'fulfilled')
      if (database && storage) return { status: 'ok', database: 'ok', storage: 'ok' }
      for (const check of checks) {
        if (check.status === 'rejected') {
          request.log.warn({ reason: String(check.reason) }, 'readiness check failed')
        }
      }
      const down = [!database && 'la base de datos', !storage && 'el almacenamiento de imágenes']
        .filter(Boolean)
        .join(' y ')
      const body: ErrorBody = {
        detail: `El servicio no está listo: no responde ${down}.`,
        code: 'not_ready',
      }
      return reply.code(503).send(body)
    })
  },
  { name: 'health', dependencies: ['db', 'media'] },
)
