import { eq } from 'drizzle-orm'

import { storeImages } from '../src/db/schema.ts'
import { bearer, createHarness, type Harness, type TestStore } from './support/harness.ts'
import * as img from './support/images.ts'
import { file, multipart } from './support/multipart.ts'

let h: Harness
let a: TestStore
let b: TestStore
let bLogo: { id: number; image: string }
let bCover: { id: number; image: string }

beforeAll(async () => {
  h = await createHarness()
  a = await h.store('alpha')
  b = await h.store('beta')
  const logo = multipart([file('logo', await img.png())])
  bLogo = (
    await h.request('beta', {
      method: 'POST',
      url: '/api/v1/admin/tienda/logos/',
      payload: logo.payload,
      headers: { ...logo.headers, ...bearer(b.access) },
    })
  ).json()
  const cover = multipart([file('portada', await img.jpeg())])
  bCover = (
    await h.request('beta', {
      method: 'POST',
      url: '/api/v1/admin/tienda/portadas/',
      payload: cover.payload,
      headers: { ...cover.headers, ...bearer(b.access) },
    })
  ).json()
})
afterAll(() => h.close())

const snapshot = async () => {
  const rows = await h.database.db.select().from(storeImages).where(eq(storeImages.storeId, b.id))
  return {
    rows: rows.map(({ id, file: f, position }) => ({ id, f, position })),
    files: h.mediaFiles(),
  }
}

describe('cross-store isolation', () => {
  it('the owner of A, on A, cannot change or delete B’s images by id', async () => {
    const before = await snapshot()
    const auth = bearer(a.access)
    const calls = [
      {
        method: 'PUT' as const,
        url: `/api/v1/admin/tienda/logos/${bLogo.id}/`,
        ...multipart([file('logo', await img.png())]),
      },
      {
        method: 'PUT' as const,
        url: `/api/v1/admin/tienda/portadas/${bCover.id}/`,
        ...multipart([{ name: 'position', value: '9' }]),
      },
      { method: 'DELETE' as const, url: `/api/v1/admin/tienda/logos/delete/${bLogo.id}/` },
      { method: 'DELETE' as const, url: `/api/v1/admin/tienda/portadas/delete/${bCover.id}/` },
      {
        method: 'PUT' as const,
        url: '/api/v1/admin/tienda/logos/',
        payload: [{ id: bLogo.id, position: 3 }],
      },
    ]
    for (const call of calls) {
      const res = await h.request('alpha', {
        ...call,
        headers: { ...('headers' in call ? call.headers : {}), ...auth },
      })
      expect(res.statusCode).toBe(404)
      expect(res.json().code).toBe('not_found')
    }
    expect(await snapshot()).toEqual(before)
  })

  it('a token issued by A is not valid on B, for any call', async () => {
    const before = await snapshot()
    const auth = bearer(a.access)
    const calls = [
      {
        method: 'POST' as const,
        url: '/api/v1/admin/tienda/logos/',
        ...multipart([file('logo', await img.png())]),
      },
      {
        method: 'PUT' as const,
        url: `/api/v1/admin/tienda/logos/${bLogo.id}/`,
        ...multipart([{ name: 'position', value: '9' }]),
      },
      { method: 'DELETE' as const, url: `/api/v1/admin/tienda/logos/delete/${bLogo.id}/` },
      {
        method: 'PUT' as const,
        url: '/api/v1/admin/tienda/portadas/',
        payload: [{ id: bCover.id, position: 3 }],
      },
      {
        method: 'POST' as const,
        url: '/api/v1/user/push-token/',
        payload: { token: 't', platform: 'ios' },
      },
    ]
    for (const call of calls) {
      const res = await h.request('beta', {
        ...call,
        headers: { ...('headers' in call ? call.headers : {}), ...auth },
      })
      expect(res.statusCode).toBe(401)
      expect(res.json().code).toBe('token_not_valid')
    }
    expect(await snapshot()).toEqual(before)
  })

  it('the owner of A logged in on B is a customer there: 403', async () => {
    const session = await h.login('beta', a.ownerEmail)
    const res = await h.request('beta', {
      method: 'DELETE',
      url: `/api/v1/admin/tienda/logos/delete/${bLogo.id}/`,
      headers: bearer(session.access),
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('permission_denied')
  })

  it('public reads only show the named store', async () => {
    const logosA = (await h.request('alpha', { method: 'GET', url: '/api/v1/store/logos/' })).json()
    const logosB = (await h.request('beta', { method: 'GET', url: '/api/v1/store/logos/' })).json()
    expect(logosA).toEqual([])
    expect(logosB).toEqual([bLogo])
    const resume = (
      await h.request('alpha', { method: 'GET', url: '/api/v1/tienda/resume/subdomain/' })
    ).json()
    expect(resume).toMatchObject({ id: a.id, owner_user_id: a.ownerId, logos: [] })
  })
})
