import { TextDecoder } from 'node:util'

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
 * The decoder of a body's declared charset: UTF-8 when none is named (RFC 8259),
 * else the one named when the platform knows it (a client that says
 * `charset=iso-8859-1` is read as it says); undefined for a name it does not know.
 */
function decoderFor(charset: string | undefined): TextDecoder | undefined {
  if (charset === undefined || charset === 'utf-8' || charset === 'utf8') return utf8
  try {
    return new TextDecoder(charset, { fatal: true })
  } catch {
    return undefined
  }
}

/** A `\uD800`–`\uDFFF` escape: the only way a JSON text holds half of a surrogate pair. */
const LONE_SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Whether every string of a parsed body (keys included) is whole text. */
function wellFormed(value: unknown): boolean {
  if (typeof value === 'string') return !LONE_SURROGATE.test(value)
  if (Array.isArray(value)) return value.every(wellFormed)
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).every(([key, item]) => wellFormed(key) && wellFormed(item))
  }
  return true
}

/**
 * JSON bodies are read in the charset they name, UTF-8 when they name none
 * (RFC 8259 §8.1), strictly. The framework's own parser decoded any body as
 * UTF-8 and put '�' where a byte was not: a name sent as Latin-1 ('José' with
 * `charset=iso-8859-1`) was stored as 'Jos�', with a 201. Now that body reads
 * 'José'; a charset unknown here is 415; bytes that are not in the charset
 * are 400, and so is text with half a surrogate pair (`"\ud800"`); nothing
 * is saved then. The rest is the framework's parser as before (empty body,
 * bad JSON, `__proto__`).
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
        const decoder = decoderFor(charset)
        if (!decoder) {
          done(unsupportedMediaType('El cuerpo JSON de la petición debe estar en UTF-8.'))
          return
        }
        let text: string
        try {
          text = decoder.decode(body)
        } catch {
          const named = decoder === utf8 ? 'UTF-8' : charset
          done(new HttpError(400, 'invalid', `El cuerpo de la petición no está en ${named}.`))
          return
        }
        // `\ud800` alone is valid JSON but no character: stored, it became '�' while the
        // answer echoed what was sent (and a replayed order answered otherwise).
        if (LONE_SURROGATE_ESCAPE.test(text)) {
          parse(request, text, (error, value) => {
            if (error || wellFormed(value)) done(error, value)
            else
              done(new HttpError(400, 'invalid', 'El texto enviado tiene caracteres no válidos.'))
          })
          return
        }
        parse(request, text, done)
      },
    )
  },
  { name: 'json-bodies' },
)
