import type { FastifyError } from 'fastify'

import { type ErrorBody, type FieldErrors, HttpError } from '../http-error.ts'
import { validationErrors } from './validation-messages.ts'

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

/** Spanish words for the framework's other client errors, by status. */
export const STATUS_DETAILS: Record<number, string> = {
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

/** The status and `{detail, code[, errors]}` body of any error a request ends with, in Spanish. */
export function toErrorBody(error: FastifyError): [number, ErrorBody] {
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
