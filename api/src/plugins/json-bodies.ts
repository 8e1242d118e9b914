import { TextDecoder } from 'node:util'

import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

import { HttpError, unsupportedMediaType } from '../http-error.ts'

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** The `charset` of a `Content-Type`, lowercased and unquoted; undefined when none is named. */
function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*["']?([^"';\s]+)["']?/i.exec(contentType ?? '')
  return match?.[1]?.toLowerCase()
}

/** No charset named (JSON's own), or UTF-8 named either way. */
const isUtf8 = (charset: string | undefined) =>
  charset === undefined || charset === 'utf-8' || charset === 'utf8'

/**
 * The body as text. UTF-8 when no charset is named (RFC 8259). A named one is
 * honoured as a client's fallback: many label UTF-8 as `iso-8859-1` or
 * `us-ascii`, and text in Latin-1 with any accent is never valid UTF-8, so the
 * bytes are read as UTF-8 first and only otherwise in the named charset
 * (UTF-16 is read as named: its bytes can pass for UTF-8; UTF-32 is no
 * charset this runtime decodes, so 415 as any unknown one).
 * Undefined for a charset unknown here; throws for bytes that are in neither.
 */
function decode(body: Buffer, charset: string | undefined): string | undefined {
  if (isUtf8(charset)) return utf8.decode(body)
  let named: TextDecoder
  try {
    named = new TextDecoder(charset, { fatal: true })
  } catch {
    return undefined
  }
  if (/^utf-?16/.test(charset)) return named.decode(body)
  try {
    return utf8.decode(body)
  } catch {
    return named.decode(body)
  }
}

/** A `\uD800`–`\uDFFF` escape: the only way a JSON text holds half of a surrogate pair. */
const LONE_SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Whether every string of a parsed body (keys included) is whole text; a walk, not a recursion. */
function wellFormed(body: unknown): boolean {
  const pending: unknown[] = [body]
  while (pending.length > 0) {
    const value = pending.pop()
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return false
    } else if (Array.isArray(value)) {
      pending.push(...value)
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) pending.push(key, item)
    }
  }
  return true
}

/**
 * JSON bodies are read strictly, as `decode` says. The framework's own parser
 * decoded any body as UTF-8 and put '�' where a byte was not: a name sent in
 * Latin-1 ('José' with `charset=iso-8859-1`) was stored as 'Jos�', with a
 * 201. Now that body reads 'José'; a charset unknown here is 415; bytes that
 * are not text are 400, and so is text with half a surrogate pair
 * (`"\ud800"`); a compressed body (`Content-Encoding: gzip`) is 415; nothing
 * is saved then. The rest is the framework's parser as
 * before (empty body, bad JSON, `__proto__`).
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
        // A compressed body is bytes no charset reads: it was 400 "no es un JSON válido".
        // Request bodies are taken as sent (RFC 7694: 415 for a coding not taken).
        const coding = request.headers['content-encoding']?.trim().toLowerCase()
        if (coding && coding !== 'identity') {
          done(
            unsupportedMediaType(
              'El cuerpo JSON no puede venir comprimido: envialo sin Content-Encoding.',
            ),
          )
          return
        }
        const charset = charsetOf(request.headers['content-type'])
        let text: string | undefined
        try {
          text = decode(body, charset)
        } catch {
          const named = isUtf8(charset) ? 'UTF-8' : charset
          done(new HttpError(400, 'invalid', `El cuerpo de la petición no está en ${named}.`))
          return
        }
        if (text === undefined) {
          done(
            unsupportedMediaType(
              'El cuerpo JSON está en una codificación desconocida: envialo en UTF-8.',
            ),
          )
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
