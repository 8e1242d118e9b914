import { randomUUID } from 'node:crypto'
import { Socket } from 'node:net'
import type { Duplex } from 'node:stream'

import fastifyMultipart from '@fastify/multipart'
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify'

import type { Database } from './db/client.ts'
import { type ErrorBody, type FieldErrors, HttpError, notFound } from './http-error.ts'
import authPlugin from './plugins/auth.ts'
import dbPlugin from './plugins/db.ts'
import healthPlugin from './plugins/health.ts'
import mediaPlugin from './plugins/media.ts'
import { publicCachePlugin, publicReadsPlugin } from './plugins/public-cache.ts'
import remotesPlugin from './plugins/remotes.ts'
import securityHeadersPlugin, { securityHeaders } from './plugins/security-headers.ts'
import servicesPlugin from './plugins/services.ts'
import tenantPlugin from './plugins/tenant.ts'
import deployRoutes from './routes/deploy/remotes.ts'
import v1Routes from './routes/v1/index.ts'
import type { ThrottleOptions } from './services/deploy-throttle.ts'
import { MAX_FILE_BYTES } from './services/images.ts'
import { type LoginLimitOverrides, loginLimits } from './services/login-throttle.ts'
import { LocalMediaStore, type MediaStore } from './services/media-store.ts'
import type { PublicCacheOptions } from './services/public-cache.ts'
import type { RemoteDeploysOptions } from './services/remote-deploys.ts'
import { hostSharedVersions, type ManifestLimits } from './services/remote-manifest.ts'
import { checkSecret } from './services/tokens.ts'
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
}

export const DEFAULT_DEPLOY_RATE_LIMIT: ThrottleOptions = { max: 10, windowMs: 15 * 60 * 1000 }

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000
export const DEFAULT_CONNECTION_TIMEOUT_MS = 60_000

/** Fastify codes of client mistakes, mapped onto the API's error codes. */
const FASTIFY_ERRORS: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid', 'El cuerpo de la petición no es un JSON válido.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid', 'El cuerpo JSON de la petición está vacío.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'file_too_large', 'El archivo supera los 5 MB.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [
    413,
    'file_too_large',
    'El cuerpo de la petición es demasiado grande.',
  ],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', 'Tipo de contenido no admitido.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [
    415,
    'unsupported_media_type',
    'Se esperaba multipart/form-data.',
  ],
}

const STATUS_CODES: Record<number, string> = {
  400: 'invalid',
  401: 'not_authenticated',
  403: 'permission_denied',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'file_too_large',
  415: 'unsupported_media_type',
  429: 'throttled',
}

const TYPE_NAMES: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  integer: 'un número entero',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  null: 'nulo',
}

type ValidationIssue = NonNullable<FastifyError['validation']>[number]

/** A Spanish message for each schema rule, so no validator English reaches a client. */
function validationMessage(issue: ValidationIssue): string {
  const params = issue.params as Record<string, unknown>
  switch (issue.keyword) {
    case 'enum':
      return `Valor no válido: debe ser uno de ${(params.allowedValues as unknown[]).join(', ')}.`
    case 'pattern':
      return 'Valor no válido: contiene caracteres no permitidos.'
    case 'type': {
      const types = String(params.type).split(',')
      return `Valor no válido: debe ser ${types.map((t) => TYPE_NAMES[t] ?? t).join(' o ')}.`
    }
    case 'minLength':
      return `Valor no válido: debe tener al menos ${String(params.limit)} caracteres.`
    case 'maxLength':
      return `Valor no válido: debe tener como máximo ${String(params.limit)} caracteres.`
    case 'minimum':
    case 'exclusiveMinimum':
      return `Valor no válido: debe ser mayor o igual que ${String(params.limit)}.`
    case 'maximum':
    case 'exclusiveMaximum':
      return `Valor no válido: debe ser menor o igual que ${String(params.limit)}.`
    case 'minItems':
      return `Valor no válido: la lista debe tener al menos ${String(params.limit)} elementos.`
    case 'maxItems':
      return `Valor no válido: la lista debe tener como máximo ${String(params.limit)} elementos.`
    case 'additionalProperties':
      return `Campo no admitido: ${String(params.additionalProperty)}.`
    case 'format':
      return `Valor no válido: no tiene el formato ${String(params.format)}.`
    default:
      return 'Valor no válido.'
  }
}

function validationErrors(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.validation ?? []) {
    const missing = (issue.params as { missingProperty?: string }).missingProperty
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
    const field = missing ? (path ? `${path}.${missing}` : missing) : path || 'non_field_errors'
    const message = missing ? 'Este campo es obligatorio.' : validationMessage(issue)
    ;(errors[field] ??= []).push(message)
  }
  return errors
}

/** Spanish words for the framework's other client errors, by status. */
const STATUS_DETAILS: Record<number, string> = {
  400: 'La petición no es válida.',
  404: 'No encontrado.',
  405: 'Método no permitido.',
  408: 'La petición tardó demasiado en llegar.',
  413: 'El cuerpo de la petición es demasiado grande.',
  415: 'Tipo de contenido no admitido.',
  431: 'Las cabeceras de la petición son demasiado grandes.',
}

/**
 * What a failed request logs: the error's kind, code and stack frames, never
 * request values. A failed query carries its parameters and a PostgreSQL
 * message may quote a value, so database errors keep only the SQL text and
 * the SQLSTATE; other messages are cut short.
 */
export function loggableError(error: Error): Record<string, unknown> {
  const { code, query, cause } = error as { code?: unknown; query?: unknown; cause?: unknown }
  const causeCode = (cause as { code?: unknown } | undefined)?.code
  const fromDatabase = typeof query === 'string' || causeCode !== undefined
  const frames = error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n')
  return {
    type: error.name,
    code: typeof code === 'string' ? code : typeof causeCode === 'string' ? causeCode : undefined,
    ...(typeof query === 'string' ? { query: query.slice(0, 500) } : {}),
    ...(fromDatabase ? {} : { message: error.message.slice(0, 200) }),
    stack: frames,
  }
}

function toErrorBody(error: FastifyError): [number, ErrorBody] {
  if (error instanceof HttpError) return [error.statusCode, error.toBody()]
  if (error.validation) {
    return [
      400,
      {
        detail: 'Los datos enviados no son válidos.',
        code: 'invalid',
        errors: validationErrors(error),
      },
    ]
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined
  if (known) {
    const [status, code, detail] = known
    return status === 400
      ? [status, { detail, code, errors: { non_field_errors: [detail] } }]
      : [status, { detail, code }]
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    // The framework's own messages are English: a Spanish one by status instead.
    const message =
      error.code?.startsWith('FST_') || !(error instanceof HttpError)
        ? (STATUS_DETAILS[status] ?? 'La petición no es válida.')
        : error.message
    const errors: FieldErrors = { non_field_errors: [message] }
    return status === 400
      ? [400, { detail: message, code: 'invalid', errors }]
      : [status, { detail: message, code: STATUS_CODES[status] ?? 'invalid' }]
  }
  return [500, { detail: 'Error interno del servidor.', code: 'server_error' }]
}

/**
 * Errors Node's parser raises before fastify sees a request (malformed HTTP,
 * headers too large, a request slower than `requestTimeout`), answered in the
 * API's shape; the connection is closed after.
 */
function clientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400
  const code = status === 408 ? 'request_timeout' : status === 431 ? 'headers_too_large' : 'invalid'
  const detail = status === 400 ? 'La petición HTTP está mal formada.' : STATUS_DETAILS[status]!
  const body = JSON.stringify({ detail, code })
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES_TEXT[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    )
  }
  socket.destroy()
}

const STATUS_CODES_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
}

/** fastify's `trustProxy`: a hop count becomes "trust the nearest n hops". */
function trustProxySetting(value: AppOptions['trustProxy']) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value
  return value ?? false
}

/**
 * One log line per request, when it ends: request id, method, path (no query
 * string), status and time. Never headers or bodies, where credentials travel.
 */
class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      path: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    }
    if (error) reply.log.error({ ...line, err: error }, 'request')
    else reply.log.info(line, 'request')
  }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

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
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustProxySetting(options.trustProxy),
    bodyLimit: 1024 * 1024,
    requestTimeout: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    connectionTimeout: options.connectionTimeoutMs ?? DEFAULT_CONNECTION_TIMEOUT_MS,
    clientErrorHandler: clientError,
    logController: new RequestLog(),
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
  try {
    // Node's `requestTimeout` stops watching a request once its headers are in, so a
    // body trickled a byte at a time would hold the connection forever: a request
    // whose body is not complete `requestTimeoutMs` after it began gets 408 and is closed.
    const requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS
    app.addHook('onRequest', async (request, reply) => {
      const raw = request.raw
      const bodyExpected =
        raw.headers['content-length'] !== undefined ||
        raw.headers['transfer-encoding'] !== undefined
      // Only real connections (`app.inject` has none) and only requests with a body.
      if (
        raw.complete ||
        !bodyExpected ||
        !(raw.socket instanceof Socket) ||
        requestTimeoutMs <= 0
      ) {
        return
      }
      const timer = setTimeout(() => {
        if (raw.complete) return
        const socket = raw.socket
        if (!reply.raw.headersSent && socket.writable) {
          const body = JSON.stringify({ detail: STATUS_DETAILS[408], code: 'request_timeout' })
          socket.write(
            'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n' +
              'Content-Type: application/json; charset=utf-8\r\n' +
              `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
          )
        }
        socket.destroySoon()
      }, requestTimeoutMs)
      timer.unref()
      raw.once('end', () => clearTimeout(timer))
      raw.once('close', () => clearTimeout(timer))
    })

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const [status, body] = toErrorBody(error)
      if (status >= 500) request.log.error({ err: loggableError(error) }, 'request failed')
      if (error instanceof HttpError && error.headers) reply.headers(error.headers)
      // Refused before its body was read (an early 401 on an upload): close rather than read the rest.
      if (!request.raw.complete) reply.header('Connection', 'close')
      return reply.code(status).send(body)
    })

    // Every answer keeps the `{detail, code}` shape, even outside `/api/` and `/media/`.
    app.setNotFoundHandler(async () => {
      throw notFound()
    })

    app.addHook('onRequest', async (request, reply) => {
      reply.header('X-Request-Id', request.id)
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
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
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
        await api.register(
          async (v1) => {
            // Before the tenant: a cached public answer needs no database at all.
            await v1.register(publicReadsPlugin)
            await v1.register(tenantPlugin)
            await v1.register(authPlugin, { secret })
            await v1.register(servicesPlugin, {
              loginLimits: loginLimits(options.loginLimits),
              sessionMaxAgeSeconds: options.sessionMaxAgeSeconds,
            })
            await v1.register(v1Routes)
          },
          { prefix: '/v1' },
        )
        // Not per store: outside the tenant plugin's context, so no X-Subdomain.
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
