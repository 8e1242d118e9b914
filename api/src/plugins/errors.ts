import type { FastifyError } from 'fastify'
import fp from 'fastify-plugin'

import { bodyTimeout } from '../errors/client-errors.ts'
import { loggableError, toErrorBody } from '../errors/error-body.ts'
import { HttpError, notFound } from '../http-error.ts'

export interface ErrorsPluginOptions {
  /** A request whose body is not complete this long after it began gets 408 (0: never). */
  requestTimeoutMs: number
}

/**
 * Every failure answers `{detail, code[, errors]}` in Spanish
 * (errors/error-body.ts): the app's error handler, its 404 for unknown
 * routes, and the 408 for a body that never finishes arriving. Errors before
 * routing and before fastify (`frameworkErrors`, `clientErrorHandler`) are
 * wired in buildApp's fastify options.
 */
export default fp<ErrorsPluginOptions>(
  async (app, { requestTimeoutMs }) => {
    app.addHook('onRequest', bodyTimeout(requestTimeoutMs))

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
  },
  { name: 'errors' },
)
