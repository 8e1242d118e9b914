import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

import { HttpError, unsupportedMediaType } from '../http-error.ts'

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** The `charset` of a `Content-Type`, lowercased and unquoted; undefined when none is named. */
function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '')
  return match?.[1]?.toLowerCase()
}

/**
 * JSON bodies are UTF-8 (RFC 8259 §8.1), read strictly. The framework's own
 * parser decoded any body as UTF-8 and put '�' where a byte was not: a name
 * sent as Latin-1 ('José' as `charset=iso-8859-1`) was stored as 'Jos�', with
 * a 201. Now a body that names another charset is 415, and bytes that are not
 * UTF-8 are 400; nothing is saved either way. The rest is the framework's
 * parser as before (empty body, bad JSON, `__proto__`).
 */
export default fp(
  async (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error')
    app.removeContentTypeParser('application/json')
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (
        request: FastifyRequest,
        body: Buffer,
        done: (error: Error | null, body?: unknown) => void,
      ) => {
        const charset = charsetOf(request.headers['content-type'])
        if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
          done(unsupportedMediaType('El cuerpo JSON de la petición debe estar en UTF-8.'))
          return
        }
        let text: string
        try {
          text = utf8.decode(body)
        } catch {
          done(new HttpError(400, 'invalid', 'El cuerpo de la petición no está en UTF-8.'))
          return
        }
        parse(request, text, done)
      },
    )
  },
  { name: 'json-bodies' },
)
