import { randomUUID } from 'node:crypto'

import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify'

import { searchIndexesPlugin } from './catalogue/search-indexes.ts'
import type { Database } from './db/client.ts'
import { clientError } from './errors/client-errors.ts'
import { toErrorBody } from './errors/error-body.ts'
import { notFound } from './http-error.ts'
import { lazyRequestLogger } from './logging.ts'
import openapiPlugin, { openapiRoute } from './openapi/plugin.ts'
import { ORDER_SWEEP_MS } from './orders/sweep.ts'
import authPlugin from './plugins/auth.ts'
import dbPlugin from './plugins/db.ts'
import errorsPlugin from './plugins/errors.ts'
import healthPlugin from './plugins/health.ts'
import jsonBodiesPlugin from './plugins/json-bodies.ts'
import mediaPlugin from './plugins/media.ts'
import { publicCachePlugin, publicReadsPlugin } from './plugins/public-cache.ts'
import remotesPlugin from './plugins/remotes.ts'
import securityHeadersPlugin, { securityHeaders } from './plugins/security-headers.ts'
import servicesPlugin from './plugins/services.ts'
import tenantPlugin from './plugins/tenant.ts'
import { listeningBaseUrl } from './public-url.ts'
import deployRoutes from './routes/deploy/remotes.ts'
import v1Routes from './routes/v1/index.ts'
import type { ThrottleOptions } from './services/deploy-throttle.ts'
import { type LoginLimitOverrides, loginLimits } from './services/login-throttle.ts'
import { LocalMediaStore, type MediaStore } from './services/media-store.ts'
import type { PublicCacheOptions } from './services/public-cache.ts'
import type { RemoteDeploysOptions } from './services/remote-deploys.ts'
import { hostSharedVersions, type ManifestLimits } from './services/remote-manifest.ts'
import { checkSecret } from './services/tokens.ts'
import { type SignupConfig, signupConfigFromEnv } from './signup/config.ts'
import signupRoutes from './signup/routes.ts'
import { DEFAULT_SIGNUP_LIMITS, type SignupLimits } from './signup/signup.ts'
import { defaultWebDirs } from './web/app-map.ts'
import {
  remoteUrlsFromEnv,
  runtimeConfigFromEnv,
  type WebRuntimeConfig,
} from './web/runtime-config.ts'

export interface AppOptions {
  database: Database
  /** Where uploaded images live; a `LocalMediaStore` over `mediaDir` when absent. */
  media?: MediaStore
  /** Folder of uploaded images, served under `/media/` (when `media` is not given). */
  mediaDir?: string
  /** HS256 key for access and refresh tokens. */
  jwtSecret: Uint8Array | string
  logger?: FastifyServerOptions['logger']
  /** Login throttling layers (services/login-throttle.ts); unset ones keep their defaults. */
  loginLimits?: LoginLimitOverrides
  /** Absolute lifetime of a login, across refresh-token rotations (default 30 days). */
  sessionMaxAgeSeconds?: number
  /** Close `database` when the app closes. */
  closeDatabase?: boolean
  /** Which proxies to believe about the client address (`TRUST_PROXY`): hop count or addresses/CIDRs. */
  trustProxy?: number | string[] | false
  /** Whole request (headers and body) must arrive within this (default 30 s); 408 and closed after. */
  requestTimeoutMs?: number
  /** A connection idle this long is closed (default 60 s). */
  connectionTimeoutMs?: number
  /** Bounds of the public per-store cache (defaults in services/public-cache.ts). */
  publicCache?: PublicCacheOptions
  /** What the browser is told to load (the CSP's sources); from the environment by default. */
  runtimeConfig?: WebRuntimeConfig
  /** Each remote's starting URL (`VITRINA_REMOTE_<NAME>_URL`); the built-in defaults otherwise. */
  remoteUrls?: RemoteDeploysOptions['initial']
  /** `VITRINA_DEPLOY_TOKEN`: enables `/api/v1/deploy/` (404 without it). */
  deployToken?: string
  /** Failed deploy-token budget per client address. */
  deployRateLimit?: ThrottleOptions
  /** Singleton versions the host provides (read from its packages by default). */
  hostVersions?: Record<string, string>
  manifestLimits?: ManifestLimits
  /** How long the current remote URLs are reused before the database is read again. */
  remoteCacheMs?: number
  /** The public origin absolute links are built on (`VITRINA_BASE_URL`; see public-url.ts). */
  baseUrl?: string
  /** How often overdue pending orders are cancelled (default 60 s; 0: only when read). */
  orderSweepMs?: number
  /** Public sign-up and the platform's URL (`VITRINA_SIGNUP`, `VITRINA_BASE_URL`/`_DOMAIN` by default). */
  signup?: SignupConfig
  /** Stores created per address and per account (signup/signup.ts); unset ones keep their defaults. */
  signupLimits?: Partial<SignupLimits>
}

export const DEFAULT_DEPLOY_RATE_LIMIT: ThrottleOptions = { max: 10, windowMs: 15 * 60 * 1000 }

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000
export const DEFAULT_CONNECTION_TIMEOUT_MS = 60_000

/** fastify's `trustProxy`: a hop count becomes "trust the nearest n hops". */
function trustProxySetting(value: AppOptions['trustProxy']) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value
  return value ?? false
}

/**
 * One log line per request, when it ends: request id, method, path (no query
 * string), status and time. Never headers or bodies, where credentials travel.
 *
 * A request that went well is written by one logger made once for these lines
 * (`use()`), with the id as a field: the same line as through the request's own
 * logger, without making that logger per request. Its fields are fixed strings
 * and numbers, so it skips the redaction scan every other line goes through.
 */
class RequestLog extends LogController {
  private lines: FastifyBaseLogger | undefined

  /** The app's logger, once fastify has made it. */
  use(logger: FastifyBaseLogger): void {
    this.lines = logger.child({}, { redact: [] })
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const path = loggedPath(request.url)
    const ms = Math.round(reply.elapsedTime * 10) / 10
    const status = reply.statusCode
    if (error || !this.lines) {
      const line = { method: request.method, path, status, ms }
      if (error) reply.log.error({ ...line, err: error }, 'request')
      else reply.log.info(line, 'request')
      return
    }
    this.lines.info({ reqId: request.id, method: request.method, path, status, ms }, 'request')
  }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** An order's link (its page and its API read): the token is the key to the order. */
const ORDER_TOKEN_PATH = /^(\/api\/v1\/store\/pedidos\/|\/pedido\/)[^/]+/

/**
 * A request's path as its log line shows it: no query string, and no order
 * token (commerce spec §4: whoever has the link sees the order), so a log
 * shipped elsewhere opens no order.
 */
export function loggedPath(url: string): string {
  const query = url.indexOf('?')
  const path = query === -1 ? url : url.slice(0, query)
  return path.length > 7 && path.includes('/pedido')
    ? path.replace(ORDER_TOKEN_PATH, '$1[redacted]')
    : path
}

function requireMediaDir(dir: string | undefined): string {
  if (!dir) throw new Error('buildApp needs `media` or `mediaDir`')
  return dir
}

/** The API app: `/api/v1/` routes and `/media/` files over the given database. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const secret =
    typeof options.jwtSecret === 'string'
      ? new TextEncoder().encode(options.jwtSecret)
      : options.jwtSecret
  // Refused before anything opens (a listening connection, timers) that would outlive the error.
  checkSecret(secret)
  const runtimeConfig = options.runtimeConfig ?? runtimeConfigFromEnv()
  const requestLog = new RequestLog()
  const app = Fastify({
    logger: options.logger ?? false,
    childLoggerFactory: lazyRequestLogger,
    trustProxy: trustProxySetting(options.trustProxy),
    bodyLimit: 1024 * 1024,
    requestTimeout: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    connectionTimeout: options.connectionTimeoutMs ?? DEFAULT_CONNECTION_TIMEOUT_MS,
    clientErrorHandler: clientError,
    logController: requestLog,
    // While closing, a request that still arrives on an open connection is served
    // (with `Connection: close`) rather than refused: a rolling restart fails nothing.
    return503OnClosing: false,
    // A proxy's request id is kept (so one id follows a request through every hop), else a new one.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id']
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
    },
    // No coercion: `{"email": 123}` or `{"id": "3"}` is a client mistake (400), not a string.
    ajv: { customOptions: { allErrors: true, coerceTypes: false } },
    // Errors found before routing (a bad URL) skip every hook: they get the headers here.
    // A bad URL (`%E0%A4%A`) and the like: the same `{detail, code}` shape as every answer.
    frameworkErrors: (error, _request, reply) => {
      const [status, body] = toErrorBody(error)
      const answer = reply as unknown as FastifyReply
      void answer.headers(securityHeaders(runtimeConfig)).code(status).send(body)
    },
  })
  requestLog.use(app.log)
  try {
    await app.register(errorsPlugin, {
      requestTimeoutMs: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    })
    await app.register(jsonBodiesPlugin)
    // Before any route: the document is made from the routes it hears of.
    await app.register(openapiPlugin)

    app.addHook('onRequest', (request, reply, done) => {
      reply.header('X-Request-Id', request.id)
      done()
    })

    const media = options.media ?? new LocalMediaStore(requireMediaDir(options.mediaDir))
    await app.register(securityHeadersPlugin, {
      runtimeConfig,
      mediaUrl: media.urlFor('0/media.jpg'),
    })
    await app.register(dbPlugin, {
      database: options.database,
      closeOnShutdown: options.closeDatabase,
    })
    await app.register(searchIndexesPlugin)
    await app.register(publicCachePlugin, {
      database: options.database,
      limits: options.publicCache,
    })
    await app.register(mediaPlugin, { store: media })
    await app.register(healthPlugin)
    await app.register(remotesPlugin, {
      initial: options.remoteUrls ?? remoteUrlsFromEnv({}),
      hostVersions: options.hostVersions ?? hostSharedVersions(),
      limits: options.manifestLimits,
      cacheMs: options.remoteCacheMs,
      localDirs: defaultWebDirs().remotes,
    })

    await app.register(
      async (api) => {
        const noRoute = async (request: FastifyRequest) => {
          const path = request.url.split('?')[0] ?? ''
          throw notFound(
            path.endsWith('/')
              ? 'La ruta no existe.'
              : 'La ruta no existe. Las rutas de la API terminan en "/".',
          )
        }
        api.setNotFoundHandler(noRoute)
        // Claims every other `/api/` path, so no later catch-all (the web apps) answers for it.
        api.route({
          method: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'],
          url: '/*',
          handler: noRoute,
        })
        // Outside the store's context: the document needs no X-Subdomain.
        await api.register(openapiRoute)
        await api.register(
          async (v1) => {
            // Before the tenant: a cached public answer needs no database at all.
            await v1.register(publicReadsPlugin)
            await v1.register(tenantPlugin)
            await v1.register(authPlugin, { secret })
            await v1.register(servicesPlugin, {
              loginLimits: loginLimits(options.loginLimits),
              sessionMaxAgeSeconds: options.sessionMaxAgeSeconds,
              baseUrl: options.baseUrl ?? listeningBaseUrl(app.server),
              orderSweepMs: options.orderSweepMs ?? ORDER_SWEEP_MS,
            })
            await v1.register(v1Routes)
          },
          { prefix: '/v1' },
        )
        // Not per store: outside the tenant plugin's context, so no X-Subdomain.
        const signup = options.signup ?? signupConfigFromEnv()
        if (signup.enabled) {
          await api.register(signupRoutes, {
            prefix: '/v1/tiendas',
            config: signup,
            limits: { ...DEFAULT_SIGNUP_LIMITS, ...options.signupLimits },
            loginLimits: loginLimits(options.loginLimits),
          })
        }
        const deployToken = options.deployToken?.trim()
        if (deployToken) {
          await api.register(deployRoutes, {
            prefix: '/v1/deploy',
            token: deployToken,
            throttle: options.deployRateLimit ?? DEFAULT_DEPLOY_RATE_LIMIT,
          })
        }
      },
      { prefix: '/api' },
    )
  } catch (error) {
    // Whatever opened before the failure (the cache's listening connection, timers) closes too.
    await app.close().catch(() => {})
    throw error
  }
  return app
}
