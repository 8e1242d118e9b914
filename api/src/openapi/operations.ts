import { ErrorSchema, ThemeSchema } from '@vitrina/contract'

import { MAX_ALT_LENGTH } from '../routes/v1/admin/upload.ts'
import { examples } from './examples.ts'

/** A route's schema as fastify holds it, and as the document's generator reads it. */
export type RouteSchema = Record<string, unknown> & {
  hide?: boolean
  body?: unknown
  headers?: unknown
  params?: unknown
  querystring?: unknown
  response?: Record<string, unknown>
}

export interface RouteFacts {
  method: string
  /** The route's URL as fastify has it (`/api/v1/store/productos/:slug/`). */
  url: string
  schema?: RouteSchema
  /** The route's `config` (a `publicCache` name means the answer has an ETag). */
  config?: Record<string, unknown>
}

/** Who may call an operation. */
export type Access = 'public' | 'optional-user' | 'user' | 'owner' | 'deploy'

/** The routes of the public API: everything under `/api/` but the docs page and the catch-all. */
export function isApiRoute(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs') && url !== '/api/*'
}

/** Calls that need no store: the platform's sign-up, the deploy interface and this document. */
export function isStoreBound(url: string): boolean {
  return (
    url.startsWith('/api/v1/') &&
    !url.startsWith('/api/v1/tiendas/') &&
    !url.startsWith('/api/v1/deploy/') &&
    url !== '/api/v1/openapi.json'
  )
}

/**
 * Who may call `method url`. One rule for the whole API, the one its plugins
 * follow: `admin/` runs `requireOwner`, `user/` runs `requireUser`, an order
 * takes an optional login, the deploy interface its own token.
 */
export function accessOf(method: string, url: string): Access {
  if (url.startsWith('/api/v1/deploy/')) return 'deploy'
  if (url.startsWith('/api/v1/admin/')) return 'owner'
  if (url.startsWith('/api/v1/user/')) return 'user'
  if (method === 'POST' && url === '/api/v1/store/pedidos/') return 'optional-user'
  return 'public'
}

/** `:id` → `{id}`, as OpenAPI writes path parameters. */
export const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')

const error = (description: string) => ({ ...ErrorSchema, description })

/** The bodies sent as multipart/form-data: field of the file, and whether it is required. */
const UPLOADS: Record<string, { field: string; required: boolean; extra?: 'image' | 'csv' }> = {
  'POST /api/v1/admin/tienda/logos/': { field: 'logo', required: true },
  'PUT /api/v1/admin/tienda/logos/{id}/': { field: 'logo', required: false },
  'POST /api/v1/admin/tienda/portadas/': { field: 'portada', required: true },
  'PUT /api/v1/admin/tienda/portadas/{id}/': { field: 'portada', required: false },
  'POST /api/v1/admin/tienda/productos/{id}/imagenes/': { field: 'imagen', required: true },
  'PUT /api/v1/admin/tienda/productos/{id}/imagenes/{imageId}/': {
    field: 'imagen',
    required: false,
  },
  'POST /api/v1/admin/tienda/productos/importar/': {
    field: 'archivo',
    required: true,
    extra: 'csv',
  },
}

function multipartBody(upload: (typeof UPLOADS)[string]) {
  const file =
    upload.extra === 'csv'
      ? {
          type: 'string',
          format: 'binary',
          contentMediaType: 'text/csv',
          description: 'The catalogue CSV (docs/catalogue.md), at most 20 MB.',
        }
      : {
          type: 'string',
          format: 'binary',
          contentMediaType: 'image/*',
          description: 'A JPEG, PNG or WebP image (sniffed by its bytes), at most 5 MB.',
        }
  const fields =
    upload.extra === 'csv'
      ? {}
      : {
          position: { type: 'string', pattern: '^[0-9]{1,7}$', description: '0 to 1000000.' },
          alt: { type: 'string', maxLength: MAX_ALT_LENGTH, description: 'Alternative text.' },
        }
  return {
    type: 'object',
    properties: { [upload.field]: file, ...fields },
    required: upload.required ? [upload.field] : [],
  }
}

/** `schema` without any `required`: "the shape, or any part of it". */
function anyPart(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anyPart)
  if (!schema || typeof schema !== 'object') return schema
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(schema)) {
    if (key !== 'required') out[key] = anyPart(value)
  }
  return out
}

/** Bodies the routes check by hand (no body schema on the route), described for the document. */
const HAND_CHECKED_BODIES: Record<string, unknown> = {
  'PUT /api/v1/admin/tienda/theme/': {
    ...(anyPart(ThemeSchema) as object),
    description:
      'The theme, or any part of it: checked as `theme:set` checks it, contrast included (400 with the field paths).',
  },
}

/** The 2xx answers that have no body schema on the route. */
const BODYLESS_ANSWERS: Record<string, Record<string, unknown>> = {
  'GET /api/v1/admin/tienda/productos/exportar/': {
    200: {
      description: 'The catalogue as CSV (docs/catalogue.md), an attachment.',
      content: { 'text/csv': { schema: { type: 'string' } } },
    },
  },
  'GET /api/v1/deploy/remotes/': {
    200: { description: "Every remote's current and previous deploys.", type: 'object' },
  },
  'PUT /api/v1/deploy/remotes/{name}/': {
    200: { description: "The remote's deploy status after the change.", type: 'object' },
  },
  'POST /api/v1/deploy/remotes/{name}/rollback/': {
    200: { description: "The remote's deploy status after the rollback.", type: 'object' },
  },
  'GET /api/v1/openapi.json': {
    200: { description: 'This document (OpenAPI 3.1).', type: 'object' },
  },
}

/** The 409s (and other codes) of single calls, beside the ones every call of a kind has. */
const CONFLICTS: Record<string, string> = {
  'POST /api/v1/admin/tienda/logos/': '`max_images`: a sixth logo.',
  'POST /api/v1/admin/tienda/portadas/': '`max_images`: a sixth cover.',
  'POST /api/v1/admin/tienda/productos/{id}/imagenes/': '`max_images`: an 11th photo.',
  'POST /api/v1/admin/tienda/productos/':
    '`limit_reached`: past 10 000 products. `currency_changed`: `currency` is not the store’s.',
  'POST /api/v1/admin/tienda/productos/importar/':
    '`limit_reached`: the file would take the store past 10 000 products or 100 categories. `currency_changed`: the store’s currency changed during the upload.',
  'PUT /api/v1/admin/tienda/productos/{id}/':
    '`stock_changed` (with `lines`): an order changed a stock meanwhile. `currency_changed`: `currency` is not the store’s.',
  'PATCH /api/v1/admin/tienda/productos/{id}/':
    '`stock_changed` (with `lines`): an order changed a stock meanwhile.',
  'POST /api/v1/admin/tienda/categorias/': '`limit_reached`: past 100 categories.',
  'PUT /api/v1/admin/tienda/configuracion/':
    '`currency_locked`: the store has orders not delivered or cancelled.',
  'POST /api/v1/store/pedidos/':
    '`out_of_stock` / `price_changed` (with `lines`, `total`) / `idempotency_conflict`.',
  'PATCH /api/v1/admin/tienda/pedidos/{number}/':
    '`invalid_transition`: a status move the order cannot make.',
  'POST /api/v1/tiendas/': '`subdomain_taken`: the label is reserved or taken.',
}

const THROTTLED = new Set([
  'POST /api/v1/login/',
  'POST /api/v1/tiendas/',
  'GET /api/v1/deploy/remotes/',
  'PUT /api/v1/deploy/remotes/{name}/',
  'POST /api/v1/deploy/remotes/{name}/rollback/',
])

/** Operations whose login or code can be refused (401 `invalid_credentials` / `token_not_valid`). */
const CREDENTIALS: Record<string, string> = {
  'POST /api/v1/login/': '`invalid_credentials`: wrong email or password.',
  'POST /api/v1/login/handoff/': '`invalid_credentials`: a used, expired or foreign code.',
  'POST /api/v1/token/refresh/': '`token_not_valid`: expired, revoked or of another store.',
  'POST /api/v1/logout/': '`token_not_valid`: expired, revoked or of another store.',
  'POST /api/v1/tiendas/': "`invalid_credentials`: an existing account's wrong password.",
}

const SUBDOMAIN_HEADER = {
  type: 'string',
  minLength: 1,
  maxLength: 63,
  pattern: '^[A-Za-z0-9-]+$',
  examples: ['demo'],
  description:
    "The store: the first label of the page's host name (`demo` for demo.example.com). Unknown: 404 `store_not_found`.",
}

const IDEMPOTENCY_HEADER = {
  type: 'string',
  minLength: 8,
  maxLength: 64,
  // Printable ASCII, a space inside included (HTTP trims the ends): what orders/service.ts takes.
  pattern: '^[\\x21-\\x7e]([\\x20-\\x7e]*[\\x21-\\x7e])?$',
  examples: ['pedido-3f9c2a71'],
  description:
    'One key per order attempt: a repeat within 24 h answers the same order (200); with another body, 409 `idempotency_conflict`.',
}

function tagOf(url: string): string {
  const rest = url.replace(/^\/api\/v1\//, '')
  if (/^(login|logout|token)\//.test(rest) || rest.startsWith('user/push-token')) return 'auth'
  if (rest.startsWith('tiendas/')) return 'sign-up'
  if (rest.startsWith('deploy/')) return 'deploy'
  if (/pedidos|resumen/.test(rest)) return 'orders'
  if (/productos|categorias|carrito/.test(rest)) return 'catalogue'
  if (/theme/.test(rest)) return 'theme'
  if (/configuracion/.test(rest)) return 'settings'
  if (rest === 'openapi.json') return 'api'
  return 'store'
}

/** `get_store_productos_slug`: stable, readable names for tools that key on them. */
function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/v1\//, '')
    .replace(/\.json$/, '')
    .split(/[/{}]+/)
    .filter(Boolean)
    .map((w) => w.replace(/[^A-Za-z0-9]+/g, '_'))
  return [method.toLowerCase(), ...words].join('_')
}

function has(schema: unknown): boolean {
  return Boolean(schema) && typeof schema === 'object'
}

/**
 * The route's own schema, with what the API does around it written down for
 * the document: the store header, who may call, every status with the error
 * body, multipart and hand-checked bodies, and examples of the main calls.
 * Routes outside the public API (the web apps, media files, health checks,
 * the docs page) are hidden. Returns a new schema; the route's is not touched.
 */
export function describeRoute(route: RouteFacts): RouteSchema {
  const schema: RouteSchema = { ...route.schema }
  if (!isApiRoute(route.url)) return { ...schema, hide: true }
  const method = route.method.toUpperCase()
  const path = openapiPath(route.url)
  const key = `${method} ${path}`
  const access = accessOf(method, route.url)
  const response: Record<string, unknown> = {}
  for (const [status, value] of Object.entries(schema.response ?? {})) {
    // fastify's `4xx`/`5xx` are OpenAPI's `4XX`/`5XX`.
    response[/^\dxx$/.test(status) ? status.toUpperCase() : status] = value
  }

  schema.operationId = operationId(method, path)
  schema.tags = [tagOf(route.url)]

  const headers: Record<string, unknown> = {}
  const required: string[] = []
  if (isStoreBound(route.url)) {
    headers['X-Subdomain'] = SUBDOMAIN_HEADER
    required.push('X-Subdomain')
  }
  if (key === 'POST /api/v1/store/pedidos/') {
    headers['Idempotency-Key'] = IDEMPOTENCY_HEADER
    required.push('Idempotency-Key')
  }
  if (required.length > 0) schema.headers = { type: 'object', properties: headers, required }

  if (access === 'deploy') schema.security = [{ deployToken: [] }]
  else if (access === 'owner' || access === 'user') schema.security = [{ bearerAuth: [] }]
  else if (access === 'optional-user') schema.security = [{}, { bearerAuth: [] }]
  else schema.security = []

  const upload = UPLOADS[key]
  if (upload) {
    schema.body = multipartBody(upload)
    schema.consumes = ['multipart/form-data']
  } else if (HAND_CHECKED_BODIES[key]) {
    schema.body = HAND_CHECKED_BODIES[key]
  }

  Object.assign(response, BODYLESS_ANSWERS[key])
  if (!Object.keys(response).some((s) => /^2\d\d$/.test(s))) {
    response['204'] = { type: 'null', description: 'Done; no body.' }
  }
  if (route.config?.publicCache) {
    response['304'] = {
      type: 'null',
      description: 'Not modified: the `If-None-Match` sent is the current `ETag`.',
    }
  }
  if (key === 'GET /api/v1/store/productos/{slug}/') {
    response['301'] = error('`moved_permanently`: an old slug; `Location` has the current one.')
  }

  const takesInput =
    has(schema.body) || has(schema.params) || has(schema.querystring) || required.length > 1
  if (takesInput) {
    response['400'] = error('`invalid`: a body, field or parameter breaks a rule (`errors`).')
  }
  if (access !== 'public') {
    response['401'] = error(
      CREDENTIALS[key] ??
        '`not_authenticated`: no token (required) / `token_not_valid`: expired, revoked or of another store.',
    )
  } else if (CREDENTIALS[key]) {
    response['401'] = error(CREDENTIALS[key])
  }
  if (access === 'owner') {
    response['403'] = error("`permission_denied`: not this store's owner.")
  }
  if (isStoreBound(route.url) || has(schema.params)) {
    response['404'] = error(
      has(schema.params)
        ? '`not_found`: no such object in this store / `store_not_found`: no such store.'
        : '`store_not_found`: no such store.',
    )
  }
  if (CONFLICTS[key]) response['409'] = error(CONFLICTS[key])
  if (upload) {
    response['413'] = error('`file_too_large`: a file or body over the limit.')
    if (upload.extra !== 'csv') {
      response['415'] = error('`unsupported_media_type`: not a JPEG, PNG or WebP.')
    }
  } else if (has(schema.body)) {
    response['413'] = error('`file_too_large`: a body over 1 MB.')
  }
  if (THROTTLED.has(key)) {
    response['429'] = error('`throttled`: too many attempts; `Retry-After` says when to try again.')
  }
  response['500'] = error('`server_error`: a fault of ours; details go to the log only.')
  // Every answer of the API, the framework's included, has the error shape.
  response['4XX'] ??= error('Any other refusal.')
  response['5XX'] ??= error('Any other fault.')
  schema.response = response

  const example = examples[key]
  if (example) {
    if (example.body && has(schema.body)) {
      schema.body = { ...(schema.body as object), examples: [example.body] }
    }
    for (const [status, value] of Object.entries(example.answers ?? {})) {
      const answer = response[status]
      if (answer) response[status] = { ...(answer as object), examples: [value] }
    }
  }
  return schema
}

const ERROR_REF = '#/components/schemas/Error'
const ERROR_FIELDS = Object.keys(ErrorSchema.properties).sort().join()

type Document = {
  paths?: Record<
    string,
    Record<
      string,
      { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }
    >
  >
  components?: { schemas?: Record<string, unknown> }
}

/**
 * Every error answer's body as one shared schema, `#/components/schemas/Error`,
 * instead of a copy per status and operation (a tenth of the document's size).
 */
export function shareErrorSchema<T>(document: T): T {
  const doc = document as Document
  let shared: unknown
  for (const item of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(item)) {
      for (const answer of Object.values(operation.responses ?? {})) {
        const media = answer.content?.['application/json']
        const schema = media?.schema as { properties?: object; description?: string } | undefined
        if (!media || !schema?.properties) continue
        if (Object.keys(schema.properties).sort().join() !== ERROR_FIELDS) continue
        const { description: _description, ...body } = schema
        shared ??= body
        media.schema = { $ref: ERROR_REF }
      }
    }
  }
  if (shared)
    doc.components = { ...doc.components, schemas: { ...doc.components?.schemas, Error: shared } }
  return document
}
