import { createHash, timingSafeEqual } from 'node:crypto'

import { type Static, Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'

import { errorResponses, HttpError } from '../../http-error.ts'
import { AttemptThrottle, type ThrottleOptions } from '../../services/deploy-throttle.ts'

export interface DeployRoutesOptions {
  /** `VITRINA_DEPLOY_TOKEN`; the routes are only registered when it is set. */
  token: string
  /** Failed-token budget per client address. */
  throttle: ThrottleOptions
}

const Params = Type.Object({ name: Type.String({ maxLength: 64 }) })
const DeployBody = Type.Object(
  { manifestUrl: Type.String({ minLength: 1, maxLength: 2048 }) },
  { additionalProperties: false },
)

const sha256 = (text: string) => createHash('sha256').update(text).digest()

/**
 * The deploy interface for a remote team's CI: `PUT remotes/{name}/`,
 * `POST remotes/{name}/rollback/`, `GET remotes/`. Not per store: no
 * `X-Subdomain`. Every call needs `Authorization: Bearer <token>`.
 */
export default async function deployRoutes(app: FastifyInstance, options: DeployRoutesOptions) {
  const expected = sha256(options.token)
  const throttle = new AttemptThrottle(app.db, options.throttle)

  /** Constant time whatever the token: both sides are hashed to 32 bytes first. */
  async function authenticate(request: FastifyRequest): Promise<void> {
    const key = `deploy:${request.ip}`
    await throttle.hit(key)
    const header = request.headers.authorization ?? ''
    const given = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim() ?? ''
    if (!timingSafeEqual(sha256(given), expected)) {
      throw new HttpError(
        401,
        'not_authenticated',
        header
          ? 'El token de despliegue no es válido.'
          : 'Falta el token de despliegue (Authorization: Bearer <token>).',
      )
    }
    await throttle.clear(key)
  }

  // Before the body is read: a caller without the token learns nothing else.
  app.addHook('onRequest', async (request) => authenticate(request))
  app.addHook('onError', async (request, _reply, error) => {
    if (request.method !== 'GET') audit(request, error)
  })

  /** One log line per accepted or refused deploy or rollback. */
  function audit(request: FastifyRequest, error?: unknown, manifestUrl?: string) {
    const { name = '?' } = (request.params ?? {}) as { name?: string }
    const body = request.body as { manifestUrl?: unknown } | undefined
    const url = manifestUrl ?? (typeof body?.manifestUrl === 'string' ? body.manifestUrl : null)
    const action = request.url.includes('/rollback/') ? 'rollback' : 'deploy'
    const reason =
      error instanceof HttpError
        ? `${error.code}: ${error.detail}`
        : error
          ? (error as Error).message
          : null
    const outcome = error ? 'refused' : 'accepted'
    request.log.warn(
      { deploy: { remote: name, action, manifestUrl: url, outcome, reason, client: request.ip } },
      `remote ${action} ${outcome}: ${name}${url ? ` ${url}` : ''}${reason ? ` (${reason})` : ''} from ${request.ip}`,
    )
  }

  app.get('/remotes/', { schema: { response: errorResponses } }, async () => ({
    remotes: await app.remoteDeploys.list(),
  }))

  app.put<{ Params: Static<typeof Params>; Body: Static<typeof DeployBody> }>(
    '/remotes/:name/',
    { schema: { params: Params, body: DeployBody, response: errorResponses } },
    async (request) => {
      const status = await app.remoteDeploys.deploy(
        request.params.name,
        request.body.manifestUrl,
        request.ip,
      )
      audit(request, undefined, status.manifest_url)
      return status
    },
  )

  app.post<{ Params: Static<typeof Params> }>(
    '/remotes/:name/rollback/',
    { schema: { params: Params, response: errorResponses } },
    async (request) => {
      const status = await app.remoteDeploys.rollback(request.params.name, request.ip)
      audit(request, undefined, status.manifest_url)
      return status
    },
  )
}
