import { loadingCountValueAtom } from '../loading/atoms'
import { appStore, resetAppStore } from '../store/app-store'
import { fakeApi, jsonResponse } from '../testing/fetch'
import { ApiError } from './api-error'
import { api } from './client'
import { uploadFetch, type UploadProgress } from './upload-fetch'

describe('uploadFetch', () => {
  beforeEach(() => resetAppStore())
  afterEach(() => jest.restoreAllMocks())

  function form() {
    const body = new FormData()
    body.append('portada', new Blob(['x'.repeat(1000)], { type: 'image/jpeg' }), 'p.jpg')
    body.append('alt', 'Portada 1')
    return body
  }

  it('sends the multipart body through the shared client, reporting the bytes sent', async () => {
    let seen: { fields: string[]; auth: string | null; subdomain: string | null } | null = null
    fakeApi({
      'POST admin/tienda/portadas/': async (request) => {
        const fields = [...(await request.formData()).keys()]
        seen = {
          fields,
          auth: request.headers.get('authorization'),
          subdomain: request.headers.get('x-subdomain'),
        }
        return jsonResponse({ id: 1, image: '/media/p.jpg', position: 0 }, 201)
      },
    })
    const progress: UploadProgress[] = []
    const counts: number[] = []
    const unsubscribe = appStore.sub(loadingCountValueAtom, () =>
      counts.push(appStore.get(loadingCountValueAtom)),
    )

    const created = await api
      .post('admin/tienda/portadas/', { body: form(), fetch: uploadFetch((p) => progress.push(p)) })
      .json<{ id: number }>()
    unsubscribe()

    expect(created.id).toBe(1)
    expect(seen).toMatchObject({ fields: ['portada', 'alt'], subdomain: expect.any(String) })
    expect(progress.length).toBeGreaterThan(0)
    const last = progress.at(-1)!
    expect(last.loaded).toBe(last.total)
    expect(last.total).toBeGreaterThan(0)
    expect(counts).toEqual([1, 0])
  })

  it("turns the server's error into the client's ApiError, and a lost connection into a network error", async () => {
    fakeApi({
      'POST admin/tienda/portadas/': () =>
        jsonResponse({ detail: 'Se alcanzó el máximo de 5 imágenes.', code: 'max_images' }, 409),
    })
    const error = await api
      .post('admin/tienda/portadas/', { body: form(), fetch: uploadFetch(() => {}) })
      .json()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 409, code: 'max_images' })

    jest.restoreAllMocks()
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    const lost = await api
      .post('admin/tienda/portadas/', { body: form(), fetch: uploadFetch(() => {}) })
      .json()
      .catch((e: unknown) => e)
    expect(lost).toMatchObject({ status: 0, code: 'network_error' })
    expect(appStore.get(loadingCountValueAtom)).toBe(0)
  })
})
