import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'

import { sql } from 'drizzle-orm'

import { buildApp, loggedPath } from '../src/app.ts'
import { clusterProblems, clusterWarnings, loadConfig } from '../src/config.ts'
import { fillPool } from '../src/db/client.ts'
import { createMediaStore } from '../src/services/media-store.ts'
import { sharedJwtSecret } from '../src/services/shared-secret.ts'
import { createTestDatabase, testDatabaseUrl } from './support/db.ts'
import { bearer, createHarness, type Harness, PASSWORD } from './support/harness.ts'
import { png } from './support/images.ts'
import { file, multipart } from './support/multipart.ts'

/** Every line the app logs, parsed. */
class LogSink extends Writable {
  readonly lines: Record<string, unknown>[] = []
  readonly raw: string[] = []
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      this.raw.push(line)
      this.lines.push(JSON.parse(line) as Record<string, unknown>)
    }
    done()
  }
}

describe('health', () => {
  let h: Harness
  beforeAll(async () => {
    h = await createHarness()
  })
  afterAll(() => h.close())

  it('answers /healthz and /readyz without X-Subdomain, never cached', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await h.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ status: 'ok' })
      expect(res.headers['cache-control']).toBe('no-store')
    }
  })

  it('answers /readyz 503 while draining, and closes each connection after its answer', async () => {
    h.app.lifecycle.draining = true
    try {
      const ready = await h.app.inject({ method: 'GET', url: '/readyz' })
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toEqual({ detail: expect.any(String), code: 'not_ready' })
      // Still serving what arrives, on a connection that ends with the answer.
      const health = await h.app.inject({ method: 'GET', url: '/healthz' })
      expect(health.statusCode).toBe(200)
      expect(health.headers.connection).toBe('close')
    } finally {
      h.app.lifecycle.draining = false
    }
    const after = await h.app.inject({ method: 'GET', url: '/readyz' })
    expect(after.statusCode).toBe(200)
    expect(after.headers.connection).not.toBe('close')
  })

  it('answers /readyz 503 in the {detail, code} shape when the media storage is gone', async () => {
    fs.rmSync(h.mediaDir, { recursive: true, force: true })
    try {
      const res = await h.app.inject({ method: 'GET', url: '/readyz' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({
        detail: expect.stringContaining('almacenamiento'),
        code: 'not_ready',
      })
      // Liveness is about the process only.
      expect((await h.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    } finally {
      fs.mkdirSync(h.mediaDir, { recursive: true })
    }
  })

  it('answers /readyz 503 when the database is gone', async () => {
    const database = await createTestDatabase()
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-media-'))
    const app = await buildApp({ database, mediaDir, jwtSecret: 'x'.repeat(40) })
    await app.ready()
    await database.close()
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({
        detail: expect.stringContaining('base de datos'),
        code: 'not_ready',
      })
    } finally {
      await app.close()
      fs.rmSync(mediaDir, { recursive: true, force: true })
    }
  })
})

describe('request log', () => {
  const sink = new LogSink()
  let h: Harness
  beforeAll(async () => {
    h = await createHarness({ logger: { level: 'info', stream: sink } })
  })
  afterAll(() => h.close())

  it('writes one JSON line per request: id, method, path, status, time, and no credentials', async () => {
    const shop = await h.store('logged')
    await h.user('cliente@logged.test')
    sink.lines.length = 0
    sink.raw.length = 0

    const login = await h.request('logged', {
      method: 'POST',
      url: '/api/v1/login/?next=secret-query',
      payload: { email: 'cliente@logged.test', password: PASSWORD },
      headers: { 'x-request-id': 'edge-1234' },
    })
    expect(login.statusCode).toBe(200)
    expect(login.headers['x-request-id']).toBe('edge-1234')
    const tokens = login.json<{ tokens: { access: string; refresh: string } }>().tokens
    const upload = multipart([file('logo', await png())])
    const created = await h.request('logged', {
      method: 'POST',
      url: '/api/v1/admin/tienda/logos/',
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(shop.access) },
    })
    expect(created.statusCode).toBe(201)
    const refused = await h.request('logged', {
      method: 'POST',
      url: '/api/v1/token/refresh/',
      payload: { refresh: `${tokens.refresh}x` },
    })
    expect(refused.statusCode).toBe(401)

    const requests = sink.lines.filter((line) => line.msg === 'request')
    expect(requests).toHaveLength(3)
    expect(requests[0]).toMatchObject({
      reqId: 'edge-1234',
      method: 'POST',
      path: '/api/v1/login/',
      status: 200,
      ms: expect.any(Number),
    })
    expect(requests[1]).toMatchObject({ path: '/api/v1/admin/tienda/logos/', status: 201 })
    expect(requests[2]).toMatchObject({ path: '/api/v1/token/refresh/', status: 401 })
    // A request id nobody gave is made up, and differs from request to request.
    expect(requests[1]!.reqId).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/))
    expect(requests[2]!.reqId).not.toBe(requests[1]!.reqId)

    const everything = sink.raw.join('\n')
    for (const secret of [PASSWORD, tokens.access, tokens.refresh, shop.access, 'secret-query']) {
      expect(everything).not.toContain(secret)
    }
    expect(everything.toLowerCase()).not.toContain('authorization')
  })

  it("keeps an order's token out of its line: the link is the key to the order", async () => {
    await h.store('logged-orders')
    sink.lines.length = 0
    const token = 'Zk3xQ9m2Lr7TtVb8Wc1Yd4Ne6Pa0Hs5J'
    const read = await h.request('logged-orders', {
      method: 'GET',
      url: `/api/v1/store/pedidos/${token}/`,
    })
    expect(read.statusCode).toBe(404)
    const [line] = sink.lines.filter((entry) => entry.msg === 'request')
    expect(line).toMatchObject({ path: '/api/v1/store/pedidos/[redacted]/', status: 404 })
    expect(sink.raw.join('\n')).not.toContain(token)
    // The order's page too; other paths as they were.
    expect(loggedPath(`/pedido/${token}?utm=x`)).toBe('/pedido/[redacted]')
    expect(loggedPath('/api/v1/store/pedidos/')).toBe('/api/v1/store/pedidos/')
    expect(loggedPath('/api/v1/admin/tienda/pedidos/1001/')).toBe(
      '/api/v1/admin/tienda/pedidos/1001/',
    )
    expect(loggedPath('/producto/pedido-especial')).toBe('/producto/pedido-especial')
  })

  it('makes its own id when the given one is not a plain token', async () => {
    sink.lines.length = 0
    const res = await h.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'x'.repeat(200) },
    })
    expect(res.headers['x-request-id']).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/))
  })
})

describe('configuration for several instances', () => {
  const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-config-'))

  it('keeps the token key off the disk when DATABASE_URL is set, unless JWT_SECRET says otherwise', () => {
    const shared = dataDir()
    const config = loadConfig({ VITRINA_DATA_DIR: shared, DATABASE_URL: 'postgres://db/vitrina' })
    expect(config.jwtSecret).toBeUndefined()
    expect(fs.existsSync(path.join(shared, 'jwt-secret'))).toBe(false)

    const fromEnv = loadConfig({
      VITRINA_DATA_DIR: shared,
      DATABASE_URL: 'postgres://db/vitrina',
      JWT_SECRET: 'k'.repeat(40),
    })
    expect(new TextDecoder().decode(fromEnv.jwtSecret)).toBe('k'.repeat(40))

    const embedded = dataDir()
    expect(loadConfig({ VITRINA_DATA_DIR: embedded }).jwtSecret).toBeInstanceOf(Uint8Array)
    expect(fs.existsSync(path.join(embedded, 'jwt-secret'))).toBe(true)
  })

  it('reads S3 settings and the public media URL', () => {
    const config = loadConfig({
      VITRINA_DATA_DIR: dataDir(),
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-1',
      S3_FORCE_PATH_STYLE: 'true',
      VITRINA_MEDIA_BASE_URL: 'https://cdn.example.com/media/',
    })
    expect(config.s3).toEqual({
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
    })
    expect(config.mediaBaseUrl).toBe('https://cdn.example.com/media/')
    expect(() => loadConfig({ VITRINA_DATA_DIR: dataDir(), S3_ENDPOINT: 'http://x' })).toThrow(
      /S3_BUCKET/,
    )
    expect(() =>
      loadConfig({ VITRINA_DATA_DIR: dataDir(), VITRINA_MEDIA_BASE_URL: 'cdn.example.com' }),
    ).toThrow(/VITRINA_MEDIA_BASE_URL/)
  })

  it('gives a new data dir a media folder that passes the readiness check', async () => {
    const config = loadConfig({ VITRINA_DATA_DIR: path.join(dataDir(), 'new') })
    const media = createMediaStore(config)
    expect(media.kind).toBe('local')
    await expect(media.check()).resolves.toBeUndefined()
  })

  it('refuses VITRINA_CLUSTER without a shared database and shared media, and warns without a public origin', () => {
    const alone = loadConfig({ VITRINA_DATA_DIR: dataDir(), VITRINA_CLUSTER: '1' })
    expect(clusterProblems(alone)).toEqual([
      expect.stringContaining('DATABASE_URL'),
      expect.stringContaining('S3_BUCKET'),
    ])
    const ready = loadConfig({
      VITRINA_DATA_DIR: dataDir(),
      VITRINA_CLUSTER: '1',
      DATABASE_URL: 'postgres://db/vitrina',
      S3_BUCKET: 'media',
    })
    expect(clusterProblems(ready)).toEqual([])
    expect(clusterProblems(loadConfig({ VITRINA_DATA_DIR: dataDir() }))).toEqual([])
    // Runs, but each instance would write its own origin into the pages' links.
    expect(clusterWarnings(ready)).toEqual([expect.stringContaining('VITRINA_BASE_URL')])
    const named = loadConfig({
      VITRINA_DATA_DIR: dataDir(),
      VITRINA_CLUSTER: '1',
      DATABASE_URL: 'postgres://db/vitrina',
      S3_BUCKET: 'media',
      VITRINA_BASE_URL: 'https://vitrina.example',
    })
    expect(clusterWarnings(named)).toEqual([])
  })

  it('makes one shared token key however many instances ask at once', async () => {
    const database = await createTestDatabase()
    try {
      const keys = await Promise.all(Array.from({ length: 5 }, () => sharedJwtSecret(database.db)))
      const texts = new Set(keys.map((k) => new TextDecoder().decode(k)))
      expect(texts.size).toBe(1)
      expect([...texts][0]!.length).toBeGreaterThanOrEqual(32)
      expect(new TextDecoder().decode(await sharedJwtSecret(database.db))).toBe([...texts][0])
    } finally {
      await database.close()
    }
  })
})

if (testDatabaseUrl) {
  describe('connection pool (PostgreSQL)', () => {
    it('opens its connections at start and keeps them through a quiet moment', async () => {
      const database = await createTestDatabase()
      const connections = async () => {
        const result = await database.db.execute(
          sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and backend_type = 'client backend'`,
        )
        return (result as unknown as { rows: { n: number }[] }).rows[0]!.n
      }
      try {
        expect(await connections()).toBe(1)
        await database.fillPool!()
        expect(await connections()).toBe(10)
        // pg's default closed a connection idle for 10 s: the next shoppers paid for new ones.
        await new Promise((resolve) => setTimeout(resolve, 10_500))
        expect(await connections()).toBe(10)
      } finally {
        await database.close()
      }
    }, 30_000)

    it('outlives a connection the server ends in the middle of a transaction: the transaction fails, the pool goes on', async () => {
      const database = await createTestDatabase()
      const warnings: string[] = []
      const warn = console.warn
      console.warn = (message: string) => void warnings.push(message)
      try {
        // A restart, a failover or pg_terminate_backend while a write is under way.
        const inFlight = database.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_sleep(5) as vitrina_in_flight`)
        })
        const outcome = inFlight.then(
          () => null,
          (error: unknown) => error,
        )
        for (let tries = 0; tries < 100; tries++) {
          const ended = await database.db.execute(
            sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
              where query like '%as vitrina_in_flight%' and pid <> pg_backend_pid()`,
          )
          if ((ended as unknown as { rows: unknown[] }).rows.length > 0) break
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
        const failure = await outcome
        expect(failure).toBeInstanceOf(Error)
        // Before, pg's 'error' event on the checked-out connection had no listener and ended the process.
        await new Promise((resolve) => setTimeout(resolve, 200))
        const after = await database.db.transaction(async (tx) => tx.execute(sql`select 1 as one`))
        expect((after as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1 }])
        expect(warnings).toContainEqual(expect.stringContaining('PostgreSQL connection lost'))
      } finally {
        console.warn = warn
        await database.close()
      }
    })
  })
}

describe('fillPool', () => {
  it('gives back every connection that opened when others fail, and says so', async () => {
    let asked = 0
    const released: number[] = []
    const pool = {
      connect: async () => {
        const n = ++asked
        if (n === 7) throw new Error('sorry, too many clients already')
        return { release: () => released.push(n) }
      },
    }
    await expect(fillPool(pool as never, 10)).rejects.toThrow(
      '1 of 10 connections did not open: sorry, too many clients already',
    )
    // Before, the nine that opened were kept checked out: the pool served on what was left.
    expect(released.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 10])
  })
})
