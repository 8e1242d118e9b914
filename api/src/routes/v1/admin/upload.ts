import type { FastifyRequest } from 'fastify'

import { type FieldErrors, invalid } from '../../../http-error.ts'

export interface Upload {
  file?: Buffer
  position?: number
}

const MAX_POSITION = 1_000_000

/** Multipart limits (see app.ts) that mean "more parts than this form has", not "too big". */
const PART_LIMITS = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT'])

function parsePosition(value: unknown, errors: FieldErrors): number | undefined {
  if (value === undefined || value === null || value === '') return undefined
  // Decimal digits only: Number() would also take "1e3", "0x10" or " 7 ".
  const n =
    typeof value === 'number' ? value : /^\d{1,7}$/.test(String(value)) ? Number(value) : NaN
  if (!Number.isInteger(n) || n < 0 || n > MAX_POSITION) {
    errors.position = ['Debe ser un número entero entre 0 y 1000000.']
    return undefined
  }
  return n
}

/**
 * Reads the one file field `field` and an optional `position` from a
 * multipart body. A JSON body may carry only `position`. Unknown parts are
 * drained so the request always ends cleanly before an error is returned.
 */
export async function readUpload(request: FastifyRequest, field: string): Promise<Upload> {
  const errors: FieldErrors = {}
  const upload: Upload = {}
  if (!request.isMultipart()) {
    const body = request.body
    if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
      throw invalid({ [field]: ['Envía un formulario multipart.'] })
    }
    upload.position = parsePosition((body as { position?: unknown } | undefined)?.position, errors)
  } else {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== field || upload.file) {
            part.file.resume()
            errors[part.fieldname] = [`Se esperaba un solo archivo en el campo "${field}".`]
            continue
          }
          upload.file = await part.toBuffer()
        } else if (part.fieldname === 'position') {
          upload.position = parsePosition(part.value, errors)
        }
      }
    } catch (error) {
      const { code, statusCode } = error as { code?: string; statusCode?: number }
      // The parser's own errors (no boundary, cut short) carry no status: a bad body.
      if (code === undefined && statusCode === undefined) {
        throw invalid({ non_field_errors: ['El formulario multipart está mal formado.'] })
      }
      if (code === undefined || !PART_LIMITS.has(code)) throw error
      throw invalid({
        [code === 'FST_FILES_LIMIT' ? field : 'non_field_errors']: [
          `Envía un solo archivo, en el campo "${field}", y como mucho el campo "position".`,
        ],
      })
    }
  }
  if (upload.file?.length === 0) errors[field] = ['El archivo está vacío.']
  if (Object.keys(errors).length > 0) throw invalid(errors)
  return upload
}
