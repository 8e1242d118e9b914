import type { StoreImage } from '@vitrina/shared'

export interface RecordedCall {
  method: string
  path: string
  body?: unknown
  fields?: Record<string, string>
}

type Handler = (call: RecordedCall) => { status: number; body?: unknown } | undefined

/**
 * Fakes the HTTP server at the fetch boundary: records every call (with its
 * multipart fields or JSON body) and answers through `handler`.
 */
export function fakeApi(handler: Handler) {
  const calls: RecordedCall[] = []
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const url = new URL(request.url)
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname.replace(/^\/api\/v1\//, ''),
    }
    const type = request.headers.get('content-type') ?? ''
    if (type.includes('multipart/form-data')) {
      const form = await request.formData()
      call.fields = {}
      form.forEach((value, key) => {
        call.fields![key] = typeof value === 'string' ? value : `file:${value.name}:${value.type}`
      })
    } else if (type.includes('json')) {
      call.body = await request.json()
    }
    calls.push(call)
    const answer = handler(call) ?? {
      status: 404,
      body: { detail: 'No encontrado', code: 'not_found' },
    }
    const body = answer.body === undefined ? null : JSON.stringify(answer.body)
    return new Response(body, {
      status: answer.status,
      headers: body ? { 'content-type': 'application/json' } : {},
    })
  })
  return { calls, spy }
}

/** A tiny in-memory image list behaving like the API's, for one kind. */
export function imageServer(initial: StoreImage[]) {
  let list = [...initial]
  let nextId = 100
  const sorted = () => [...list].sort((a, b) => a.position - b.position)
  return {
    get list() {
      return sorted()
    },
    handle(prefix: string, call: RecordedCall) {
      if (call.method === 'GET' && call.path === `store/${prefix}/`)
        return { status: 200, body: sorted() }
      if (call.method === 'POST' && call.path === `admin/tienda/${prefix}/`) {
        const item = {
          id: nextId++,
          image: `/media/${nextId}.png`,
          position: Number(call.fields?.position ?? 0),
        }
        list.push(item)
        return { status: 201, body: item }
      }
      const update = call.path.match(new RegExp(`^admin/tienda/${prefix}/(\\d+)/$`))
      if (call.method === 'PUT' && update) {
        const id = Number(update[1])
        list = list.map((item) =>
          item.id === id
            ? {
                ...item,
                image: call.fields?.[prefix === 'logos' ? 'logo' : 'portada']
                  ? `/media/u${id}.png`
                  : item.image,
              }
            : item,
        )
        return { status: 200, body: list.find((item) => item.id === id) }
      }
      const removal = call.path.match(new RegExp(`^admin/tienda/${prefix}/delete/(\\d+)/$`))
      if (call.method === 'DELETE' && removal) {
        list = list.filter((item) => item.id !== Number(removal[1]))
        return { status: 204 }
      }
      if (call.method === 'PUT' && call.path === `admin/tienda/${prefix}/`) {
        const order = call.body as Array<{ id: number; position: number }>
        list = list.map((item) => ({
          ...item,
          position: order.find((o) => o.id === item.id)?.position ?? item.position,
        }))
        return { status: 200, body: sorted() }
      }
      return undefined
    },
  }
}
