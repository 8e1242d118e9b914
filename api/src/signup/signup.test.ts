import { count, eq, inArray, sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'

import { createHarness, type Harness, PASSWORD } from '../../test/support/harness.ts'
import { stores, users } from '../db/schema.ts'
import { handoffCodes, signupThrottle } from './schema.ts'
import { ACCOUNT_EXISTS, HANDOFF_TTL_MS, LABEL_TAKEN, redeemHandoff } from './signup.ts'

const PLATFORM = { enabled: true, baseUrl: 'http://localhost:8080' }
const NEW_PASSWORD = 'Tienda-nueva-2026'

let h: Harness

beforeAll(async () => {
  h = await createHarness({
    signup: PLATFORM,
    signupLimits: { address: { max: 100, windowMs: 3_600_000 } },
  })
})
afterAll(() => h.close())

let n = 0
/** A fresh body: its own label and email, so tests do not meet each other's. */
function body(overrides: Record<string, unknown> = {}) {
  n += 1
  return {
    name: 'Mi Tienda',
    subdomain: `tienda-${n}`,
    username: 'Ana',
    email: `ana${n}@example.test`,
    password: NEW_PASSWORD,
    ...overrides,
  }
}

const create = (app: Harness['app'], payload: object, extra: Partial<InjectOptions> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/tiendas/', payload, ...extra })

const available = (label: string) =>
  h.app.inject({
    method: 'GET',
    url: `/api/v1/tiendas/disponible/?subdominio=${encodeURIComponent(label)}`,
  })

async function storeCount(subdomain?: string) {
  const [row] = await h.database.db
    .select({ n: count() })
    .from(stores)
    .where(subdomain ? eq(stores.subdomain, subdomain) : undefined)
  return row!.n
}

async function userCount(email: string) {
  const [row] = await h.database.db.select({ n: count() }).from(users).where(eq(users.email, email))
  return row!.n
}

describe('GET tiendas/disponible/', () => {
  it.each([
    ['ab', 'too_short'],
    ['a'.repeat(31), 'too_long'],
    ['Tienda', 'characters'],
    ['mi_tienda', 'characters'],
    ['mi tienda', 'characters'],
    ['tiénda', 'characters'],
    ['-tienda', 'hyphen_edge'],
    ['tienda-', 'hyphen_edge'],
    ['xn--tnda-qqa', 'punycode'],
    ['ab--cd', 'punycode'],
    ['www', 'reserved'],
    ['ayuda', 'reserved'],
    ['demo', 'reserved'],
    ['soporte', 'reserved'],
  ])('says %j is not available (%s)', async (label, reason) => {
    const res = await available(label)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ available: false, reason })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('accepts 3 and 30 characters, digits and inner hyphens, without X-Subdomain', async () => {
    for (const label of ['abc', 'a'.repeat(30), 'mi-tienda-2', '123']) {
      expect((await available(label)).json()).toEqual({ available: true })
    }
  })

  it('says a taken label is taken', async () => {
    const input = body()
    expect((await create(h.app, input)).statusCode).toBe(201)
    expect((await available(input.subdomain)).json()).toEqual({
      available: false,
      reason: 'taken',
    })
  })

  it('needs the label', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/tiendas/disponible/' })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('invalid')
  })
})

describe('POST tiendas/', () => {
  it('creates the store, its owner and a default theme in one call', async () => {
    const input = body({ name: '  Flores de Ana  ', email: 'Ana.Flores@Example.test' })
    const res = await create(h.app, input)
    expect(res.statusCode).toBe(201)
    expect(res.headers['cache-control']).toBe('no-store')
    const answer = res.json()
    expect(answer).toEqual({
      subdomain: input.subdomain,
      url: `http://${input.subdomain}.localhost:8080/`,
      handoff: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    })
    const [store] = await h.database.db
      .select()
      .from(stores)
      .where(eq(stores.subdomain, input.subdomain))
    const [owner] = await h.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'ana.flores@example.test'))
    expect(store!.name).toBe('Flores de Ana')
    expect(store!.ownerUserId).toBe(owner!.id)
    expect(owner!.username).toBe('Ana')
    expect(owner!.passwordHash).not.toContain(NEW_PASSWORD)
    expect(store!.theme.light_colors.colors.primary).toBeTruthy()
    // The store answers on its own label at once.
    const info = await h.request(input.subdomain, {
      method: 'GET',
      url: '/api/v1/tienda/resume/subdomain/',
    })
    expect(info.json()).toMatchObject({ name: 'Flores de Ana', owner_user_id: owner!.id })
  })

  it('builds the URL from the configured base, never from Host', async () => {
    const input = body()
    const res = await create(h.app, input, { headers: { host: 'evil.test' } })
    expect(res.json().url).toBe(`http://${input.subdomain}.localhost:8080/`)
  })

  it.each([['Tienda-Mayus'], ['xn--80ak6aa92e'], ['-abc'], ['ab'], [' tienda ']])(
    'refuses the label %j with 400 and creates nothing',
    async (subdomain) => {
      const input = body({ subdomain })
      const res = await create(h.app, input)
      expect(res.statusCode).toBe(400)
      expect(res.json().errors.subdomain).toHaveLength(1)
      expect(await userCount(input.email)).toBe(0)
      expect(await storeCount(subdomain.toLowerCase().trim())).toBe(0)
    },
  )

  it('refuses reserved and taken labels with "Esa dirección no está disponible"', async () => {
    const first = body()
    expect((await create(h.app, first)).statusCode).toBe(201)
    for (const subdomain of ['admin', 'cdn', first.subdomain]) {
      const input = body({ subdomain })
      const res = await create(h.app, input)
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual({ detail: LABEL_TAKEN, code: 'subdomain_taken' })
      expect(await userCount(input.email)).toBe(0)
    }
  })

  it('checks the other fields and the password rule for a new account', async () => {
    const res = await create(
      h.app,
      body({ name: ' ', email: 'no-es-correo', password: 'password' }),
    )
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name', 'password'])
    const short = await create(h.app, body({ password: 'corta' }))
    expect(short.json().errors.password[0]).toMatch(/al menos 8/)
    // A name of invisible marks is no name.
    const invisible = await create(h.app, body({ name: '\u200b\u2060\u200b' }))
    expect(invisible.json().errors).toEqual({ name: ['El nombre de la tienda es obligatorio.'] })
  })

  it('two people racing for one label: exactly one store, the other is told it is taken', async () => {
    const label = `carrera-${n}`
    const racers = [
      body({ subdomain: label }),
      body({ subdomain: label }),
      body({ subdomain: label }),
    ]
    const answers = await Promise.all(racers.map((input) => create(h.app, input)))
    const codes = answers.map((res) => res.statusCode).sort()
    expect(codes).toEqual([201, 409, 409])
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(res.json().detail).toBe(LABEL_TAKEN)
    expect(await storeCount(label)).toBe(1)
    // The losers' accounts were rolled back with their stores.
    const made = await Promise.all(racers.map((input) => userCount(input.email)))
    expect(made.sort()).toEqual([0, 0, 1])
  })

  it('one person sending twice at once with a new email (two tabs): both stores, one account', async () => {
    const email = `dos-pestanas-${n}@example.test`
    const racers = [body({ email }), body({ email }), body({ email })]
    const answers = await Promise.all(racers.map((input) => create(h.app, input)))
    // Not 'Ya tenés una cuenta con ese correo: ingresá tu contraseña': it was given.
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201])
    expect(await userCount(email)).toBe(1)
    const owners = await h.database.db
      .select({ owner: stores.ownerUserId })
      .from(stores)
      .where(
        inArray(
          stores.subdomain,
          racers.map((input) => input.subdomain),
        ),
      )
    expect(new Set(owners.map((row) => row.owner)).size).toBe(1)
    expect(owners).toHaveLength(3)
  })

  it('two people racing with one new email and different passwords: the second is asked for the first one', async () => {
    const email = `misma-${n}@example.test`
    const racers = [body({ email }), body({ email, password: 'Otra-clave-2026' })]
    const answers = await Promise.all(racers.map((input) => create(h.app, input)))
    const codes = answers.map((res) => res.statusCode)
    expect(codes.sort()).toEqual([201, 401])
    expect(answers.find((res) => res.statusCode === 401)!.json()).toEqual({
      detail: ACCOUNT_EXISTS,
      code: 'invalid_credentials',
    })
    expect(await userCount(email)).toBe(1)
  })

  describe('an email that already has an account', () => {
    it('adds the new store to it with the right password', async () => {
      const existing = await h.user('dueña@example.test')
      const input = body({ email: 'DUEÑA@example.test', password: PASSWORD, username: 'otro' })
      const res = await create(h.app, input)
      expect(res.statusCode).toBe(201)
      const [store] = await h.database.db
        .select()
        .from(stores)
        .where(eq(stores.subdomain, input.subdomain))
      expect(store!.ownerUserId).toBe(existing.id)
      expect(await userCount('dueña@example.test')).toBe(1)
      // Its password is unchanged: the old one still logs in.
      await h.login(input.subdomain, 'dueña@example.test', PASSWORD)
    })

    it('is 401 with a wrong password and creates nothing', async () => {
      await h.user('otra@example.test')
      const input = body({ email: 'otra@example.test', password: 'Incorrecta-123' })
      const res = await create(h.app, input)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ detail: ACCOUNT_EXISTS, code: 'invalid_credentials' })
      expect(await storeCount(input.subdomain)).toBe(0)
    })

    it('is 400 asking for the password when none was given', async () => {
      await h.user('sin-clave@example.test')
      const res = await create(h.app, body({ email: 'sin-clave@example.test', password: '' }))
      expect(res.statusCode).toBe(400)
      expect(res.json().errors.password).toEqual([ACCOUNT_EXISTS])
    })

    it('counts wrong passwords on the login throttle', async () => {
      const t = await createHarness({
        signup: PLATFORM,
        loginLimits: { address: { max: 2 } },
      })
      try {
        await t.user('victima@example.test')
        const guess = () =>
          create(t.app, body({ email: 'victima@example.test', password: 'Adivinanza-1' }))
        expect((await guess()).statusCode).toBe(401)
        expect((await guess()).statusCode).toBe(401)
        const third = await guess()
        expect(third.statusCode).toBe(429)
        expect(Number(third.headers['retry-after'])).toBeGreaterThan(0)
      } finally {
        await t.close()
      }
    })
  })

  it('answers 404 with sign-up turned off', async () => {
    const off = await createHarness({ signup: { ...PLATFORM, enabled: false } })
    try {
      expect((await create(off.app, body())).statusCode).toBe(404)
      const check = await off.app.inject({
        method: 'GET',
        url: '/api/v1/tiendas/disponible/?subdominio=abcd',
      })
      expect(check.statusCode).toBe(404)
    } finally {
      await off.close()
    }
  })
})

describe('throttling', () => {
  let t: Harness
  beforeEach(async () => {
    t = await createHarness({
      signup: PLATFORM,
      signupLimits: { address: { max: 2, windowMs: 3_600_000 } },
      trustProxy: 1,
    })
  })
  afterEach(() => t.close())

  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })

  it('allows a few stores an hour per address; refused attempts do not count', async () => {
    const taken = body()
    expect((await create(t.app, taken, from('203.0.113.9'))).statusCode).toBe(201)
    // A refused attempt (taken label) from the same address counts nothing.
    expect(
      (await create(t.app, body({ subdomain: taken.subdomain }), from('203.0.113.9'))).statusCode,
    ).toBe(409)
    expect((await create(t.app, body(), from('203.0.113.9'))).statusCode).toBe(201)
    const over = await create(t.app, body(), from('203.0.113.9'))
    expect(over.statusCode).toBe(429)
    expect(over.json().code).toBe('throttled')
    const retry = Number(over.headers['retry-after'])
    expect(retry).toBeGreaterThan(3500)
    expect(retry).toBeLessThanOrEqual(3600)
    // Another address is not affected.
    expect((await create(t.app, body(), from('198.51.100.7'))).statusCode).toBe(201)
  })

  it('counts an IPv6 /64 as one address', async () => {
    expect((await create(t.app, body(), from('2001:db8:1:2::1'))).statusCode).toBe(201)
    expect((await create(t.app, body(), from('2001:db8:1:2:ffff::9'))).statusCode).toBe(201)
    const res = await create(t.app, body(), from('2001:db8:1:2:abcd:1:2:3'))
    expect(res.statusCode).toBe(429)
    expect((await create(t.app, body(), from('2001:db8:1:3::1'))).statusCode).toBe(201)
  })

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const direct = await createHarness({
      signup: PLATFORM,
      signupLimits: { address: { max: 1, windowMs: 3_600_000 } },
    })
    try {
      expect((await create(direct.app, body(), from('203.0.113.1'))).statusCode).toBe(201)
      expect((await create(direct.app, body(), from('203.0.113.2'))).statusCode).toBe(429)
    } finally {
      await direct.close()
    }
  })

  it('allows 3 stores a day per account, from any address', async () => {
    await t.user('cuenta@example.test')
    const mine = (i: number) =>
      create(
        t.app,
        body({ email: 'cuenta@example.test', password: PASSWORD }),
        from(`192.0.2.${i}`),
      )
    expect((await mine(1)).statusCode).toBe(201)
    expect((await mine(2)).statusCode).toBe(201)
    expect((await mine(3)).statusCode).toBe(201)
    const over = await mine(4)
    expect(over.statusCode).toBe(429)
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(86_000)
    const [row] = await t.database.db
      .select()
      .from(signupThrottle)
      .where(eq(signupThrottle.key, 'acct:cuenta@example.test'))
    expect(row!.count).toBe(3)
  })

  it('a burst from one address creates exactly the budget', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => create(t.app, body(), from('203.0.113.50'))),
    )
    const codes = answers.map((r) => r.statusCode).sort()
    expect(codes).toEqual([201, 201, 429, 429, 429, 429])
  })
})

describe('POST login/handoff/', () => {
  async function newStore() {
    const input = body()
    const res = await create(h.app, input)
    expect(res.statusCode).toBe(201)
    return { input, ...(res.json() as { subdomain: string; handoff: string }) }
  }
  const redeem = (subdomain: string, code: string) =>
    h.request(subdomain, { method: 'POST', url: '/api/v1/login/handoff/', payload: { code } })

  it('logs the owner in on the new store, once', async () => {
    const { input, subdomain, handoff } = await newStore()
    const res = await redeem(subdomain, handoff)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const login = res.json()
    expect(login).toMatchObject({ email: input.email, username: 'Ana' })
    expect(Object.keys(login.tokens).sort()).toEqual(['access', 'refresh', 'visitor_id'])
    // The owner's token works on the new store's admin.
    const admin = await h.request(subdomain, {
      method: 'GET',
      url: '/api/v1/store/logos/',
      headers: { authorization: `Bearer ${login.tokens.access}` },
    })
    expect(admin.statusCode).toBe(200)
    // Replay: refused.
    const again = await redeem(subdomain, handoff)
    expect(again.statusCode).toBe(401)
    expect(again.json().code).toBe('invalid_credentials')
  })

  it('stays usable when the session it opens cannot be written, and opens it on a retry', async () => {
    const { subdomain, handoff } = await newStore()
    const [store] = await h.database.db.select().from(stores).where(eq(stores.subdomain, subdomain))
    // The session's first refresh token fails to be written, as a crash or a lost database would.
    await h.database.db.execute(
      sql.raw(`create function vitrina_test_refuse() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`),
    )
    await h.database.db.execute(
      sql.raw(`create trigger vitrina_test_refuse before insert on refresh_tokens for each row
        when (new.store_id = ${store!.id}) execute function vitrina_test_refuse()`),
    )
    try {
      expect((await redeem(subdomain, handoff)).statusCode).toBe(500)
    } finally {
      await h.database.db.execute(sql.raw('drop trigger vitrina_test_refuse on refresh_tokens'))
      await h.database.db.execute(sql.raw('drop function vitrina_test_refuse()'))
    }
    // Nothing was used up: the new owner's retry gets in.
    const retry = await redeem(subdomain, handoff)
    expect(retry.statusCode).toBe(200)
    expect((await redeem(subdomain, handoff)).statusCode).toBe(401)
  })

  it('is refused on another store and still works on its own', async () => {
    const mine = await newStore()
    const other = await newStore()
    expect((await redeem(other.subdomain, mine.handoff)).statusCode).toBe(401)
    expect((await redeem(mine.subdomain, mine.handoff)).statusCode).toBe(200)
  })

  it('keeps only a hash of the code', async () => {
    const { handoff } = await newStore()
    const rows = await h.database.db.select().from(handoffCodes)
    expect(rows.some((r) => r.codeHash === handoff)).toBe(false)
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.codeHash))).toBe(true)
  })

  it('expires after 60 seconds', async () => {
    const { subdomain, handoff } = await newStore()
    const [store] = await h.database.db.select().from(stores).where(eq(stores.subdomain, subdomain))
    const later = new Date(Date.now() + HANDOFF_TTL_MS + 1000)
    expect(await redeemHandoff(h.database.db, handoff, store!.id, later)).toBeUndefined()
    // Within the minute it still works (and then no more).
    expect(await redeemHandoff(h.database.db, handoff, store!.id)).toBeDefined()
    expect(await redeemHandoff(h.database.db, handoff, store!.id)).toBeUndefined()
  })

  it('refuses made-up codes and needs a store', async () => {
    const { subdomain } = await newStore()
    expect((await redeem(subdomain, 'x'.repeat(43))).statusCode).toBe(401)
    expect((await redeem(subdomain, '')).statusCode).toBe(400)
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/login/handoff/',
      payload: { code: 'abc' },
    })
    expect(res.statusCode).toBe(404)
  })
})
