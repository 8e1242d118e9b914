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

/** Answers one API call; `request` is what the shared client sent. */
export type FakeHandler = (request: Request) => Response | Promise<Response>

/** 'METHOD path' of a request, the path relative to `/api/v1/` (e.g. 'POST login/'). */
export function routeKey(request: Request): string {
  return `${request.method} ${new URL(request.url).pathname.replace(/^\/api\/v1\//, '')}`
}

/**
 * Fakes the API at the fetch boundary: `routes` maps 'METHOD path' to a
 * handler; anything else answers 404. `calls` lists every request in the
 * order it was sent.
 */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const calls: Request[] = []
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request
    calls.push(request.clone())
    const handler = routes[routeKey(request)]
    return handler
      ? handler(request)
      : jsonResponse({ detail: 'No encontrado', code: 'not_found' }, 404)
  })
  return { spy, calls, keys: () => calls.map(routeKey) }
}
