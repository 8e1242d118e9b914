import { eq } from 'drizzle-orm'
import { decodeJwt, SignJWT } from 'jose'

import { pushTokens, refreshTokens } from '../src/db/schema.ts'
import { REFRESH_REUSE_GRACE_SECONDS } from '../src/services/sessions.ts'
import { bearer, createHarness, type Harness, PASSWORD, type TestStore } from './support/harness.ts'

let h: Harness
let shop: TestStore
let other: TestStore
let customer: { id: number; email: string }

beforeAll(async () => {
  h = await createHarness()
  shop = await h.store('shop')
  other = await h.store('other')
  customer = await h.user('Customer@Example.com')
})
afterAll(() => h.close())

const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  store = 'shop',
) => h.request(store, { method: 'POST', url, payload: payload as object, headers })

describe('POST login/', () => {
  it('returns the user and a token pair', async () => {
    const res = await post('/api/v1/login/', { email: 'customer@example.com', password: PASSWORD })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toEqual({
      email: 'customer@example.com',
      username: 'customer',
      user_id: customer.id,
      tokens: {
        access: expect.any(String),
        refresh: expect.any(String),
        visitor_id: expect.any(String),
      },
    })
  })

  it('matches the email whatever its case and surrounding spaces', async () => {
    const res = await post('/api/v1/login/', {
      email: '  CUSTOMER@example.COM ',
      password: PASSWORD,
    })
    expect(res.statusCode).toBe(200)
  })

  it('refuses a wrong password and an unknown email alike', async () => {
    for (const payload of [
      { email: 'customer@example.com', password: 'wrong-password' },
      { email: 'nobody@example.com', password: PASSWORD },
    ]) {
      const res = await post('/api/v1/login/', payload)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({
        detail: 'Credenciales incorrectas',
        code: 'invalid_credentials',
      })
    }
  })

  it('answers 400 with field errors for missing or empty fields', async () => {
    let res = await post('/api/v1/login/', {})
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'invalid',
      errors: { email: expect.any(Array), password: expect.any(Array) },
    })
    res = await post('/api/v1/login/', { email: '', password: '' })
    expect(res.json()).toMatchObject({
      code: 'invalid',
      errors: { email: ['El correo es obligatorio'], password: ['La contraseña es obligatoria'] },
    })
    res = await h.request('shop', {
      method: 'POST',
      url: '/api/v1/login/',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('invalid')
  })

  it('answers 400 for fields of the wrong type instead of reading them as text', async () => {
    const res = await post('/api/v1/login/', { email: 123, password: true })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'invalid',
      errors: {
        email: ['Valor no válido: debe ser un texto.'],
        password: ['Valor no válido: debe ser un texto.'],
      },
    })
  })

  it('explains every schema rule in Spanish', async () => {
    const res = await post('/api/v1/login/', { email: 'a'.repeat(300), password: ['x'] })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({
      email: ['Valor no válido: debe tener como máximo 254 caracteres.'],
      password: ['Valor no válido: debe ser un texto.'],
    })
    const refresh = await post('/api/v1/token/refresh/', { refresh: '' })
    expect(refresh.json().errors).toEqual({
      refresh: ['Valor no válido: debe tener al menos 1 carácter.'],
    })
  })

  it('answers 400, not 500, for text with a NUL character', async () => {
    const res = await post('/api/v1/login/', { email: 'a\u0000@example.com', password: 'x' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({
      email: ['Valor no válido: contiene caracteres no permitidos.'],
    })
    const push = await post(
      '/api/v1/user/push-token/',
      { token: 'a\u0000b', platform: 'ios' },
      bearer(shop.access),
    )
    expect(push.statusCode).toBe(400)
    expect(push.json().errors).toHaveProperty('token')
  })

  it('answers 400 in Spanish, with field errors, for a body that is not JSON', async () => {
    for (const payload of ['{"email": "a@b.c",', '']) {
      const res = await h.request('shop', {
        method: 'POST',
        url: '/api/v1/login/',
        payload,
        headers: { 'content-type': 'application/json' },
      })
      expect(res.statusCode).toBe(400)
      const body = res.json()
      expect(body).toMatchObject({ code: 'invalid', errors: { non_field_errors: [body.detail] } })
      expect(body.detail).toMatch(/^El cuerpo/)
    }
  })

  it('does not count successful logins', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (await post('/api/v1/login/', { email: shop.ownerEmail, password: PASSWORD })).statusCode,
      ).toBe(200)
    }
  })
})

/** Moves the rotation of `refresh` back past the reuse grace, as if its reuse came later. */
async function pastTheGrace(refresh: string) {
  await h.database.db
    .update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000) })
    .where(eq(refreshTokens.jti, decodeJwt(refresh).jti!))
}

/** A refresh by a client that lost the answer to its previous one (it says so). */
const retryWith = (refresh: string) =>
  h.request('shop', {
    method: 'POST',
    url: '/api/v1/token/refresh/',
    headers: { 'x-refresh-retry': '1' },
    payload: { refresh },
  })
const refreshWith = (refresh: string) => post('/api/v1/token/refresh/', { refresh })

describe('POST token/refresh/', () => {
  it('rotates: the new pair works, the used refresh token is refused', async () => {
    const first = await h.login('shop', 'customer@example.com')
    const res = await post('/api/v1/token/refresh/', { refresh: first.refresh })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toEqual({
      access: expect.any(String),
      refresh: expect.any(String),
      email: 'customer@example.com',
      username: 'customer',
      user_id: customer.id,
    })
    expect(body.refresh).not.toBe(first.refresh)

    const reused = await post('/api/v1/token/refresh/', { refresh: first.refresh })
    expect(reused.statusCode).toBe(401)
    expect(reused.json().code).toBe('token_not_valid')
  })

  it('revokes the whole chain when a used token is replayed', async () => {
    const first = await h.login('shop', 'customer@example.com')
    const second = (await post('/api/v1/token/refresh/', { refresh: first.refresh })).json()
    expect((await post('/api/v1/token/refresh/', { refresh: first.refresh })).statusCode).toBe(401)
    const afterReplay = await post('/api/v1/token/refresh/', { refresh: second.refresh })
    expect(afterReplay.statusCode).toBe(401)
    expect(afterReplay.json().code).toBe('token_not_valid')
  })

  it('lets only one of two concurrent uses of a token succeed', async () => {
    const first = await h.login('shop', 'customer@example.com')
    const results = await Promise.all([refreshWith(first.refresh), refreshWith(first.refresh)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401])
  })

  it('answers two concurrent retries of a token with one successor', async () => {
    const first = await h.login('shop', 'customer@example.com')
    const results = await Promise.all([retryWith(first.refresh), retryWith(first.refresh)])
    expect(results.map((r) => r.statusCode)).toEqual([200, 200])
    const [a, b] = results.map((r) => decodeJwt(r.json<{ refresh: string }>().refresh))
    expect(a!.jti).toBe(b!.jti)
    const family = await h.database.db
      .select({ jti: refreshTokens.jti })
      .from(refreshTokens)
      .where(eq(refreshTokens.family, decodeJwt(first.refresh).sid as string))
    expect(family).toHaveLength(2)
  })

  it('refuses access tokens, garbage, foreign signatures, expired tokens and other stores', async () => {
    const session = await h.login('shop', 'customer@example.com')
    const secret = new TextEncoder().encode('another-secret-another-secret-12')
    const forged = await new SignJWT({ typ: 'refresh', store: shop.id, fam: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(customer.id))
      .setJti('00000000-0000-4000-8000-000000000000')
      .setExpirationTime('1h')
      .sign(secret)
    const expired = await new SignJWT({ typ: 'refresh', store: shop.id, fam: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(customer.id))
      .setJti('00000000-0000-4000-8000-000000000000')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode('test-secret-test-secret-test-secret!'))
    for (const refresh of [session.access, 'garbage', forged, expired]) {
      const res = await post('/api/v1/token/refresh/', { refresh })
      expect(res.statusCode).toBe(401)
      expect(res.json().code).toBe('token_not_valid')
    }
    const elsewhere = await post(
      '/api/v1/token/refresh/',
      { refresh: session.refresh },
      {},
      'other',
    )
    expect(elsewhere.statusCode).toBe(401)
    expect(elsewhere.json().code).toBe('token_not_valid')
    // The failed attempt on another store did not burn the token.
    expect((await post('/api/v1/token/refresh/', { refresh: session.refresh })).statusCode).toBe(
      200,
    )
  })

  it('answers 400 without a refresh field', async () => {
    const res = await post('/api/v1/token/refresh/', {})
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'invalid', errors: { refresh: expect.any(Array) } })
  })
})

describe('reuse grace (a reload during the startup refresh)', () => {
  it('gives none to a replay that does not say it is a retry', async () => {
    const first = await h.login('shop', 'customer@example.com')
    const second = (await refreshWith(first.refresh)).json<{ refresh: string }>()
    expect((await refreshWith(first.refresh)).statusCode).toBe(401)
    expect((await refreshWith(second.refresh)).statusCode).toBe(401)
  })

  it('answers the just-rotated token, presented again, with the same successor', async () => {
    const first = await h.login('shop', shop.ownerEmail)
    const lost = (await refreshWith(first.refresh)).json<{ refresh: string }>()

    const again = await retryWith(first.refresh)
    expect(again.statusCode).toBe(200)
    const body = again.json<{ access: string; refresh: string }>()
    expect(decodeJwt(body.refresh).jti).toBe(decodeJwt(lost.refresh).jti)
    // The session lives on: its new access token works (404: allowed, nothing to delete).
    const write = await h.request('shop', {
      method: 'DELETE',
      url: '/api/v1/admin/tienda/logos/delete/999999/',
      headers: bearer(body.access),
    })
    expect(write.statusCode).toBe(404)

    // The successor is still single use and the chain goes on.
    const next = await refreshWith(body.refresh)
    expect(next.statusCode).toBe(200)
    expect((await refreshWith(next.json<{ refresh: string }>().refresh)).statusCode).toBe(200)
  })

  it('revokes the chain at a second reuse', async () => {
    const first = await h.login('shop', 'customer@example.com')
    await refreshWith(first.refresh)
    const graced = (await retryWith(first.refresh)).json<{ refresh: string }>()

    const third = await retryWith(first.refresh)
    expect(third.statusCode).toBe(401)
    expect(third.json().code).toBe('token_not_valid')
    expect((await refreshWith(graced.refresh)).statusCode).toBe(401)
  })

  it('revokes the chain when the reuse comes after the grace', async () => {
    const first = await h.login('shop', 'customer@example.com')
    const second = (await refreshWith(first.refresh)).json<{ refresh: string }>()
    await pastTheGrace(first.refresh)

    expect((await retryWith(first.refresh)).statusCode).toBe(401)
    expect((await refreshWith(second.refresh)).statusCode).toBe(401)
  })

  it('revokes the chain when the successor was already used', async () => {
    const first = await h.login('shop', 'customer@example.com')
    const second = (await refreshWith(first.refresh)).json<{ refresh: string }>()
    const third = (await refreshWith(second.refresh)).json<{ refresh: string }>()

    expect((await retryWith(first.refresh)).statusCode).toBe(401)
    expect((await refreshWith(third.refresh)).statusCode).toBe(401)
  })
})

describe('POST logout/', () => {
  it('revokes the refresh token', async () => {
    const session = await h.login('shop', 'customer@example.com')
    const res = await post('/api/v1/logout/', { refresh: session.refresh })
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    const after = await post('/api/v1/token/refresh/', { refresh: session.refresh })
    expect(after.statusCode).toBe(401)
    expect(after.json().code).toBe('token_not_valid')
    // Logging out twice is harmless.
    expect((await post('/api/v1/logout/', { refresh: session.refresh })).statusCode).toBe(204)
  })

  it('refuses a token that is not a refresh token of this store', async () => {
    const session = await h.login('shop', 'customer@example.com')
    expect((await post('/api/v1/logout/', { refresh: 'nope' })).statusCode).toBe(401)
    expect(
      (await post('/api/v1/logout/', { refresh: session.refresh }, {}, 'other')).statusCode,
    ).toBe(401)
    expect((await post('/api/v1/logout/', {})).statusCode).toBe(400)
  })
})

describe('POST user/push-token/', () => {
  it('needs a session of this store', async () => {
    let res = await post('/api/v1/user/push-token/', { token: 't', platform: 'android' })
    expect(res.statusCode).toBe(401)
    expect(res.json().code).toBe('not_authenticated')
    res = await post(
      '/api/v1/user/push-token/',
      { token: 't', platform: 'android' },
      bearer('x.y.z'),
    )
    expect(res.json().code).toBe('token_not_valid')
    res = await post(
      '/api/v1/user/push-token/',
      { token: 't', platform: 'android' },
      bearer(other.access),
    )
    expect(res.statusCode).toBe(401)
    expect(res.json().code).toBe('token_not_valid')
    res = await post(
      '/api/v1/user/push-token/',
      { token: 't', platform: 'android' },
      bearer(shop.refresh),
    )
    expect(res.json().code).toBe('token_not_valid')
  })

  it('upserts per user and token', async () => {
    const session = await h.login('shop', 'customer@example.com')
    const auth = bearer(session.access)
    const first = await post(
      '/api/v1/user/push-token/',
      { token: 'device-1', platform: 'android' },
      auth,
    )
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ token: 'device-1', platform: 'android' })
    const again = await post(
      '/api/v1/user/push-token/',
      { token: 'device-1', platform: 'pwa/web' },
      auth,
    )
    expect(again.statusCode).toBe(201)
    expect(again.json().id).toBe(first.json().id)
    const rows = await h.database.db
      .select()
      .from(pushTokens)
      .where(eq(pushTokens.userId, customer.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.platform).toBe('pwa/web')
  })

  it('validates the body', async () => {
    const auth = bearer(shop.access)
    for (const payload of [
      { token: 'x', platform: 'windows' },
      { platform: 'ios' },
      { token: '', platform: 'ios' },
    ]) {
      const res = await post('/api/v1/user/push-token/', payload, auth)
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('invalid')
    }
    const platform = await post('/api/v1/user/push-token/', { token: 'x', platform: 'web ' }, auth)
    expect(platform.json().errors).toEqual({
      platform: ['Valor no válido: debe ser uno de android, ios, pwa/web, web.'],
    })
  })
})
