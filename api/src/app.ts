import fastifyMultipart from '@fastify/multipart'
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify'

import type { Database } from './db/client.ts'
import { type ErrorBody, type FieldErrors, HttpError, notFound } from './http-error.ts'
import authPlugin from './plugins/auth.ts'
import dbPlugin from './plugins/db.ts'
import mediaPlugin from './plugins/media.ts'
import remotesPlugin from './plugins/remotes.ts'
import servicesPlugin from './plugins/services.ts'
import tenantPlugin from './plugins/tenant.ts'
import { defaultWebDirs, remoteUrlsFromEnv } from './plugins/web.ts'
import deployRoutes from './routes/deploy/remotes.ts'
import v1Routes from './routes/v1/index.ts'
import { MAX_FILE_BYTES } from './services/images.ts'
import type { ThrottleOptions } from './services/login-throttle.ts'
import type { RemoteDeploysOptions } from './services/remote-deploys.ts'
import { hostSharedVersions, type ManifestLimits } from './services/remote-manifest.ts'

export interface AppOptions {
  database: Database
  /** Folder of uploaded images, served under `/media/`. */
  mediaDir: string
  /** HS256 key for access and refresh tokens. */
  jwtSecret: Uint8Array | string
  logger?: FastifyServerOptions['logger']
  /** Failed-login budget per IP + email. */
  loginRateLimit?: ThrottleOptions
  /** Close `database` when the app closes. */
  closeDatabase?: boolean
  trustProxy?: FastifyServerOptions['trustProxy']
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

export const DEFAULT_LOGIN_RATE_LIMIT: ThrottleOptions = { max: 10, windowMs: 15 * 60 * 1000 }
export const DEFAULT_DEPLOY_RATE_LIMIT: ThrottleOptions = { max: 10, windowMs: 15 * 60 * 1000 }

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
    const errors: FieldErrors = { non_field_errors: [error.message] }
    return status === 400
      ? [400, { detail: error.message, code: 'invalid', errors }]
      : [status, { detail: error.message, code: STATUS_CODES[status] ?? 'invalid' }]
  }
  return [500, { detail: 'Error interno del servidor.', code: 'server_error' }]
}

/** The API app: `/api/v1/` routes and `/media/` files over the given database. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // No coercion: `{"email": 123}` or `{"id": "3"}` is a client mistake (400), not a string.
    ajv: { customOptions: { allErrors: true, coerceTypes: false } },
  })

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const [status, body] = toErrorBody(error)
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    if (error instanceof HttpError && error.headers) reply.headers(error.headers)
    return reply.code(status).send(body)
  })

  // Every answer keeps the `{detail, code}` shape, even outside `/api/` and `/media/`.
  app.setNotFoundHandler(async () => {
    throw notFound()
  })

  const secret =
    typeof options.jwtSecret === 'string'
      ? new TextEncoder().encode(options.jwtSecret)
      : options.jwtSecret

  await app.register(dbPlugin, {
    database: options.database,
    closeOnShutdown: options.closeDatabase,
  })
  await app.register(mediaPlugin, { dir: options.mediaDir })
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
          await v1.register(tenantPlugin)
          await v1.register(authPlugin, { secret })
          await v1.register(servicesPlugin, {
            loginRateLimit: options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
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

  return app
}
