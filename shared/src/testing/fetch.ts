/** A JSON `Response` for faking the API at the fetch boundary. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

/** The `Request` of the n-th call of a `jest.spyOn(globalThis, 'fetch')`. */
export function requestOf(spy: jest.SpyInstance, call = 0): Request {
  const input = spy.mock.calls[call]?.[0] as unknown
  if (!(input instanceof Request)) throw new Error(`fetch call ${call} was not made with a Request`)
  return input
}
