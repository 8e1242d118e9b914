import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { eq } from 'drizzle-orm'
import pg from 'pg'

import { buildApp } from '../src/app.ts'
import { runCli } from '../src/cli/commands.ts'
import { type Database, openPostgres } from '../src/db/client.ts'
import { stores } from '../src/db/schema.ts'
import web from '../src/plugins/web.ts'
import { createStore, createUser } from '../src/services/accounts.ts'
import { DEMO } from '../src/services/demo-seed.ts'
import { processImage } from '../src/services/images.ts'
import { LocalMediaStore } from '../src/services/media-store.ts'
import { PublicCache } from '../src/services/public-cache.ts'
import { StoreImages } from '../src/services/store-images.ts'
import { createProduct, SELLING, setSettings } from './support/catalogue.ts'
import { testDatabaseUrl } from './support/db.ts'
import { bearer, createHarness, type Harness, type TestStore } from './support/harness.ts'
import * as img from './support/images.ts'
import { file, multipart } from './support/multipart.ts'

const READS = [
  'tienda/resume/subdomain/',
  'tienda/theme/',
  'store/logos/',
  'store/portadas/',
] as const

let h: Harness
/** Statements sent to the database since the last `queries()` call. */
const sent: string[] = []
const queries = () => sent.splice(0)
let seq = 0
/** Invalidations a write here causes: its own, and on PostgreSQL its notification heard back. */
const heard = testDatabaseUrl ? 2 : 1
const freshStore = () => h.store(`c${++seq}`)

beforeAll(async () => {
  h = await createHarness({ onQuery: (query) => sent.push(query) })
})
afterAll(() => h.close())

const read = (subdomain: string, what: string, headers: Record<string, string> = {}) =>
  h.request(subdomain, { method: 'GET', url: `/api/v1/${what}`, headers })

async function readAll(store: TestStore) {
  const answers: Record<string, string> = {}
  for (const what of READS) {
    const res = await read(store.subdomain, what)
    expect([what, res.statusCode]).toEqual([what, 200])
    answers[what] = res.body
  }
  return answers
}

/**
 * Uploads a logo through the API. On PostgreSQL the instance also hears its
 * own write announced a moment later (and drops the store's answers again):
 * wait for that, so what follows starts from a settled cache.
 */
async function uploadLogo(store: TestStore) {
  const generation = h.app.publicCache.generation
  const body = multipart([file('logo', await img.png())])
  const res = await h.request(store.subdomain, {
    method: 'POST',
    url: '/api/v1/admin/tienda/logos/',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(store.access) },
  })
  expect(res.statusCode).toBe(201)
  await within(1000, () => h.app.publicCache.generation >= generation + heard)
  return res.json<{ id: number }>()
}

/** Runs a write and waits until this instance has heard all of it (its own drop, then its notification). */
async function settled<T>(write: () => Promise<T>): Promise<T> {
  const generation = h.app.publicCache.generation
  const result = await write()
  await within(1000, () => h.app.publicCache.generation >= generation + heard)
  return result
}

describe('public cache', () => {
  it('answers a second read, and a matching If-None-Match, without touching the database', async () => {
    const store = await freshStore()
    await uploadLogo(store)
    for (const what of READS) {
      // From nothing kept (the store itself is kept too, and the theme is the store's).
      h.app.publicCache.clear()
      queries()
      const first = await read(store.subdomain, what)
      expect(first.statusCode).toBe(200)
      expect(queries().length).toBeGreaterThan(0)

      const second = await read(store.subdomain, what)
      expect(queries()).toEqual([])
      expect(second.statusCode).toBe(200)
      expect(second.body).toBe(first.body)
      expect(second.headers.etag).toBe(first.headers.etag)
      expect(second.headers['content-type']).toBe(first.headers['content-type'])
      expect(second.headers['cache-control']).toBe(first.headers['cache-control'])
      expect(second.headers.vary).toBe('X-Subdomain')

      const notModified = await read(store.subdomain, what, {
        'if-none-match': first.headers.etag as string,
      })
      expect(queries()).toEqual([])
      expect([what, notModified.statusCode, notModified.body]).toEqual([what, 304, ''])
      expect(notModified.headers.etag).toBe(first.headers.etag)
      expect(notModified.headers['cache-control']).toBe(first.headers['cache-control'])

      const other = await read(store.subdomain, what, { 'if-none-match': '"other"' })
      expect(queries()).toEqual([])
      expect(other.statusCode).toBe(200)
      expect(other.body).toBe(first.body)
    }
  })

  it('gives 304 on a matching ETag on the read that fills the cache too', async () => {
    const store = await freshStore()
    const { etag } = (await read(store.subdomain, 'store/logos/')).headers
    h.app.storeChanged(store.id)
    const res = await read(store.subdomain, 'store/logos/', { 'if-none-match': etag as string })
    expect(res.statusCode).toBe(304)
    expect(res.body).toBe('')
    expect(res.headers.etag).toBe(etag)
  })

  it('never shares an answer between stores', async () => {
    const a = await freshStore()
    const b = await freshStore()
    await uploadLogo(a)
    // Fill in both orders: each store still gets its own answer from the cache.
    const fromA = await readAll(a)
    const fromB = await readAll(b)
    for (let round = 0; round < 2; round++) {
      expect(await readAll(b)).toEqual(fromB)
      expect(await readAll(a)).toEqual(fromA)
    }
    expect(JSON.parse(fromA['tienda/resume/subdomain/']!)).toMatchObject({ subdomain: a.subdomain })
    expect(JSON.parse(fromB['tienda/resume/subdomain/']!)).toMatchObject({ subdomain: b.subdomain })
    expect(JSON.parse(fromA['store/logos/']!)).toHaveLength(1)
    expect(JSON.parse(fromB['store/logos/']!)).toEqual([])
    // A's ETag names A's answer only.
    const etag = (await read(a.subdomain, 'store/logos/')).headers.etag as string
    expect((await read(b.subdomain, 'store/logos/', { 'if-none-match': etag })).statusCode).toBe(
      200,
    )
  })

  it('never caches an unknown store or an error', async () => {
    queries()
    for (let i = 0; i < 2; i++) {
      const res = await read('nadie', 'store/logos/')
      expect(res.statusCode).toBe(404)
      expect(res.headers.etag).toBeUndefined()
      expect(res.headers['cache-control']).toBeUndefined()
      expect(queries().length).toBeGreaterThan(0)
    }
  })

  it('drops exactly the written store’s answers on every kind of image write', async () => {
    const a = await freshStore()
    const b = await freshStore()
    const first = await uploadLogo(a)
    const second = await uploadLogo(a)
    const auth = bearer(a.access)
    const writes: [string, () => Promise<number>][] = [
      [
        'upload',
        async () => {
          await uploadLogo(a)
          return 201
        },
      ],
      [
        'update',
        async () => {
          const body = multipart([{ name: 'position', value: '7' }])
          const res = await h.request(a.subdomain, {
            method: 'PUT',
            url: `/api/v1/admin/tienda/logos/${first.id}/`,
            payload: body.payload,
            headers: { ...body.headers, ...auth },
          })
          return res.statusCode
        },
      ],
      [
        'reorder',
        async () => {
          const logos = await h.images.list(a.id, 'logo')
          const res = await h.request(a.subdomain, {
            method: 'PUT',
            url: '/api/v1/admin/tienda/logos/',
            headers: auth,
            payload: logos.map((logo, i) => ({
              id: logo.id,
              position: logos.length - i,
            })),
          })
          return res.statusCode
        },
      ],
      [
        'delete',
        async () => {
          const res = await h.request(a.subdomain, {
            method: 'DELETE',
            url: `/api/v1/admin/tienda/logos/delete/${second.id}/`,
            headers: auth,
          })
          return res.statusCode
        },
      ],
    ]
    const expected = { upload: 201, update: 200, reorder: 200, delete: 204 }
    for (const [name, write] of writes) {
      const beforeA = await readAll(a)
      const beforeB = await readAll(b)
      expect(h.app.publicCache.size).toBeGreaterThanOrEqual(8)
      const generation = h.app.publicCache.generation
      expect([name, await write()]).toEqual([name, expected[name as keyof typeof expected]])
      await within(1000, () => h.app.publicCache.generation >= generation + heard)
      queries()
      // B is untouched: still served from the cache.
      expect(await readAll(b)).toEqual(beforeB)
      expect([name, queries()]).toEqual([name, []])
      // A is read again, and shows the write at once.
      const afterA = await readAll(a)
      expect([name, queries().length > 0]).toEqual([name, true])
      expect([name, afterA['store/logos/']]).not.toEqual([name, beforeA['store/logos/']])
      expect(afterA['tienda/resume/subdomain/']).not.toBe(beforeA['tienda/resume/subdomain/'])
    }
  })

  it('keeps its answers when a write fails', async () => {
    const store = await freshStore()
    await readAll(store)
    const res = await h.request(store.subdomain, {
      method: 'DELETE',
      url: '/api/v1/admin/tienda/logos/delete/999999/',
      headers: bearer(store.access),
    })
    expect(res.statusCode).toBe(404)
    queries()
    await readAll(store)
    expect(queries()).toEqual([])
  })

  it('keeps the store for calls without credentials; a call with them reads the row', async () => {
    const store = await freshStore()
    await settled(() =>
      createProduct(h, store, {
        title: 'Mate de calabaza',
        status: 'active',
        variants: [{ option_values: [], price: 250000, stock: 5 }],
      }),
    )
    let pageSize = 1
    const shopperSees = async () =>
      (await read(store.subdomain, `store/productos/?page_size=${pageSize++}`)).json<{
        results: { currency: string }[]
      }>().results[0]!.currency
    const ownerSees = async () =>
      (await read(store.subdomain, 'admin/tienda/productos/', bearer(store.access))).json<{
        results: { currency: string }[]
      }>().results[0]!.currency
    expect([await shopperSees(), await ownerSees()]).toEqual(['ARS', 'ARS'])
    // Written past the API and not announced: only a call that reads the row sees it (the
    // owner who saved on another instance reads it back there before that one has heard).
    await h.database.db.update(stores).set({ currency: 'USD' }).where(eq(stores.id, store.id))
    expect([await shopperSees(), await ownerSees()]).toEqual(['ARS', 'USD'])
    h.app.storeChanged(store.id)
    expect(await shopperSees()).toBe('USD')
  })

  it('keeps the words of a search until the store’s catalogue changes, not past a sale', async () => {
    const store = await freshStore()
    await setSettings(h.database.db, store.id, SELLING)
    const mate = await settled(() =>
      createProduct(h, store, {
        title: 'Mate de calabaza',
        status: 'active',
        variants: [{ option_values: [], price: 250000, stock: 5 }],
      }),
    )
    // A new page size each time: a search the answer cache does not hold.
    let pageSize = 1
    const search = async (q: string) =>
      (await read(store.subdomain, `store/productos/?q=${q}&page_size=${pageSize++}`))
        .json<{ results: { title: string }[] }>()
        .results.map((card) => card.title)
    expect(await search('mochla')).toEqual([])
    // Searched again, the word's lookup (its typos) is not: the list's statement alone.
    const wordLookups = () =>
      queries().filter((q) => q.includes('vitrina_search_terms') || q.includes('search_words'))
    queries()
    expect(await search('mochla')).toEqual([])
    expect(wordLookups()).toEqual([])

    // A new product brings the word 'mochila': 'mochla' finds it at once.
    await settled(() =>
      createProduct(h, store, {
        title: 'Mochila urbana',
        status: 'active',
        variants: [{ option_values: [], price: 100000 }],
      }),
    )
    expect(await search('mochla')).toEqual(['Mochila urbana'])
    await search('mochla')

    // A sale changes no word: still kept, once this instance has heard all of it.
    const order = await settled(() =>
      h.request(store.subdomain, {
        method: 'POST',
        url: '/api/v1/store/pedidos/',
        headers: { 'idempotency-key': randomUUID() },
        payload: {
          items: [{ variant_id: mate.variants[0]!.id, quantity: 1 }],
          customer: { name: 'Ana Pérez', phone: '+54 9 11 5555-1234' },
          delivery: { method: 'retiro' },
          payment_method: 'a_convenir',
        },
      }),
    )
    expect(order.statusCode).toBe(201)
    queries()
    expect(await search('mochla')).toEqual(['Mochila urbana'])
    expect(wordLookups()).toEqual([])
  })

  it('stays within its bounds', async () => {
    const small = await createHarness({ publicCache: { maxEntries: 3 } })
    try {
      const owner = await small.store('bounded')
      for (const what of READS) await small.request(owner.subdomain, { url: `/api/v1/${what}` })
      expect(small.app.publicCache.size).toBe(3)
      // The least recently used answer went first.
      expect(small.app.publicCache.get('bounded', READS[0])).toBeUndefined()
      expect(small.app.publicCache.get('bounded', READS[3])).toBeDefined()
    } finally {
      await small.close()
    }
  })
})

describe('index.html', () => {
  it('inlines the theme and first cover from the cache, and a write at once', async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-web-cache-'))
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<html><head></head><body></body></html>')
    const app = await buildApp({
      database: h.database,
      mediaDir: h.mediaDir,
      jwtSecret: 'test-secret-test-secret-test-secret!',
    })
    await app.register(web, {
      dirs: { host: webRoot, remotes: {} },
      env: {},
      // The first reads are not cached yet: a loaded machine must not time them out.
      storeReadLimitMs: 30_000,
    })
    const page = async (store: TestStore) =>
      (
        await app.inject({
          url: '/',
          headers: { host: `${store.subdomain}.localhost`, accept: 'text/html' },
        })
      ).body
    const cover = (html: string) =>
      /<link rel="preload" href="([^"]+)" as="image"[^>]*>/.exec(html)?.[1]
    try {
      const store = await freshStore()
      const other = await freshStore()
      await h.images.add(
        store.id,
        'portada',
        await processImage(await img.png(), 'portada', 'portada'),
      )
      const first = await page(store)
      expect(first).toContain('<script id="vitrina-store-theme"')
      expect(cover(first)).toMatch(/^\/media\//)
      queries()
      expect(await page(store)).toBe(first)
      expect(queries()).toEqual([])
      expect(cover(await page(other))).toBeUndefined()

      const [old] = await h.images.list(store.id, 'portada')
      const generation = app.publicCache.generation
      await new StoreImages(
        h.database.db,
        new LocalMediaStore(h.mediaDir),
        app.storeChanged,
      ).remove(store.id, 'portada', old!.id)
      expect(app.publicCache.generation).toBeGreaterThan(generation)
      expect(cover(await page(store))).toBeUndefined()
    } finally {
      await app.close()
      fs.rmSync(webRoot, { recursive: true, force: true })
    }
  })
})

describe('PublicCache', () => {
  const body = (n: number) => 'x'.repeat(n)
  const put = (cache: PublicCache, store: string, name: string, id: number, size = 10) =>
    cache.set(cache.ticket(), store, name, id, body(size), 'application/json')

  it('evicts the least recently used answers to stay under its byte bound', () => {
    const cache = new PublicCache({ maxEntries: 100, maxBytes: 3 * 1200 })
    put(cache, 'a', 'one', 1, 1000)
    put(cache, 'a', 'two', 1, 1000)
    cache.get('a', 'one')
    put(cache, 'b', 'one', 2, 1000)
    put(cache, 'b', 'two', 2, 1000)
    expect(cache.bytes).toBeLessThanOrEqual(3 * 1200)
    expect(cache.get('a', 'two')).toBeUndefined()
    expect(cache.get('a', 'one')).toBeDefined()
    expect(cache.get('b', 'two')).toBeDefined()
    // An answer larger than the whole cache is sent but never kept.
    const huge = put(cache, 'c', 'one', 3, 10_000)
    expect(huge.etag).toMatch(/^"[\w-]+"$/)
    expect(cache.get('c', 'one')).toBeUndefined()
  })

  it('drops one store’s answers, keeping the others', () => {
    const cache = new PublicCache()
    for (const name of ['one', 'two', 'html:/']) {
      put(cache, 'a', name, 1)
      put(cache, 'b', name, 2)
    }
    cache.invalidate(1)
    expect(cache.size).toBe(3)
    for (const name of ['one', 'two', 'html:/']) {
      expect(cache.get('a', name)).toBeUndefined()
      expect(cache.get('b', name)?.storeId).toBe(2)
    }
  })

  it('does not keep an answer read before a change, nor anything while suspended', () => {
    const cache = new PublicCache()
    const ticket = cache.ticket()
    cache.invalidate(5)
    cache.set(ticket, 'a', 'one', 1, '{}', 'application/json')
    expect(cache.get('a', 'one')).toBeUndefined()
    put(cache, 'a', 'one', 1)
    cache.suspend()
    expect(cache.size).toBe(0)
    put(cache, 'a', 'one', 1)
    expect(cache.get('a', 'one')).toBeUndefined()
    cache.resume()
    put(cache, 'a', 'one', 1)
    expect(cache.get('a', 'one')).toBeDefined()
  })
})

describe('PublicCache kept values', () => {
  it('keeps a value of a store until that store changes, not past a sale, and stays within its bound', () => {
    const cache = new PublicCache({ maxKept: 2 })
    cache.keep(cache.ticket(), 1, 'search-word:remra', { alike: ['remera'] })
    cache.keep(cache.ticket(), 2, 'search-word:remra', { alike: ['remo'] })
    expect(cache.kept(1, 'search-word:remra')).toEqual({ alike: ['remera'] })
    expect(Object.isFrozen(cache.kept<{ alike: string[] }>(2, 'search-word:remra')!.alike)).toBe(
      true,
    )
    cache.invalidate(1, ['p:3'])
    expect(cache.kept(1, 'search-word:remra')).toBeDefined()
    cache.invalidate(1)
    expect(cache.kept(1, 'search-word:remra')).toBeUndefined()
    expect(cache.kept(2, 'search-word:remra')).toBeDefined()
    // Read before a change: not kept.
    const ticket = cache.ticket()
    cache.invalidate(9)
    cache.keep(ticket, 1, 'a', 1)
    expect(cache.kept(1, 'a')).toBeUndefined()
    for (const key of ['a', 'b', 'c']) cache.keep(cache.ticket(), 3, key, key)
    expect([cache.kept(3, 'a'), cache.kept(3, 'c')]).toEqual([undefined, 'c'])
    cache.clear()
    expect(cache.kept(3, 'c')).toBeUndefined()
  })
})

describe('PublicCache stores', () => {
  const store = (id: number) => ({
    id,
    name: `Tienda ${id}`,
    theme: { colors: { primary: '#000' } },
  })

  it('keeps a store by subdomain until that store changes, frozen', () => {
    const cache = new PublicCache()
    cache.setStore(cache.ticket(), 'a', store(1))
    cache.setStore(cache.ticket(), 'b', store(2))
    const kept = cache.getStore<ReturnType<typeof store>>('a')!
    expect(kept.name).toBe('Tienda 1')
    expect(Object.isFrozen(kept.theme.colors)).toBe(true)
    // A sale (tags) leaves the store as it is; a change to the store drops it alone.
    cache.invalidate(1, ['p:7'])
    expect(cache.getStore('a')).toBe(kept)
    cache.invalidate(1)
    expect(cache.getStore('a')).toBeUndefined()
    expect(cache.getStore('b')).toBeDefined()
    cache.clear()
    expect(cache.getStore('b')).toBeUndefined()
  })

  it('does not keep a store read before a change, nor while suspended, and stays within its bound', () => {
    const cache = new PublicCache({ maxStores: 2 })
    const ticket = cache.ticket()
    cache.invalidate(9)
    cache.setStore(ticket, 'a', store(1))
    expect(cache.getStore('a')).toBeUndefined()
    cache.suspend()
    cache.setStore(cache.ticket(), 'a', store(1))
    expect(cache.getStore('a')).toBeUndefined()
    cache.resume()
    for (const [subdomain, id] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const) {
      cache.setStore(cache.ticket(), subdomain, store(id))
    }
    expect(cache.getStore('a')).toBeUndefined()
    expect(cache.getStore('c')).toBeDefined()
    // The evicted store's change still drops nothing else.
    cache.invalidate(1)
    expect(cache.getStore('b')).toBeDefined()
  })
})

/** Polls `check` every 20 ms until it holds; fails after `ms`. */
async function within(ms: number, check: () => Promise<boolean> | boolean): Promise<number> {
  const start = Date.now()
  for (;;) {
    if (await check()) return Date.now() - start
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

if (testDatabaseUrl) {
  describe('two instances on one PostgreSQL', () => {
    let other: Awaited<ReturnType<typeof buildApp>>
    let otherDatabase: Database
    let otherSent: string[] = []

    beforeAll(async () => {
      otherDatabase = await openPostgres(h.database.url!, 4, {
        onQuery: (query) => otherSent.push(query),
      })
      other = await buildApp({
        database: otherDatabase,
        mediaDir: h.mediaDir,
        jwtSecret: 'test-secret-test-secret-test-secret!',
      })
      await other.ready()
    })
    afterAll(async () => {
      await other.close()
      await otherDatabase.close()
    })

    const readOther = (subdomain: string, what: string) =>
      other.inject({ url: `/api/v1/${what}`, headers: { 'x-subdomain': subdomain } })

    it('serves a change made through one instance from the other within 1 s', async () => {
      const store = await freshStore()
      const before = (await readOther(store.subdomain, 'store/logos/')).body
      otherSent = []
      expect((await readOther(store.subdomain, 'store/logos/')).body).toBe(before)
      expect(otherSent).toEqual([])

      await uploadLogo(store)
      await within(
        1000,
        async () => (await readOther(store.subdomain, 'store/logos/')).body !== before,
      )
      expect(JSON.parse((await readOther(store.subdomain, 'store/logos/')).body)).toHaveLength(1)
    })

    it('hears the command line’s writes too', async () => {
      const owner = await createUser(h.database.db, {
        email: 'otro@demo.test',
        password: 'x1234567',
      })
      await createStore(h.database.db, {
        subdomain: DEMO.subdomain,
        name: DEMO.name,
        ownerUserId: owner.id,
      })
      expect(JSON.parse((await readOther(DEMO.subdomain, 'store/portadas/')).body)).toEqual([])
      const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-cli-cache-'))
      try {
        const code = await runCli(['demo:seed'], {
          open: async () => {
            const cliDatabase = await openPostgres(h.database.url!, 2)
            return {
              db: cliDatabase.db,
              media: new LocalMediaStore(mediaDir),
              close: cliDatabase.close,
            }
          },
          out: () => {},
          err: () => {},
        })
        expect(code).toBe(0)
        await within(
          1000,
          async () =>
            JSON.parse((await readOther(DEMO.subdomain, 'store/portadas/')).body).length > 0,
        )
      } finally {
        fs.rmSync(mediaDir, { recursive: true, force: true })
      }
    })

    it('serves a theme published or restored through one instance from the other within 1 s', async () => {
      const store = await freshStore()
      const url = '/api/v1/admin/tienda/theme/'
      const auth = { authorization: `Bearer ${store.access}` }
      const before = JSON.parse((await readOther(store.subdomain, 'tienda/theme/')).body)
      const published = await h.request(store.subdomain, {
        method: 'PUT',
        url,
        headers: auth,
        payload: { light_colors: { colors: { textColor: '#102A36' } } },
      })
      expect(published.statusCode).toBe(200)
      await within(1000, async () =>
        (await readOther(store.subdomain, 'tienda/theme/')).body.includes('#102A36'),
      )
      const versions = await h.request(store.subdomain, {
        method: 'GET',
        url: `${url}versiones/`,
        headers: auth,
      })
      const oldest = versions.json<{ id: number }[]>().at(-1)!
      const restored = await h.request(store.subdomain, {
        method: 'POST',
        url: `${url}versiones/${oldest.id}/restaurar/`,
        headers: auth,
      })
      expect(restored.statusCode).toBe(200)
      await within(
        1000,
        async () =>
          JSON.stringify(JSON.parse((await readOther(store.subdomain, 'tienda/theme/')).body)) ===
          JSON.stringify(before),
      )
    })

    it('hears theme:set from the command line', async () => {
      const store = await freshStore()
      const before = (await readOther(store.subdomain, 'tienda/theme/')).body
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-cli-theme-'))
      try {
        const file = path.join(dir, 'theme.json')
        fs.writeFileSync(
          file,
          JSON.stringify({ light_colors: { colors: { titleColor: '#123456' } } }),
        )
        const code = await runCli(['theme:set', '--subdomain', store.subdomain, '--file', file], {
          open: async () => {
            const cliDatabase = await openPostgres(h.database.url!, 2)
            return {
              db: cliDatabase.db,
              media: new LocalMediaStore(dir),
              close: cliDatabase.close,
            }
          },
          out: () => {},
          err: () => {},
        })
        expect(code).toBe(0)
        await within(
          1000,
          async () => (await readOther(store.subdomain, 'tienda/theme/')).body !== before,
        )
        expect(JSON.parse((await readOther(store.subdomain, 'tienda/theme/')).body)).toMatchObject({
          light_colors: { colors: { titleColor: '#123456' } },
        })
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    })

    it('serves catalogue edits, settings, a sale and its cancel made through one instance from the other within 1 s', async () => {
      const store = await freshStore()
      const auth = bearer(store.access)
      const adminOn = (app: typeof other, method: 'PUT' | 'PATCH', url: string, payload: object) =>
        app.inject({
          method,
          url: `/api/v1/admin/tienda/${url}`,
          headers: { 'x-subdomain': store.subdomain, ...auth },
          payload,
        })
      const settings = { pickup_address: 'Av. Siempre Viva 742', payment_methods: ['a_convenir'] }
      expect((await adminOn(h.app, 'PUT', 'configuracion/', settings)).statusCode).toBe(200)
      const product = await createProduct(h, store, {
        title: 'Mate de calabaza',
        status: 'active',
        variants: [{ option_values: [], price: 250000, stock: 1 }],
      })
      const variantId = product.variants[0]!.id
      const page = `store/productos/${product.slug}/`
      const list = 'store/productos/'
      const resume = 'tienda/resume/subdomain/'
      const json = async (app: typeof other, what: string) =>
        JSON.parse(
          (
            await app.inject({
              url: `/api/v1/${what}`,
              headers: { 'x-subdomain': store.subdomain },
            })
          ).body,
        )
      const available = async (app: typeof other) =>
        (await json(app, page)).variants[0].available as boolean

      // B holds the list, the product and the store's resume, and answers them from memory.
      for (const what of [list, page, resume]) await readOther(store.subdomain, what)
      otherSent = []
      for (const what of [list, page, resume]) await readOther(store.subdomain, what)
      expect(otherSent).toEqual([])

      // An edit through A: B's list and product page name it anew.
      const edited = await adminOn(h.app, 'PUT', `productos/${product.id}/`, {
        title: 'Mate imperial',
        variants: [{ id: variantId, option_values: [], price: 250000, stock: 1, stock_seen: 1 }],
      })
      expect(edited.statusCode).toBe(200)
      await within(1000, async () => (await json(other, page)).title === 'Mate imperial')
      await within(1000, async () => (await json(other, list)).results[0].title === 'Mate imperial')

      // Settings through A: B's resume carries them.
      const whatsapp = await adminOn(h.app, 'PUT', 'configuracion/', { whatsapp: '+5491122334455' })
      expect(whatsapp.statusCode).toBe(200)
      await within(1000, async () => (await json(other, resume)).whatsapp === '+5491122334455')

      // The last unit sold through A: B's page and list say it is gone.
      expect(await available(other)).toBe(true)
      const key = randomUUID()
      const order = {
        items: [{ variant_id: variantId, quantity: 1 }],
        customer: { name: 'Ana Pérez', phone: '+54 9 11 5555-1234' },
        delivery: { method: 'retiro' },
        payment_method: 'a_convenir',
      }
      const place = (app: typeof other) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/store/pedidos/',
          headers: { 'x-subdomain': store.subdomain, 'idempotency-key': key },
          payload: order,
        })
      const placed = await place(h.app)
      expect(placed.statusCode).toBe(201)
      await within(1000, async () => !(await available(other)))
      await within(1000, async () => (await json(other, list)).results[0].available === false)

      // The same key through B is the same order, not a second one.
      const again = await place(other)
      expect(again.statusCode).toBe(200)
      expect(again.json<{ number: number }>().number).toBe(placed.json<{ number: number }>().number)

      // Cancelled through B: A's page, read while sold out, has the unit back.
      expect(await available(h.app)).toBe(false)
      const number = placed.json<{ number: number }>().number
      const cancelled = await adminOn(other, 'PATCH', `pedidos/${number}/`, { status: 'cancelado' })
      expect(cancelled.statusCode).toBe(200)
      await within(1000, () => available(h.app))
    })

    it('resolves a store from memory, and takes its currency changed through the other instance within 1 s', async () => {
      const store = await freshStore()
      const heardByOther = other.publicCache.generation
      await createProduct(h, store, {
        title: 'Mate de calabaza',
        status: 'active',
        variants: [{ option_values: [], price: 250000, stock: 50 }],
      })
      // B has heard of the product before it reads (a change heard during a read keeps nothing).
      await within(1000, () => other.publicCache.generation > heardByOther)
      // A new page size each time: a list the answer cache does not hold, priced from the store.
      let pageSize = 1
      const currencyOnOther = async () =>
        JSON.parse(
          (await readOther(store.subdomain, `store/productos/?page_size=${pageSize++}`)).body,
        ).results[0].currency as string
      expect(await currencyOnOther()).toBe('ARS')
      // The next list through B finds the store in memory: the list's statement, not the store's.
      otherSent = []
      expect(await currencyOnOther()).toBe('ARS')
      expect(otherSent.filter((query) => query.includes('from products p'))).toHaveLength(1)
      expect(otherSent.filter((query) => query.includes('"stores"."subdomain"'))).toEqual([])

      const changed = await h.request(store.subdomain, {
        method: 'PUT',
        url: '/api/v1/admin/tienda/configuracion/',
        headers: bearer(store.access),
        payload: { currency: 'USD', pickup_address: 'Av. Siempre Viva 742' },
      })
      expect(changed.statusCode).toBe(200)
      await within(1000, async () => (await currencyOnOther()) === 'USD')
    })

    it('empties its cache when the listening connection drops, and fills it again once back', async () => {
      const store = await freshStore()
      for (const what of READS) await readOther(store.subdomain, what)
      expect(other.publicCache.size).toBeGreaterThan(0)

      const admin = new pg.Client({ connectionString: h.database.url })
      await admin.connect()
      try {
        const killed = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where application_name = 'vitrina-listen' and datname = current_database()`,
        )
        expect(killed.rowCount).toBe(2)
      } finally {
        await admin.end()
      }
      await within(1000, () => other.publicCache.size === 0 && h.app.publicCache.size === 0)

      // Back to listening: reads are cached again.
      await within(5000, () => other.publicCache.enabled && h.app.publicCache.enabled)
      await readOther(store.subdomain, 'tienda/theme/')
      otherSent = []
      await readOther(store.subdomain, 'tienda/theme/')
      expect(otherSent).toEqual([])
    })
  })
} else {
  describe('on the embedded database', () => {
    it('listens to nobody: one instance, the cache is on from the start', () => {
      expect(h.database.listen).toBeUndefined()
      expect(h.app.publicCache.enabled).toBe(true)
    })
  })
}
