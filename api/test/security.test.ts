import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'

import { eq, sql } from 'drizzle-orm'
import { decodeJwt, SignJWT } from 'jose'

import { buildApp } from '../src/app.ts'
import { runCli } from '../src/cli/commands.ts'
import { loadConfig } from '../src/config.ts'
import { pushTokens, sessions, stores } from '../src/db/schema.ts'
import web from '../src/plugins/web.ts'
import { createUser, passwordProblem } from '../src/services/accounts.ts'
import { demoOnStart } from '../src/services/demo-seed.ts'
import { LocalMediaStore } from '../src/services/media-store.ts'
import { createTestDatabase } from './support/db.ts'
import { bearer, createHarness, type Harness, PASSWORD, type TestStore } from './support/harness.ts'

const SECRET = 'test-secret-test-secret-test-secret!'
const HOUR = 3600

let h: Harness
let shop: TestStore

beforeAll(async () => {
  h = await createHarness({ sessionMaxAgeSeconds: HOUR })
  shop = await h.store('shop')
  await h.user('customer@example.com')
})
afterAll(() => h.close())

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  h.request('shop', { method: 'POST', url, payload: payload as object, headers })
/** An owner write with no side effect: 404 when allowed, 401 when the token is refused. */
const ownerWrite = (access: string) =>
  h.request('shop', {
    method: 'DELETE',
    url: '/api/v1/admin/tienda/logos/delete/999999/',
    headers: bearer(access),
  })

describe('sessions', () => {
  it('stops the access token at logout', async () => {
    const session = await h.login('shop', shop.ownerEmail)
    expect((await ownerWrite(session.access)).statusCode).toBe(404)
    expect((await post('/api/v1/logout/', { refresh: session.refresh })).statusCode).toBe(204)
    const after = await ownerWrite(session.access)
    expect(after.statusCode).toBe(401)
    expect(after.json()).toMatchObject({ code: 'token_not_valid' })
    // Another login of the same user is another session and keeps working.
    expect((await ownerWrite(shop.access)).statusCode).toBe(404)
  })

  it('stops the access tokens of a family revoked by refresh-token reuse', async () => {
    const session = await h.login('shop', shop.ownerEmail)
    const rotated = (await post('/api/v1/token/refresh/', { refresh: session.refresh })).json()
    expect((await ownerWrite(rotated.access)).statusCode).toBe(404)
    // The used token comes back: the whole session ends.
    expect((await post('/api/v1/token/refresh/', { refresh: session.refresh })).statusCode).toBe(
      401,
    )
    expect((await ownerWrite(rotated.access)).statusCode).toBe(401)
    expect((await ownerWrite(session.access)).statusCode).toBe(401)
  })

  it('has an absolute lifetime that rotations do not extend', async () => {
    const session = await h.login('shop', 'customer@example.com')
    const first = decodeJwt(session.refresh)
    expect(first.exp! - first.iat!).toBeLessThanOrEqual(HOUR)
    const rotated = (await post('/api/v1/token/refresh/', { refresh: session.refresh })).json()
    const second = decodeJwt(rotated.refresh)
    expect(second.exp).toBeLessThanOrEqual(first.exp!)
    expect(decodeJwt(rotated.access).exp).toBeLessThanOrEqual(first.exp!)

    // Past its end, neither token of the session works.
    await h.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, second.sid as string))
    const refresh = await post('/api/v1/token/refresh/', { refresh: rotated.refresh })
    expect(refresh.statusCode).toBe(401)
    expect(refresh.json().code).toBe('token_not_valid')
    const push = await post(
      '/api/v1/user/push-token/',
      { token: 'device', platform: 'android' },
      bearer(rotated.access),
    )
    expect(push.statusCode).toBe(401)
  })

  it('sends credential answers with Cache-Control: no-store', async () => {
    const ok = await post('/api/v1/login/', { email: shop.ownerEmail, password: PASSWORD })
    expect(ok.statusCode).toBe(200)
    expect(ok.headers['cache-control']).toBe('no-store')
    const refreshed = await post('/api/v1/token/refresh/', { refresh: ok.json().tokens.refresh })
    expect(refreshed.statusCode).toBe(200)
    expect(refreshed.headers['cache-control']).toBe('no-store')
    const refused = await post('/api/v1/login/', { email: shop.ownerEmail, password: 'nope-nope' })
    expect(refused.statusCode).toBe(401)
    expect(refused.headers['cache-control']).toBe('no-store')
  })
})

describe('tokens', () => {
  const key = new TextEncoder().encode(SECRET)
  let claims: { sid: string; sub: string }

  beforeAll(async () => {
    const session = await h.login('shop', shop.ownerEmail)
    const payload = decodeJwt(session.access)
    claims = { sid: payload.sid as string, sub: payload.sub! }
    // The real token passes: the forgeries below differ in one claim only.
    expect((await ownerWrite(session.access)).statusCode).toBe(404)
  })

  const forge = (
    edit: (jwt: SignJWT) => SignJWT = (jwt) => jwt,
    payload: Record<string, unknown> = {},
  ) => {
    const now = Math.floor(Date.now() / 1000)
    const jwt = new SignJWT({ typ: 'access', store: shop.id, sid: claims.sid, ...payload })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt(now)
    return edit(jwt).sign(key)
  }
  const full = (jwt: SignJWT) =>
    jwt
      .setIssuer('vitrina')
      .setAudience('vitrina-api')
      .setExpirationTime(Math.floor(Date.now() / 1000) + 600)

  it('accepts a well-formed token (the forgeries below are refused for their one flaw)', async () => {
    expect((await ownerWrite(await forge(full))).statusCode).toBe(404)
  })

  it('requires exp, a lifetime no longer than the token type allows, issuer and audience', async () => {
    const noExp = await forge((jwt) => jwt.setIssuer('vitrina').setAudience('vitrina-api'))
    const tenYears = await forge((jwt) =>
      full(jwt).setExpirationTime(Math.floor(Date.now() / 1000) + 10 * 365 * 24 * HOUR),
    )
    const noIssuer = await forge((jwt) =>
      jwt.setAudience('vitrina-api').setExpirationTime(Math.floor(Date.now() / 1000) + 600),
    )
    const otherAudience = await forge((jwt) => full(jwt).setAudience('someone-else'))
    const future = await forge((jwt) => full(jwt).setIssuedAt(Math.floor(Date.now() / 1000) + 600))
    for (const token of [noExp, tenYears, noIssuer, otherAudience, future]) {
      const res = await ownerWrite(token)
      expect(res.statusCode).toBe(401)
      expect(res.json().code).toBe('token_not_valid')
    }
  })

  it('reads sub strictly as a decimal user id', async () => {
    const id = Number(claims.sub)
    for (const sub of [
      `0x${id.toString(16)}`,
      ` ${id}`,
      `${id}.0`,
      `+${id}`,
      `0${id}`,
      `${id}e0`,
    ]) {
      const res = await ownerWrite(await forge((jwt) => full(jwt).setSubject(sub)))
      expect([sub, res.statusCode]).toEqual([sub, 401])
    }
  })

  it('refuses secrets under 32 bytes at start, with a clear message', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-config-'))
    try {
      expect(() => loadConfig({ VITRINA_DATA_DIR: dataDir, JWT_SECRET: 'a' })).toThrow(
        /JWT_SECRET is 1 bytes long; it must be at least 32 bytes/,
      )
      expect(() => loadConfig({ VITRINA_DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(31) })).toThrow(
        /at least 32 bytes/,
      )
      expect(
        loadConfig({ VITRINA_DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) }).jwtSecret,
      ).toHaveLength(32)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
    await expect(
      buildApp({ database: h.database, mediaDir: h.mediaDir, jwtSecret: 'short' }),
    ).rejects.toThrow(/at least 32 bytes/)
  })
})

describe('push tokens', () => {
  it('caps the length at 512 characters: longer is 400, never 500', async () => {
    const auth = bearer(shop.access)
    const ok = await post(
      '/api/v1/user/push-token/',
      { token: 'a'.repeat(512), platform: 'ios' },
      auth,
    )
    expect(ok.statusCode).toBe(201)
    for (const token of ['a'.repeat(513), 'b'.repeat(3000)]) {
      const res = await post('/api/v1/user/push-token/', { token, platform: 'ios' }, auth)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'invalid', errors: { token: expect.any(Array) } })
    }
  })

  it('keeps at most 10 per user, replacing the oldest', async () => {
    const user = await h.user('devices@example.com')
    const { access } = await h.login('shop', 'devices@example.com')
    const register = (token: string) =>
      post('/api/v1/user/push-token/', { token, platform: 'android' }, bearer(access))
    for (let i = 1; i <= 10; i++) expect((await register(`device-${i}`)).statusCode).toBe(201)
    // Registering device-1 again makes it the newest, so device-2 goes first.
    expect((await register('device-1')).statusCode).toBe(201)
    expect((await register('device-11')).statusCode).toBe(201)
    const rows = await h.database.db
      .select({ token: pushTokens.token })
      .from(pushTokens)
      .where(eq(pushTokens.userId, user.id))
    expect(rows.map((r) => r.token).sort()).toEqual(
      ['device-1', ...Array.from({ length: 9 }, (_, i) => `device-${i + 3}`)].sort(),
    )
    // In parallel too.
    await Promise.all(Array.from({ length: 8 }, (_, i) => register(`burst-${i}`)))
    const after = await h.database.db
      .select({ token: pushTokens.token })
      .from(pushTokens)
      .where(eq(pushTokens.userId, user.id))
    expect(after).toHaveLength(10)
  })

  it('logs failed requests without the values they carried', async () => {
    const lines: string[] = []
    const app = await buildApp({
      database: h.database,
      mediaDir: h.mediaDir,
      jwtSecret: SECRET,
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk, _encoding, done) {
            lines.push(String(chunk))
            done()
          },
        }),
      },
    })
    // A query that fails on a value from the request, as an oversized index row did.
    app.post<{ Body: { value: string } }>('/boom/', async (request) => {
      await app.db.execute(sql`select ${request.body.value}::int`)
      return {}
    })
    try {
      const secret = 'fcm-token-that-must-not-be-logged'
      const res = await app.inject({ method: 'POST', url: '/boom/', payload: { value: secret } })
      expect(res.statusCode).toBe(500)
      expect(res.json()).toEqual({ detail: 'Error interno del servidor.', code: 'server_error' })
      const log = lines.join('')
      expect(log).toContain('request failed')
      expect(log).toContain('22P02')
      expect(log).not.toContain(secret)
    } finally {
      await app.close()
    }
  })
})

describe('passwords', () => {
  it('has one rule: 8 to 1024 characters, not only spaces, not a common password', () => {
    expect(passwordProblem('clave-de-prueba')).toBeUndefined()
    expect(passwordProblem('ñandú-ñandú')).toBeUndefined()
    expect(passwordProblem('é'.repeat(1024))).toBeUndefined()
    expect(passwordProblem('🙂'.repeat(8))).toBeUndefined()
    expect(passwordProblem('🙂'.repeat(4))).toMatch(/al menos 8 caracteres/)
    expect(passwordProblem('1234567')).toMatch(/al menos 8 caracteres/)
    expect(passwordProblem('é'.repeat(1025))).toMatch(/como máximo 1024 caracteres/)
    expect(passwordProblem(' '.repeat(8))).toMatch(/solo espacios/)
    expect(passwordProblem('\t \u00a0 \u3000   ')).toMatch(/solo espacios/)
    for (const common of ['password', '12345678', 'Password1', 'qwerty123', 'contraseña']) {
      expect([common, passwordProblem(common)]).toEqual([
        common,
        expect.stringMatching(/más usadas/),
      ])
    }
  })

  it('applies it to users made by the CLI and the API services alike', async () => {
    await expect(
      createUser(h.database.db, { email: 'spaces@example.com', password: '        ' }),
    ).rejects.toMatchObject({ errors: { password: [expect.stringMatching(/solo espacios/)] } })
    const err: string[] = []
    const code = await runCli(
      ['user:create', '--email', 'long@example.com', '--password', 'x'.repeat(2000)],
      {
        open: async () => ({
          db: h.database.db,
          media: new LocalMediaStore(h.mediaDir),
          close: async () => {},
        }),
        out: () => {},
        err: (line) => err.push(line),
      },
    )
    expect(code).toBe(1)
    expect(err.join('\n')).toMatch(/como máximo 1024 caracteres/)
  })
})

describe('demo store', () => {
  it('is never made on an empty PostgreSQL-style database at start, only on the embedded one', async () => {
    const database = await createTestDatabase()
    try {
      const media = new LocalMediaStore(h.mediaDir)
      const seeded = await demoOnStart(database.db, media, false, () => {
        throw new Error('must not seed a database named by DATABASE_URL')
      })
      expect(seeded).toBe(false)
      expect(await database.db.select().from(stores)).toHaveLength(0)
    } finally {
      await database.close()
    }
  })
})

describe('framework errors', () => {
  it('answers a bad percent-encoding in the {detail, code} shape, in Spanish', async () => {
    for (const url of ['/api/v1/%E0%A4%A/', '/api/v1/store/%E0%A4%A/']) {
      const res = await h.request('shop', { method: 'GET', url })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        detail: 'La petición no es válida.',
        code: 'invalid',
        errors: { non_field_errors: ['La petición no es válida.'] },
      })
    }
  })

  it('answers 404, not 500, for remote folders named like Object.prototype keys', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-web-'))
    fs.mkdirSync(path.join(root, 'auth'))
    fs.writeFileSync(path.join(root, 'auth', 'remoteEntry.js'), '//')
    const app = await buildApp({ database: h.database, mediaDir: h.mediaDir, jwtSecret: SECRET })
    await app.register(web, {
      dirs: { host: root, remotes: { auth: path.join(root, 'auth') } },
      env: {},
    })
    try {
      expect((await app.inject('/remotes/auth/remoteEntry.js')).statusCode).toBe(200)
      for (const folder of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'nope']) {
        const res = await app.inject(`/remotes/${folder}/x`)
        expect([folder, res.statusCode]).toEqual([folder, 404])
        expect(res.json()).toEqual({ detail: 'No encontrado.', code: 'not_found' })
      }
    } finally {
      await app.close()
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})

describe('connections', () => {
  let app: Awaited<ReturnType<typeof buildApp>>
  let port: number

  beforeAll(async () => {
    app = await buildApp({
      database: h.database,
      mediaDir: h.mediaDir,
      jwtSecret: SECRET,
      requestTimeoutMs: 1000,
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    port = (app.server.address() as net.AddressInfo).port
  })
  afterAll(() => app.close())

  /** Sends `head` (and `body` when given), then collects what comes back until the server closes. */
  function exchange(head: string, body?: Buffer): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1')
      const chunks: Buffer[] = []
      socket.on('data', (chunk) => chunks.push(chunk))
      socket.on('error', (error: NodeJS.ErrnoException) => {
        // The server may reset a connection it closes while we still write.
        if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error)
      })
      socket.on('close', () => resolve(Buffer.concat(chunks).toString()))
      socket.write(head)
      if (body) socket.write(body)
    })
  }

  it('closes a request whose body trickles in too slowly with 408', async () => {
    const answer = await exchange(
      'POST /api/v1/login/ HTTP/1.1\r\nHost: x\r\nX-Subdomain: shop\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    )
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      detail: 'La petición tardó demasiado en llegar.',
      code: 'request_timeout',
    })
  })

  it('stops reading an upload refused before its body (early 401)', async () => {
    const answer = await exchange(
      'POST /api/v1/admin/tienda/portadas/ HTTP/1.1\r\nHost: x\r\nX-Subdomain: shop\r\n' +
        'Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 50000000\r\n\r\n',
      Buffer.alloc(64 * 1024, 'x'),
    )
    expect(answer).toMatch(/^HTTP\/1\.1 401/)
    expect(answer.toLowerCase()).toContain('connection: close')
  })

  it('answers malformed HTTP in the {detail, code} shape', async () => {
    const answer = await exchange('GET / HTTP/1.1\r\nHost x\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 400/)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      detail: 'La petición HTTP está mal formada.',
      code: 'invalid',
    })
    // With the security headers every answer carries (they were missing before).
    const head = answer.slice(0, answer.indexOf('\r\n\r\n')).toLowerCase()
    expect(head).toContain("content-security-policy: default-src 'none'")
    expect(head).toContain('x-content-type-options: nosniff')
    expect(head).toContain('x-frame-options: deny')
    expect(head).toMatch(/x-request-id: [0-9a-f-]{36}/)
  })
})
