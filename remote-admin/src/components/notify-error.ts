import { ApiError, notify } from '@vitrina/shared'

/** The snackbar of a failed call: the message, with the HTTP status as its code when there is one. */
export function notifyError(message: string, error: unknown): void {
  notify({
    type: 'error',
    message,
    errorCode: error instanceof ApiError && error.status > 0 ? error.status : null,
  })
}

/** The `code` of an API error, or null. */
export function errorCodeOf(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null
}

/** The per-field messages of a 400, or an empty record. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  return error instanceof ApiError && error.status === 400 ? error.errors : {}
}
