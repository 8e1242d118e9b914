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

/**
 * One call the fake API received: the request as sent (its body still
 * unread), plus what tests ask most about it, already read.
 */
export type ApiCall = Request & {
  /** The path relative to `/api/v1/`, e.g. `admin/tienda/logos/`. */
  path: string
  /** 'METHOD path', e.g. 'POST login/'. */
  key: string
  /** A multipart body's fields; a file reads `file:<name>:<type>`. */
  fields?: Record<string, string>
  /** A JSON body, parsed. */
  payload?: unknown
}

/** A fake answer: a `Response`, or a status with an optional JSON body. */
export type FakeAnswer = Response | { status: number; body?: unknown }

/** Answers one API call; undefined answers 404. */
export type FakeHandler = (
  call: ApiCall,
) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>

/** 'METHOD path' of a request, the path relative to `/api/v1/` (e.g. 'POST login/'). */
export function routeKey(request: Request): string {
  return `${request.method} ${pathOf(request)}`
}

function pathOf(request: Request): string {
  return new URL(request.url).pathname.replace(/^\/api\/v1\//, '')
}

async function readCall(request: Request): Promise<ApiCall> {
  const call = Object.assign(request.clone(), { path: pathOf(request), key: routeKey(request) })
  const type = request.headers.get('content-type') ?? ''
  const copy = request.clone()
  if (type.includes('multipart/form-data')) {
    const fields: Record<string, string> = {}
    ;(await copy.formData()).forEach((value, name) => {
      fields[name] = typeof value === 'string' ? value : `file:${value.name}:${value.type}`
    })
    return Object.assign(call, { fields })
  }
  if (type.includes('json')) return Object.assign(call, { payload: await copy.json() })
  return call
}

function toResponse(answer: FakeAnswer | undefined): Response {
  if (answer instanceof Response) return answer
  if (!answer) return jsonResponse({ detail: 'No encontrado', code: 'not_found' }, 404)
  if (answer.body === undefined) return new Response(null, { status: answer.status })
  return jsonResponse(answer.body, answer.status)
}

/**
 * Fakes the API at the fetch boundary, the one fake every app's tests use.
 * `routes` maps 'METHOD path' to a handler, or is one handler for every call;
 * an unknown route, or a handler answering undefined, gets a 404 in the
 * API's `{detail, code}` shape. `calls` lists every request in the order it
 * was sent (`keys()` as 'METHOD path').
 */
export function fakeApi(routes: Record<string, FakeHandler> | FakeHandler) {
  const calls: ApiCall[] = []
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const call = await readCall(request)
    calls.push(call)
    const handler = typeof routes === 'function' ? routes : routes[call.key]
    const answer = handler ? await handler(await readCall(request)) : undefined
    return toResponse(answer)
  })
  return { spy, calls, keys: () => calls.map((call) => call.key) }
}
