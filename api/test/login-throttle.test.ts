import type { FastifyInstance } from 'fastify'

import { buildApp } from '../src/app.ts'
import { parseTrustProxy } from '../src/config.ts'
import { type LoginLimitOverrides, networkKeys } from '../src/services/login-throttle.ts'
import { createHarness, type Harness, PASSWORD } from './support/harness.ts'

const SECRET = 'test-secret-test-secret-test-secret!'
/** Small budgets; the global cap is out of the way except where a test sets it. */
const LIMITS: LoginLimitOverrides = {
  global: { max: 100_000 },
  address: { max: 5 },
  subnet: { max: 8 },
  account: { free: 3, baseDelayMs: 60_000 },
}

let h: Harness

beforeAll(async () => {
  h = await createHarness({ loginLimits: LIMITS })
  await h.store('shop')
})
afterAll(() => h.close())

const login = (
  email: string,
  password: string,
  remoteAddress: string,
  app: FastifyInstance = h.app,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/login/',
    remoteAddress,
    headers: { 'x-subdomain': 'shop', ...headers },
    payload: { email, password },
  })

describe('login throttling', () => {
  it('slows guesses on one account from many addresses, and still lets the owner in', async () => {
    const email = 'victim@example.com'
    await h.user(email)
    const codes: number[] = []
    for (let a = 1; a <= 10; a++) {
      for (let guess = 0; guess < 3; guess++) {
        const res = await login(email, `wrong-guess-${guess}`, `10.${a}.0.1`)
        codes.push(res.statusCode)
        if (res.statusCode === 429) {
          expect(res.json()).toMatchObject({ code: 'throttled' })
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
        }
      }
    }
    // 3 free failures, then one checked guess per new address: 12 of 30.
    expect(codes.filter((c) => c === 401)).toHaveLength(12)
    expect(codes.filter((c) => c === 429)).toHaveLength(18)
    // A correct password from an address that has not failed gets in at once.
    expect((await login(email, PASSWORD, '192.0.2.10')).statusCode).toBe(200)
    // An address that has failed on the account waits out the delay, password right or not.
    expect((await login(email, PASSWORD, '10.1.0.1')).statusCode).toBe(429)
  })

  it('caps the failures of one address across accounts, other addresses unaffected', async () => {
    await h.user('many@example.com')
    const codes: number[] = []
    for (let i = 0; i < 7; i++) {
      codes.push((await login(`nobody-${i}@example.com`, 'wrong-guess', '10.50.0.1')).statusCode)
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429])
    expect((await login('many@example.com', PASSWORD, '10.50.0.1')).statusCode).toBe(429)
    expect((await login('many@example.com', PASSWORD, '10.51.0.1')).statusCode).toBe(200)
  })

  it('counts an IPv6 /64 as one address and caps an IPv4 /24', async () => {
    const v6: number[] = []
    for (let i = 1; i <= 6; i++) {
      v6.push((await login(`v6-${i}@example.com`, 'wrong-guess', `2001:db8:1:2::${i}`)).statusCode)
    }
    expect(v6).toEqual([401, 401, 401, 401, 401, 429])
    expect((await login('v6@example.com', 'wrong-guess', '2001:db8:1:3::1')).statusCode).toBe(401)

    const v4: number[] = []
    for (let i = 1; i <= 9; i++) {
      v4.push((await login(`v4-${i}@example.com`, 'wrong-guess', `10.60.0.${i}`)).statusCode)
    }
    expect(v4).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429])
    expect(networkKeys('::ffff:10.60.0.9')).toEqual(networkKeys('10.60.0.9'))
    expect(networkKeys('2001:db8:1:2:aaaa::1').address).toBe('2001:db8:1:2::/64')
    expect(networkKeys('2001:db8:1:2:aaaa::1').subnet).toBe('2001:db8:1::/48')
  })

  it('throttles parallel guesses too', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        login(`par-${i}@example.com`, 'wrong-guess', '10.70.0.1'),
      ),
    )
    const codes = results.map((r) => r.statusCode).sort()
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429, 429])
  })

  it('does not count successful logins', async () => {
    await h.user('regular@example.com')
    for (let i = 0; i < 8; i++) {
      expect((await login('regular@example.com', PASSWORD, '10.80.0.1')).statusCode).toBe(200)
    }
  })

  it('lets the same owner in from one address over and over, five at a time, never with a 500', async () => {
    await h.user('a-la-vez@example.com')
    // Five callers, each logging in again as soon as it is answered: one's success takes
    // its count back while the others' attempts are counted.
    const caller = async () => {
      const codes: number[] = []
      for (let i = 0; i < 15; i++) {
        codes.push((await login('a-la-vez@example.com', PASSWORD, '10.81.0.1')).statusCode)
      }
      return codes
    }
    const codes = (await Promise.all(Array.from({ length: 5 }, caller))).flat()
    expect(codes.filter((code) => code !== 200)).toEqual([])
  }, 60_000)

  it('keeps its counts in the database: a restarted or second instance sees them', async () => {
    const second = await buildApp({
      database: h.database,
      mediaDir: h.mediaDir,
      jwtSecret: SECRET,
      loginLimits: LIMITS,
    })
    try {
      for (let i = 0; i < 5; i++) {
        expect((await login(`inst-${i}@example.com`, 'wrong-guess', '10.90.0.1')).statusCode).toBe(
          401,
        )
      }
      const res = await login('inst@example.com', 'wrong-guess', '10.90.0.1', second)
      expect(res.statusCode).toBe(429)
    } finally {
      await second.close()
    }
  })

  it('takes the client address from X-Forwarded-For only from trusted proxies', async () => {
    const behindProxy = await buildApp({
      database: h.database,
      mediaDir: h.mediaDir,
      jwtSecret: SECRET,
      loginLimits: LIMITS,
      trustProxy: parseTrustProxy('10.0.0.0/8'),
    })
    try {
      const email = 'proxied@example.com'
      await h.user(email)
      const via = (client: string, password: string) =>
        login(email, password, '10.0.0.2', behindProxy, { 'x-forwarded-for': client })
      for (let i = 0; i < 6; i++) await via('198.51.100.1', 'wrong-guess')
      expect((await via('198.51.100.1', PASSWORD)).statusCode).toBe(429)
      // The owner, behind the same proxy, is another client.
      expect((await via('203.0.113.5', PASSWORD)).statusCode).toBe(200)
      // Without trust, a forged header changes nothing: the socket address counts.
      const forged: number[] = []
      for (let i = 0; i < 6; i++) {
        const res = await login(`forged-${i}@example.com`, 'wrong-guess', '10.95.0.1', h.app, {
          'x-forwarded-for': `198.51.100.${i + 10}`,
        })
        forged.push(res.statusCode)
      }
      expect(forged).toEqual([401, 401, 401, 401, 401, 429])
    } finally {
      await behindProxy.close()
    }
  })

  it('parses TRUST_PROXY as a hop count or a list of addresses and ranges', () => {
    expect(parseTrustProxy(undefined)).toBe(false)
    expect(parseTrustProxy('')).toBe(false)
    expect(parseTrustProxy('1')).toBe(1)
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.1,::1/128,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
      '::1/128',
      'loopback',
    ])
    for (const wrong of ['true', '10.0.0.0/33', 'proxy.example.com', '1.2.3.4/8/9', ',']) {
      expect(() => parseTrustProxy(wrong)).toThrow(/TRUST_PROXY/)
    }
  })
})

describe('global login cap', () => {
  let g: Harness
  beforeAll(async () => {
    g = await createHarness({ loginLimits: { global: { max: 4, windowMs: 60_000 } } })
    await g.store('shop')
  })
  afterAll(() => g.close())

  it('answers 429 with a Retry-After once login/ as a whole is over its budget', async () => {
    await g.user('a@example.com')
    // The harness logged the owner in once already.
    const codes: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await g.app.inject({
        method: 'POST',
        url: '/api/v1/login/',
        remoteAddress: `10.${i}.1.1`,
        headers: { 'x-subdomain': 'shop' },
        payload: { email: 'a@example.com', password: PASSWORD },
      })
      codes.push(res.statusCode)
      if (res.statusCode === 429) {
        const retry = Number(res.headers['retry-after'])
        expect(retry).toBeGreaterThan(0)
        expect(retry).toBeLessThanOrEqual(60)
      }
    }
    expect(codes).toEqual([200, 200, 200, 429])
  })
})

describe('global login cap and the address layer', () => {
  let g: Harness
  beforeAll(async () => {
    g = await createHarness({
      loginLimits: {
        global: { max: 30, windowMs: 60_000 },
        address: { max: 5, windowMs: 60_000 },
        subnet: { max: 1000 },
      },
    })
    await g.store('shop')
  })
  afterAll(() => g.close())

  it('does not count attempts the address layer refuses: one address cannot lock everyone out', async () => {
    await g.user('victim@example.com')
    const attempt = (email: string, password: string, ip: string) =>
      g.app.inject({
        method: 'POST',
        url: '/api/v1/login/',
        remoteAddress: ip,
        headers: { 'x-subdomain': 'shop' },
        payload: { email, password },
      })
    const codes: number[] = []
    for (let i = 0; i < 40; i++) {
      codes.push((await attempt('nadie@example.com', `wrong-${i}`, '10.9.9.9')).statusCode)
    }
    // 5 wrong passwords checked, then 35 refusals that never reach the password check.
    expect(codes.filter((code) => code === 401)).toHaveLength(5)
    expect(codes.filter((code) => code === 429)).toHaveLength(35)
    // Before, those 35 counted on the load shield too: 429 for everyone else.
    expect((await attempt('victim@example.com', PASSWORD, '10.1.1.1')).statusCode).toBe(200)
  })
})
