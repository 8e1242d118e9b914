import { type ErrorBody, ErrorSchema } from '@vitrina/contract'

export type { ErrorBody }

export type FieldErrors = Record<string, string[]>

/** An error the API answers with as `{detail, code[, errors]}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly detail: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** More of the body, beside `detail` and `code` (the commerce 409s' `lines` and `total`). */
    readonly extra?: Omit<ErrorBody, 'detail' | 'code' | 'errors'>,
  ) {
    super(detail)
    this.name = 'HttpError'
  }

  toBody(): ErrorBody {
    return {
      detail: this.detail,
      code: this.code,
      ...(this.errors ? { errors: this.errors } : {}),
      ...this.extra,
    }
  }
}

/** Response schema entry shared by every route for its error answers. */
export const errorResponses = { '4xx': ErrorSchema, '5xx': ErrorSchema } as const

export const invalid = (errors: FieldErrors, detail = 'Los datos enviados no son válidos.') =>
  new HttpError(400, 'invalid', detail, errors)
export const notAuthenticated = () =>
  new HttpError(401, 'not_authenticated', 'No se proporcionaron credenciales de autenticación.')
export const tokenNotValid = (detail = 'El token no es válido o ha expirado.') =>
  new HttpError(401, 'token_not_valid', detail)
export const permissionDenied = () =>
  new HttpError(403, 'permission_denied', 'No tienes permiso para realizar esta acción.')
export const notFound = (detail = 'No encontrado.') => new HttpError(404, 'not_found', detail)
export const storeNotFound = () => new HttpError(404, 'store_not_found', 'La tienda no existe.')
export const maxImages = (max: number) =>
  new HttpError(409, 'max_images', `Se alcanzó el máximo de ${max} imágenes.`)
/** A 409 with its own code (commerce calls), optionally with `lines` and `total`. */
export const conflict = (
  code: string,
  detail: string,
  extra?: Pick<ErrorBody, 'lines' | 'total'>,
) => new HttpError(409, code, detail, undefined, undefined, extra)
export const fileTooLarge = (detail: string) => new HttpError(413, 'file_too_large', detail)
export const unsupportedMediaType = (detail: string) =>
  new HttpError(415, 'unsupported_media_type', detail)
export const throttled = (seconds: number) =>
  new HttpError(
    429,
    'throttled',
    `Demasiados intentos. Inténtalo de nuevo en ${seconds} segundos.`,
    undefined,
    { 'Retry-After': String(seconds) },
  )

export const limitReached = (detail: string) => new HttpError(409, 'limit_reached', detail)
/** Prices written in a currency the store no longer has (changed meanwhile, in another tab). */
export const currencyChanged = (currency: string) =>
  new HttpError(
    409,
    'currency_changed',
    `La moneda de la tienda cambió a ${currency} mientras editabas: revisá los precios y guardá de nuevo.`,
  )
export const stockChanged = (lines: { variant_id: number; stock: number | null }[]) =>
  new HttpError(409, 'stock_changed', 'El stock cambió mientras editabas', undefined, undefined, {
    lines,
  })
