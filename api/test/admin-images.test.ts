import fs from 'node:fs'
import path from 'node:path'

import { eq } from 'drizzle-orm'
import sharp from 'sharp'

import { storeImages } from '../src/db/schema.ts'
import { bearer, createHarness, type Harness, type TestStore } from './support/harness.ts'
import * as img from './support/images.ts'
import { file, multipart, type Part } from './support/multipart.ts'

let h: Harness
let seq = 0

beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

/** Each test gets its own store, so limits and orders never leak between tests. */
const freshStore = () => h.store(`s${++seq}`)

const upload = (
  store: TestStore,
  segment: 'logos' | 'portadas',
  parts: Part[],
  token = store.access,
) =>
  h.request(store.subdomain, {
    method: 'POST',
    url: `/api/v1/admin/tienda/${segment}/`,
    ...withAuth(multipart(parts), token),
  })

function withAuth(body: ReturnType<typeof multipart>, token: string) {
  return { payload: body.payload, headers: { ...body.headers, ...bearer(token) } }
}

const rowsOf = (store: TestStore) =>
  h.database.db.select().from(storeImages).where(eq(storeImages.storeId, store.id))

const filesOf = (store: TestStore) =>
  h.mediaFiles().filter((f) => f.startsWith(`${store.id}${path.sep}`))

async function expectConsistent(store: TestStore) {
  const rows = await rowsOf(store)
  expect(filesOf(store)).toEqual(img.keysOfRows(rows))
}

describe('POST admin/tienda/{kind}/', () => {
  it('stores a logo as PNG and a cover as JPEG, appending positions', async () => {
    const store = await freshStore()
    const logo = await upload(store, 'logos', [
      file('logo', await img.jpeg(), 'x.jpg', 'image/jpeg'),
    ])
    expect(logo.statusCode).toBe(201)
    expect(logo.json()).toEqual({
      id: expect.any(Number),
      image: expect.stringMatching(/^\/media\/\d+\/[0-9a-f-]{36}\.png$/),
      position: 0,
      srcset: expect.any(String),
      variants: [expect.objectContaining({ width: 64, type: 'image/webp' })],
    })
    const second = await upload(store, 'logos', [file('logo', await img.png())])
    expect(second.json().position).toBe(1)

    const cover = await upload(store, 'portadas', [file('portada', await img.png(), 'p.png')])
    expect(cover.statusCode).toBe(201)
    expect(cover.json().image).toMatch(/\.jpg$/)
    const webpCover = await upload(store, 'portadas', [
      file('portada', await img.webp(), 'p.webp', 'image/webp'),
      { name: 'position', value: '7' },
    ])
    expect(webpCover.json()).toMatchObject({ position: 7, image: expect.stringMatching(/\.webp$/) })

    const stored = await sharp(
      fs.readFileSync(path.join(h.mediaDir, logo.json().image.slice('/media/'.length))),
    ).metadata()
    expect(stored.format).toBe('png')
    await expectConsistent(store)
  })

  it('accepts a PNG declared as image/jpeg with a .jpg name: bytes decide', async () => {
    const store = await freshStore()
    const res = await upload(store, 'portadas', [
      file('portada', await img.png(), 'photo.jpg', 'image/jpeg'),
    ])
    expect(res.statusCode).toBe(201)
  })

  it('strips metadata when re-encoding', async () => {
    const store = await freshStore()
    const original = await img.jpegWithExif()
    expect(original.includes('secret-exif-marker')).toBe(true)
    const res = await upload(store, 'portadas', [file('portada', original, 'e.jpg', 'image/jpeg')])
    const stored = fs.readFileSync(path.join(h.mediaDir, res.json().image.slice('/media/'.length)))
    expect(stored.includes('secret-exif-marker')).toBe(false)
    expect((await sharp(stored).metadata()).exif).toBeUndefined()
  })

  it('refuses what is not a JPEG, PNG or WebP by its bytes with 415', async () => {
    const store = await freshStore()
    for (const [data, name, type] of [
      [img.textFile(), 'x.png', 'image/png'],
      [await img.gif(), 'x.gif', 'image/gif'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg', 'image/svg+xml'],
    ] as const) {
      const res = await upload(store, 'logos', [file('logo', data, name, type)])
      expect(res.statusCode).toBe(415)
      expect(res.json()).toEqual({ detail: expect.any(String), code: 'unsupported_media_type' })
    }
    expect(await rowsOf(store)).toHaveLength(0)
    expect(filesOf(store)).toEqual([])
  })

  it('refuses a file over 5 MB with 413', async () => {
    const store = await freshStore()
    const big = Buffer.concat([await img.png(), Buffer.alloc(6 * 1024 * 1024, 1)])
    const res = await upload(store, 'portadas', [file('portada', big)])
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ detail: 'El archivo supera los 5 MB.', code: 'file_too_large' })
    expect(filesOf(store)).toEqual([])
  })

  it('refuses an image over 40 megapixels', async () => {
    const store = await freshStore()
    const res = await upload(store, 'portadas', [file('portada', img.pngDeclaring(8000, 6000))])
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({
      code: 'file_too_large',
      detail: expect.stringContaining('40'),
    })
    expect(filesOf(store)).toEqual([])
  })

  it('answers 400 for a damaged image, a missing file, an empty file, a wrong field or a bad position', async () => {
    const store = await freshStore()
    const cases: Part[][] = [
      [file('logo', await img.truncatedPng())],
      [{ name: 'position', value: '1' }],
      [file('logo', Buffer.alloc(0))],
      [file('portada', await img.png())],
      [file('logo', await img.png()), { name: 'position', value: '-1' }],
      [file('logo', await img.png()), { name: 'position', value: 'abc' }],
    ]
    for (const parts of cases) {
      const res = await upload(store, 'logos', parts)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'invalid', errors: expect.any(Object) })
    }
    const json = await h.request(store.subdomain, {
      method: 'POST',
      url: '/api/v1/admin/tienda/logos/',
      payload: { logo: 'data' },
      headers: bearer(store.access),
    })
    expect(json.statusCode).toBe(400)
    expect(await rowsOf(store)).toHaveLength(0)
    expect(filesOf(store)).toEqual([])
  })

  it('answers 400 (not 413) for a second file or too many parts, keeping nothing', async () => {
    const store = await freshStore()
    const logo = await img.png()
    const cases: [Part[], string][] = [
      [[file('logo', logo), file('logo', logo)], 'logo'],
      [[file('image', logo), file('logo', logo)], 'logo'],
      [
        [
          file('logo', logo),
          ...Array.from({ length: 12 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
        ],
        'non_field_errors',
      ],
    ]
    for (const [parts, field] of cases) {
      const res = await upload(store, 'logos', parts)
      expect(res.statusCode).toBe(400)
      const body = res.json()
      expect(body).toMatchObject({ code: 'invalid' })
      expect(body.errors[field]).toEqual([expect.stringContaining('"logo"')])
    }
    expect(await rowsOf(store)).toHaveLength(0)
    expect(filesOf(store)).toEqual([])
  })

  it('answers 400 for a multipart body without boundary or cut short', async () => {
    const store = await freshStore()
    const cut = multipart([file('logo', await img.png())])
    for (const [contentType, payload] of [
      ['multipart/form-data', 'xx'],
      ['multipart/form-data; boundary=zz', 'garbage'],
      [cut.headers['content-type']!, cut.payload.subarray(0, cut.payload.length - 40)],
    ] as const) {
      const res = await h.request(store.subdomain, {
        method: 'POST',
        url: '/api/v1/admin/tienda/logos/',
        payload,
        headers: { 'content-type': contentType, ...bearer(store.access) },
      })
      expect([contentType, res.statusCode, res.json().code]).toEqual([contentType, 400, 'invalid'])
    }
    expect(await rowsOf(store)).toHaveLength(0)
    expect(filesOf(store)).toEqual([])
  })

  it('takes a position only as plain decimal digits', async () => {
    const store = await freshStore()
    for (const value of ['1e3', '0x10', ' 7', '7 ', '+3', '2.0']) {
      const res = await upload(store, 'logos', [
        file('logo', await img.png()),
        { name: 'position', value },
      ])
      expect(res.statusCode).toBe(400)
      expect(res.json().errors).toHaveProperty('position')
    }
    expect(await rowsOf(store)).toHaveLength(0)
    const ok = await upload(store, 'logos', [
      file('logo', await img.png()),
      { name: 'position', value: '007' },
    ])
    expect(ok.json()).toMatchObject({ position: 7 })
  })

  it('keeps at most 5 per kind', async () => {
    const store = await freshStore()
    const logo = await img.png()
    for (let i = 0; i < 5; i++) {
      expect((await upload(store, 'logos', [file('logo', logo)])).statusCode).toBe(201)
    }
    const sixth = await upload(store, 'logos', [file('logo', logo)])
    expect(sixth.statusCode).toBe(409)
    expect(sixth.json()).toEqual({ detail: expect.any(String), code: 'max_images' })
    // The other kind has its own budget.
    expect((await upload(store, 'portadas', [file('portada', logo)])).statusCode).toBe(201)
    await expectConsistent(store)
  })

  it('keeps at most 5 under concurrent uploads, leaving no orphan files', async () => {
    const store = await freshStore()
    const cover = await img.jpeg(320, 180)
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        upload(store, 'portadas', [file('portada', cover, 'c.jpg', 'image/jpeg')]),
      ),
    )
    const codes = results.map((r) => r.statusCode).sort()
    expect(codes).toEqual([201, 201, 201, 201, 201, 409, 409, 409])
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().code).toBe('max_images')
    expect(await rowsOf(store)).toHaveLength(5)
    expect(filesOf(store).filter((f) => !img.isVariantKey(f))).toHaveLength(5)
    await expectConsistent(store)
  })
})

describe('PUT admin/tienda/{kind}/{id}/', () => {
  it('replaces the file (removing the old one) and/or the position', async () => {
    const store = await freshStore()
    const created = (await upload(store, 'portadas', [file('portada', await img.jpeg())])).json()
    const oldFile = created.image.slice('/media/'.length)
    const put = (parts: Part[]) =>
      h.request(store.subdomain, {
        method: 'PUT',
        url: `/api/v1/admin/tienda/portadas/${created.id}/`,
        ...withAuth(multipart(parts), store.access),
      })

    const moved = await put([{ name: 'position', value: '4' }])
    expect(moved.statusCode).toBe(200)
    expect(moved.json()).toEqual({ ...created, position: 4 })

    const replaced = await put([file('portada', await img.png(100, 50))])
    expect(replaced.statusCode).toBe(200)
    expect(replaced.json()).toMatchObject({ id: created.id, position: 4 })
    expect(replaced.json().image).not.toBe(created.image)
    expect(fs.existsSync(path.join(h.mediaDir, oldFile))).toBe(false)

    const json = await h.request(store.subdomain, {
      method: 'PUT',
      url: `/api/v1/admin/tienda/portadas/${created.id}/`,
      payload: { position: 2 },
      headers: bearer(store.access),
    })
    expect(json.json().position).toBe(2)
    await expectConsistent(store)
  })

  it('leaves the image untouched when the new file is refused', async () => {
    const store = await freshStore()
    const created = (await upload(store, 'logos', [file('logo', await img.png())])).json()
    const res = await h.request(store.subdomain, {
      method: 'PUT',
      url: `/api/v1/admin/tienda/logos/${created.id}/`,
      ...withAuth(
        multipart([file('logo', img.textFile()), { name: 'position', value: '3' }]),
        store.access,
      ),
    })
    expect(res.statusCode).toBe(415)
    const [row] = await rowsOf(store)
    expect(row).toMatchObject({ id: created.id, position: 0 })
    await expectConsistent(store)
  })

  it('answers 404 for unknown, malformed or other-kind ids', async () => {
    const store = await freshStore()
    const logo = (await upload(store, 'logos', [file('logo', await img.png())])).json()
    for (const url of [
      '/api/v1/admin/tienda/logos/999999/',
      '/api/v1/admin/tienda/logos/abc/',
      '/api/v1/admin/tienda/logos/99999999999999/',
      `/api/v1/admin/tienda/portadas/${logo.id}/`,
    ]) {
      const res = await h.request(store.subdomain, {
        method: 'PUT',
        url,
        ...withAuth(multipart([{ name: 'position', value: '1' }]), store.access),
      })
      expect(res.statusCode).toBe(404)
      expect(res.json().code).toBe('not_found')
    }
    await expectConsistent(store)
    expect(await rowsOf(store)).toHaveLength(1)
  })
})

describe('DELETE admin/tienda/{kind}/delete/{id}/', () => {
  it('removes the row and the file', async () => {
    const store = await freshStore()
    const created = (await upload(store, 'logos', [file('logo', await img.png())])).json()
    const del = () =>
      h.request(store.subdomain, {
        method: 'DELETE',
        url: `/api/v1/admin/tienda/logos/delete/${created.id}/`,
        headers: bearer(store.access),
      })
    const res = await del()
    expect(res.statusCode).toBe(204)
    expect(await rowsOf(store)).toHaveLength(0)
    expect(filesOf(store)).toEqual([])
    const again = await del()
    expect(again.statusCode).toBe(404)
    expect(again.json().code).toBe('not_found')
  })
})

describe('PUT admin/tienda/{kind}/ (reorder)', () => {
  it('sets every position and returns the list in order', async () => {
    const store = await freshStore()
    const ids: number[] = []
    for (let i = 0; i < 3; i++) {
      ids.push((await upload(store, 'portadas', [file('portada', await img.jpeg())])).json().id)
    }
    const order = [
      { id: ids[2]!, position: 0 },
      { id: ids[0]!, position: 1 },
      { id: ids[1]!, position: 2 },
    ]
    const res = await h.request(store.subdomain, {
      method: 'PUT',
      url: '/api/v1/admin/tienda/portadas/',
      payload: order,
      headers: bearer(store.access),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().map((i: { id: number; position: number }) => [i.id, i.position])).toEqual(
      order.map((o) => [o.id, o.position]),
    )
    const publicList = (
      await h.request(store.subdomain, { method: 'GET', url: '/api/v1/store/portadas/' })
    ).json()
    expect(publicList.map((i: { id: number }) => i.id)).toEqual([ids[2], ids[0], ids[1]])
  })

  it('refuses lists that are not exactly this store’s images, changing nothing', async () => {
    const store = await freshStore()
    const a = (await upload(store, 'logos', [file('logo', await img.png())])).json()
    const b = (await upload(store, 'logos', [file('logo', await img.png())])).json()
    const cover = (await upload(store, 'portadas', [file('portada', await img.png())])).json()
    const reorder = (payload: unknown) =>
      h.request(store.subdomain, {
        method: 'PUT',
        url: '/api/v1/admin/tienda/logos/',
        payload: payload as object,
        headers: bearer(store.access),
      })
    const cases: [unknown, number, string][] = [
      [[{ id: a.id, position: 1 }], 400, 'invalid'],
      [
        [
          { id: a.id, position: 1 },
          { id: a.id, position: 2 },
        ],
        400,
        'invalid',
      ],
      [
        [
          { id: a.id, position: 1 },
          { id: b.id, position: 0 },
          { id: cover.id, position: 2 },
        ],
        404,
        'not_found',
      ],
      [
        [
          { id: a.id, position: 1 },
          { id: 987654, position: 0 },
        ],
        404,
        'not_found',
      ],
      [
        [
          { id: a.id, position: -1 },
          { id: b.id, position: 0 },
        ],
        400,
        'invalid',
      ],
      [{ id: a.id, position: 1 }, 400, 'invalid'],
      [[{ id: 'x', position: 1 }], 400, 'invalid'],
      [
        [
          { id: String(a.id), position: '1' },
          { id: b.id, position: 0 },
        ],
        400,
        'invalid',
      ],
    ]
    for (const [payload, status, code] of cases) {
      const res = await reorder(payload)
      expect([res.statusCode, res.json().code]).toEqual([status, code])
    }
    const rows = await rowsOf(store)
    expect(
      rows
        .filter((r) => r.kind === 'logo')
        .map((r) => r.position)
        .sort(),
    ).toEqual([0, 1])
  })
})

describe('admin access', () => {
  it('needs the owner: anonymous 401, bad token 401, customers 403', async () => {
    const store = await freshStore()
    const customerEmail = `customer${seq}@example.com`
    await h.user(customerEmail)
    const customer = await h.login(store.subdomain, customerEmail)
    const png = await img.png()

    const anonymous = await h.request(store.subdomain, {
      method: 'POST',
      url: '/api/v1/admin/tienda/logos/',
      ...multipart([file('logo', png)]),
    })
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'not_authenticated'])

    const bad = await upload(store, 'logos', [file('logo', png)], 'not-a-token')
    expect([bad.statusCode, bad.json().code]).toEqual([401, 'token_not_valid'])

    const refreshAsAccess = await upload(store, 'logos', [file('logo', png)], store.refresh)
    expect([refreshAsAccess.statusCode, refreshAsAccess.json().code]).toEqual([
      401,
      'token_not_valid',
    ])

    for (const [method, url, payload] of [
      ['POST', '/api/v1/admin/tienda/logos/', undefined],
      ['PUT', '/api/v1/admin/tienda/logos/1/', undefined],
      ['DELETE', '/api/v1/admin/tienda/logos/delete/1/', undefined],
      ['PUT', '/api/v1/admin/tienda/logos/', []],
    ] as const) {
      const res = await h.request(store.subdomain, {
        method,
        url,
        payload,
        headers: bearer(customer.access),
      })
      expect([res.statusCode, res.json().code]).toEqual([403, 'permission_denied'])
    }
    expect(await rowsOf(store)).toHaveLength(0)
  })
})
