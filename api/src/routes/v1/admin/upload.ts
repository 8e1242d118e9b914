import type { FastifyRequest } from 'fastify'

import { type FieldErrors, invalid } from '../../../http-error.ts'

export interface Upload {
  file?: Buffer
  position?: number
  /** The alternative text sent (trimmed; null to clear it), undefined when none was sent. */
  alt?: string | null
}

const MAX_POSITION = 1_000_000
export const MAX_ALT_LENGTH = 140

/** Trims the alternative text; an empty one clears it. */
function parseAlt(value: unknown, errors: FieldErrors): string | null | undefined {
  if (value === undefined || value === null) return undefined
  const text = String(value).trim()
  if (/\p{Cc}/u.test(text)) {
    errors.alt = ['El texto alternativo no puede contener caracteres de control.']
    return undefined
  }
  if ([...text].length > MAX_ALT_LENGTH) {
    errors.alt = [`El texto alternativo admite como mucho ${MAX_ALT_LENGTH} caracteres.`]
    return undefined
  }
  return text || null
}

/** The multipart parser's own errors (no boundary, a body cut short) carry no code or status. */
export function isMalformedMultipart(error: unknown): boolean {
  const { code, statusCode } = error as { code?: string; statusCode?: number }
  return error instanceof Error && code === undefined && statusCode === undefined
}

/** A body the multipart parser could not read: 400, as any bad body. */
export const malformedMultipart = () =>
  invalid({ non_field_errors: ['El formulario multipart está mal formado.'] })

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
    const fields = body as { position?: unknown; alt?: unknown } | undefined
    upload.position = parsePosition(fields?.position, errors)
    upload.alt = parseAlt(fields?.alt, errors)
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
        } else if (part.fieldname === 'alt') {
          upload.alt = parseAlt(part.value, errors)
        }
      }
    } catch (error) {
      const { code } = error as { code?: string }
      if (isMalformedMultipart(error)) throw malformedMultipart()
      if (code === undefined || !PART_LIMITS.has(code)) throw error
      throw invalid({
        [code === 'FST_FILES_LIMIT' ? field : 'non_field_errors']: [
          `Envía un solo archivo, en el campo "${field}", y como mucho los campos "position" y "alt".`,
        ],
      })
    }
  }
  if (upload.file?.length === 0) errors[field] = ['El archivo está vacío.']
  if (Object.keys(errors).length > 0) throw invalid(errors)
  return upload
}
