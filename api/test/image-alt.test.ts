import { eq } from 'drizzle-orm'

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

const freshStore = () => h.store(`alt${++seq}`)

function send(
  store: TestStore,
  method: 'POST' | 'PUT',
  url: string,
  parts: Part[],
): ReturnType<Harness['request']> {
  const body = multipart(parts)
  return h.request(store.subdomain, {
    method,
    url: `/api/v1/admin/tienda/${url}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(store.access) },
  })
}

const publicList = async (store: TestStore, segment: 'logos' | 'portadas') =>
  (await h.request(store.subdomain, { method: 'GET', url: `/api/v1/store/${segment}/` })).json<
    { id: number; alt?: string }[]
  >()

const rowsOf = (store: TestStore) =>
  h.database.db.select().from(storeImages).where(eq(storeImages.storeId, store.id))

describe('alternative text of covers and logos', () => {
  it('is stored trimmed from POST, returned in the public lists and store info, absent when unset', async () => {
    const store = await freshStore()
    const cover = await send(store, 'POST', 'portadas/', [
      file('portada', await img.jpeg()),
      { name: 'alt', value: '  Portada 1 de Tienda Sol: verano  ' },
    ])
    expect(cover.statusCode).toBe(201)
    expect(cover.json()).toMatchObject({ alt: 'Portada 1 de Tienda Sol: verano' })
    const plain = await send(store, 'POST', 'portadas/', [file('portada', await img.jpeg())])
    expect(plain.json()).not.toHaveProperty('alt')
    const logo = await send(store, 'POST', 'logos/', [
      file('logo', await img.png()),
      { name: 'alt', value: 'Logo de Tienda Sol' },
    ])
    expect(logo.statusCode).toBe(201)

    expect(await publicList(store, 'portadas')).toEqual([
      expect.objectContaining({ id: cover.json().id, alt: 'Portada 1 de Tienda Sol: verano' }),
      expect.not.objectContaining({ alt: expect.anything() }),
    ])
    expect(await publicList(store, 'logos')).toEqual([
      expect.objectContaining({ alt: 'Logo de Tienda Sol' }),
    ])
    const info = await h.request(store.subdomain, {
      method: 'GET',
      url: '/api/v1/tienda/resume/subdomain/',
    })
    expect(info.json().logos[0]).toMatchObject({ alt: 'Logo de Tienda Sol' })
  })

  it('PUT changes it alone, keeps it when not sent, and clears it when sent empty', async () => {
    const store = await freshStore()
    const created = await send(store, 'POST', 'logos/', [
      file('logo', await img.png()),
      { name: 'alt', value: 'Primero' },
    ])
    const id = created.json().id as number

    const renamed = await send(store, 'PUT', `logos/${id}/`, [{ name: 'alt', value: 'Segundo' }])
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toEqual({ ...created.json(), position: 0, alt: 'Segundo' })

    const moved = await send(store, 'PUT', `logos/${id}/`, [{ name: 'position', value: '4' }])
    expect(moved.json()).toMatchObject({ position: 4, alt: 'Segundo' })
    const recropped = await send(store, 'PUT', `logos/${id}/`, [file('logo', await img.png())])
    expect(recropped.json()).toMatchObject({ alt: 'Segundo' })

    const cleared = await send(store, 'PUT', `logos/${id}/`, [{ name: 'alt', value: '   ' }])
    expect(cleared.json()).not.toHaveProperty('alt')
    expect((await rowsOf(store))[0]!.alt).toBeNull()
  })

  it('refuses more than 140 characters and control characters, in Spanish, changing nothing', async () => {
    const store = await freshStore()
    const ok = await send(store, 'POST', 'portadas/', [
      file('portada', await img.jpeg()),
      { name: 'alt', value: 'ñ'.repeat(140) },
    ])
    expect(ok.statusCode).toBe(201)
    const id = ok.json().id as number

    const long = await send(store, 'POST', 'portadas/', [
      file('portada', await img.jpeg()),
      { name: 'alt', value: 'x'.repeat(141) },
    ])
    expect(long.statusCode).toBe(400)
    expect(long.json()).toEqual({
      detail: expect.any(String),
      code: 'invalid',
      errors: { alt: ['El texto alternativo admite como mucho 140 caracteres.'] },
    })

    for (const value of ['línea 1\nlínea 2', 'tab\there', 'bell\u0007']) {
      const bad = await send(store, 'PUT', `portadas/${id}/`, [
        file('portada', await img.jpeg()),
        { name: 'alt', value },
      ])
      expect(bad.statusCode).toBe(400)
      expect(bad.json().errors).toEqual({
        alt: ['El texto alternativo no puede contener caracteres de control.'],
      })
    }
    const rows = await rowsOf(store)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.alt).toBe('ñ'.repeat(140))
    expect((await publicList(store, 'portadas'))[0]!.alt).toBe('ñ'.repeat(140))
  })
})
