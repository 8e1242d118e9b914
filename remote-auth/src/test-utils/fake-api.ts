/** Answers one API call; `request` is what the shared client sent. */
export type FakeHandler = (request: Request) => Response | Promise<Response>

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

/**
 * Fakes the API at the fetch boundary: `routes` maps 'METHOD path' (path
 * relative to `/api/v1/`) to a handler; anything else answers 404.
 * `calls` lists every request in the order it was sent.
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

export function routeKey(request: Request): string {
  return `${request.method} ${new URL(request.url).pathname.replace(/^\/api\/v1\//, '')}`
}
