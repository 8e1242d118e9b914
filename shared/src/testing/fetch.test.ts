import { fakeApi, jsonResponse } from './fetch'

afterEach(() => jest.restoreAllMocks())

const url = (path: string) => `http://demo.localhost/api/v1/${path}`

describe('fakeApi', () => {
  it('answers by route, records each call read, and leaves its body unread for the test', async () => {
    const server = fakeApi({
      'PUT admin/tienda/logos/': async (call) =>
        jsonResponse({ got: call.payload, again: await call.json() }),
    })
    const response = await fetch(
      new Request(url('admin/tienda/logos/'), {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([{ id: 1, position: 0 }]),
      }),
    )
    const order = [{ id: 1, position: 0 }]
    expect(await response.json()).toEqual({ got: order, again: order })
    expect(server.keys()).toEqual(['PUT admin/tienda/logos/'])
    expect(server.calls[0]?.payload).toEqual(order)
    expect(await server.calls[0]?.json()).toEqual(order)
  })

  it('reads multipart fields, and takes one handler answering a status and body', async () => {
    const server = fakeApi((call) =>
      call.method === 'POST' ? { status: 201, body: { id: 5 } } : undefined,
    )
    const body = new FormData()
    body.append('logo', new File(['x'], 'logo.png', { type: 'image/png' }))
    body.append('alt', 'Logo 1')
    const created = await fetch(url('admin/tienda/logos/'), { method: 'POST', body })
    expect(created.status).toBe(201)
    expect(await created.json()).toEqual({ id: 5 })
    expect(server.calls[0]).toMatchObject({
      path: 'admin/tienda/logos/',
      fields: { logo: 'file:logo.png:image/png', alt: 'Logo 1' },
    })

    const missing = await fetch(url('store/logos/'))
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ detail: 'No encontrado', code: 'not_found' })
  })
})
