/** The one error every API call rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    /** HTTP status, or 0 when no response arrived (network error, abort). */
    readonly status: number,
    /** Machine code from the error body (`token_not_valid`, `max_images`…), or a client one. */
    readonly code: string,
    /** Human text from the server's `detail`, or the transport's message. */
    readonly detail: string,
    /** Per-field messages of a 400. */
    readonly errors: Record<string, string[]> = {},
    /**
     * Whether `detail` is the server's own text (its body's `detail`), not
     * the transport's status text. Added in 1.x: undefined from an older host.
     */
    readonly detailFromServer?: boolean,
  ) {
    super(detail || code)
  }
}

/** True for a 401 that means the session's token is no good (product-rules §8). */
export function isInvalidTokenError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 401 &&
    (error.code === 'token_not_valid' || error.detail.toLowerCase().includes('token'))
  )
}
