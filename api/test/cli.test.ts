import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { count, eq } from 'drizzle-orm'

import { productImages, products as productsTable, variants } from '../src/catalogue/schema.ts'
import { runCli } from '../src/cli/commands.ts'
import type { Database } from '../src/db/client.ts'
import { acquireLock, DataDirLockedError, parseOwner } from '../src/db/lock.ts'
import { storeImages, stores, users } from '../src/db/schema.ts'
import { orders as ordersTable } from '../src/orders/schema.ts'
import {
  createStore,
  createUser,
  findStore,
  findUserByEmail,
  verifyPassword,
} from '../src/services/accounts.ts'
import { seedWhenEmpty } from '../src/services/demo-seed.ts'
import { LocalMediaStore } from '../src/services/media-store.ts'
import { createTestDatabase } from './support/db.ts'
import { isVariantKey } from './support/images.ts'

let database: Database
let mediaDir: string

beforeAll(async () => {
  database = await createTestDatabase()
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-cli-'))
})
afterAll(async () => {
  await database.close()
  fs.rmSync(mediaDir, { recursive: true, force: true })
})

const cli = (...argv: string[]) => cliIn(undefined, ...argv)

/** The command line with `env` as its environment (process.env when undefined). */
async function cliIn(env: NodeJS.ProcessEnv | undefined, ...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  let opened = false
  const code = await runCli(argv, {
    open: async () => {
      opened = true
      return { db: database.db, media: new LocalMediaStore(mediaDir), close: async () => {} }
    },
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env,
  })
  return { code, out: out.join('\n'), err: err.join('\n'), opened }
}

describe('pnpm vitrina', () => {
  it('prints usage for no command (exit 2) and --help (exit 0)', async () => {
    expect(await cli()).toMatchObject({
      code: 2,
      out: expect.stringContaining('store:create'),
      opened: false,
    })
    expect((await cli('--help')).code).toBe(0)
    const unknown = await cli('store:destroy')
    expect(unknown).toMatchObject({
      code: 2,
      err: expect.stringContaining('unknown command'),
      opened: false,
    })
  })

  it('user:create creates a user and refuses duplicates, bad emails and short passwords', async () => {
    const ok = await cli('user:create', '--email', 'Ana@Example.com', '--password', 'secret123')
    expect(ok.code).toBe(0)
    const [row] = await database.db.select().from(users).where(eq(users.email, 'ana@example.com'))
    expect(row).toMatchObject({ username: 'ana' })
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(row!.passwordHash, 'secret123')).toBe(true)

    expect(
      await cli('user:create', '--email', 'ana@example.com', '--password', 'secret123'),
    ).toMatchObject({ code: 1, err: expect.stringContaining('Ya existe') })
    expect(
      await cli('user:create', '--email', 'not-an-email', '--password', 'secret123'),
    ).toMatchObject({ code: 1, err: expect.stringContaining('Correo') })
    expect(
      await cli('user:create', '--email', 'b@example.com', '--password', 'short'),
    ).toMatchObject({ code: 1, err: expect.stringContaining('8') })
    expect(await cli('user:create', '--email', 'b@example.com')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--password'),
      opened: false,
    })
    expect(
      await cli('user:create', '--email', 'b@example.com', '--password', 'x', '--bogus', 'y'),
    ).toMatchObject({ code: 2 })
  })

  it('store:create creates store and owner, with clear errors', async () => {
    const ok = await cli(
      'store:create',
      '--subdomain',
      'acme',
      '--name',
      'ACME',
      '--owner-email',
      'boss@acme.test',
      '--owner-password',
      'boss-pass-1',
    )
    expect(ok).toMatchObject({ code: 0, out: expect.stringContaining('acme') })
    const [store] = await database.db.select().from(stores).where(eq(stores.subdomain, 'acme'))
    const [owner] = await database.db.select().from(users).where(eq(users.email, 'boss@acme.test'))
    expect(store!.ownerUserId).toBe(owner!.id)
    expect(store!.theme.typography.fontFamily).toBe('Montserrat')

    const dup = await cli(
      'store:create',
      '--subdomain',
      'acme',
      '--name',
      'Again',
      '--owner-email',
      'x@acme.test',
      '--owner-password',
      'boss-pass-1',
    )
    expect(dup).toMatchObject({ code: 1, err: expect.stringContaining('subdominio acme') })

    for (const bad of ['Bad_Sub', '-acme', 'a'.repeat(64), 'www', 'xn--80ak6aa92e', 'ab--cd']) {
      const res = await cli(
        'store:create',
        `--subdomain=${bad}`,
        '--name',
        'X',
        '--owner-email',
        `o${bad.length}@x.test`,
        '--owner-password',
        'clave-de-prueba',
      )
      expect(res.code).toBe(1)
      expect(res.err).toMatch(/[Ss]ubdominio/)
    }
    // A refused store leaves no owner behind.
    const orphans = await database.db.select().from(users).where(eq(users.email, 'o7@x.test'))
    expect(orphans).toHaveLength(0)

    expect(
      (
        await cli(
          'store:create',
          '--subdomain',
          'shortpw',
          '--name',
          'X',
          '--owner-email',
          'o@short.test',
          '--owner-password',
          'short',
        )
      ).code,
    ).toBe(1)

    // The address printed is on the platform's configured origin, as sign-up's.
    const elsewhere = await cliIn(
      { VITRINA_BASE_URL: 'https://tiendas.example' },
      'store:create',
      '--subdomain',
      'acme3',
      '--name',
      'ACME 3',
      '--owner-email',
      'boss@acme.test',
      '--owner-password',
      'boss-pass-1',
    )
    expect(elsewhere.out).toContain('https://acme3.tiendas.example/')
    const byDomain = await cliIn(
      { VITRINA_BASE_DOMAIN: 'mitienda.example' },
      'store:create',
      '--subdomain',
      'acme4',
      '--name',
      'ACME 4',
      '--owner-email',
      'boss@acme.test',
      '--owner-password',
      'boss-pass-1',
    )
    expect(byDomain.out).toContain('https://acme4.mitienda.example/')

    // An existing owner is reused only with the right password.
    expect(
      (
        await cli(
          'store:create',
          '--subdomain',
          'acme2',
          '--name',
          'ACME 2',
          '--owner-email',
          'boss@acme.test',
          '--owner-password',
          'wrong-pass',
        )
      ).code,
    ).toBe(1)
    expect(
      (
        await cli(
          'store:create',
          '--subdomain',
          'acme2',
          '--name',
          'ACME 2',
          '--owner-email',
          'boss@acme.test',
          '--owner-password',
          'boss-pass-1',
        )
      ).code,
    ).toBe(0)
  })

  it('demo:seed makes the demo store with a theme, 2 logos, 3 covers, its catalogue, settings and orders, and is idempotent', async () => {
    expect((await cli('demo:seed')).code).toBe(0)
    const once = await database.db
      .select({ kind: storeImages.kind, n: count() })
      .from(storeImages)
      .groupBy(storeImages.kind)
    expect(Object.fromEntries(once.map((r) => [r.kind, r.n]))).toEqual({ logo: 2, portada: 3 })
    const files = fs
      .readdirSync(mediaDir, { recursive: true })
      .filter((f) => String(f).includes('.'))
    const photos = await database.db.select({ n: count() }).from(productImages)
    const [{ n: products } = { n: 0 }] = await database.db
      .select({ n: count() })
      .from(productsTable)
    expect(products).toBe(12)
    // 2 logos, 3 covers and the product photos, each with its WebP variants
    // (2 per logo, 3 per cover, 3 per 1000-px product photo).
    expect(files.filter((f) => !isVariantKey(String(f)))).toHaveLength(5 + photos[0]!.n)
    expect(files.filter((f) => isVariantKey(String(f)))).toHaveLength(
      2 * 2 + 3 * 3 + 3 * photos[0]!.n,
    )

    // Its commerce: WhatsApp, two payment methods, pickup, shipping, and orders
    // placed and moved through the order service (stock taken, and back once for the cancel).
    const [seeded] = await database.db.select().from(stores).where(eq(stores.subdomain, 'demo'))
    expect(seeded).toMatchObject({
      whatsapp: '+5491122334455',
      paymentMethods: ['a_convenir', 'transferencia'],
      pickupAddress: expect.stringContaining('Av. Corrientes'),
      shippingFlatFee: 250000,
      transferInstructions: expect.stringContaining('Alias'),
    })
    const placed = await database.db
      .select({ number: ordersTable.number, status: ordersTable.status })
      .from(ordersTable)
      .where(eq(ordersTable.storeId, seeded!.id))
      .orderBy(ordersTable.number)
    expect(placed).toEqual([
      { number: 1001, status: 'entregado' },
      { number: 1002, status: 'cancelado' },
      { number: 1003, status: 'enviado' },
      { number: 1004, status: 'confirmado' },
      { number: 1005, status: 'pendiente' },
      { number: 1006, status: 'pendiente' },
    ])
    // Placed over the last week, oldest first, each move after its order was placed.
    const times = await database.db
      .select({ created: ordersTable.createdAt, updated: ordersTable.updatedAt })
      .from(ordersTable)
      .where(eq(ordersTable.storeId, seeded!.id))
      .orderBy(ordersTable.number)
    const hoursAgo = times.map((t) => Math.round((Date.now() - t.created.getTime()) / 3_600_000))
    expect(hoursAgo).toEqual([146, 98, 50, 26, 5, 1])
    for (const t of times) expect(t.updated.getTime()).toBeGreaterThanOrEqual(t.created.getTime())
    expect(times[0]!.updated.getTime() - times[0]!.created.getTime()).toBe(12 * 3_600_000)
    const stockOf = async (sku: string) =>
      (
        await database.db
          .select({ stock: variants.stock })
          .from(variants)
          .where(eq(variants.sku, sku))
      )[0]!.stock
    expect(await stockOf('MED-3')).toBe(20 - 2) // 1 back from the cancelled order, 2 held by #1005
    expect(await stockOf('YER-1K')).toBe(30 - 3)
    expect(await stockOf('BOM-01')).toBe(9 - 2)

    expect((await cli('demo:seed')).code).toBe(0)
    const ordersAgain = await database.db.select({ n: count() }).from(ordersTable)
    expect(ordersAgain[0]!.n).toBe(6)
    expect(await stockOf('MED-3')).toBe(18)
    const twice = await database.db.select({ n: count() }).from(storeImages)
    expect(twice[0]!.n).toBe(5)
    const again = await database.db.select({ n: count() }).from(productsTable)
    expect(again[0]!.n).toBe(12)
    const [demo] = await database.db.select().from(stores).where(eq(stores.subdomain, 'demo'))
    const [owner] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'owner@demo.localhost'))
    expect(demo!.ownerUserId).toBe(owner!.id)
    expect(await verifyPassword(owner!.passwordHash, 'demo1234')).toBe(true)
    const [customer] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'cliente@demo.localhost'))
    expect(await verifyPassword(customer!.passwordHash, 'demo1234')).toBe(true)
    // The catalogue's photos are drawn and encoded: slower than the rest of the file.
  }, 120_000)
})

describe('start-up seeding', () => {
  it('seeds an empty database, and only reports the demo on one that already has stores', async () => {
    const fresh = await createTestDatabase()
    const media = new LocalMediaStore(mediaDir)
    try {
      const seeded: string[] = []
      expect(await seedWhenEmpty(fresh.db, media, () => seeded.push('seed'))).toBe(true)
      expect(seeded).toEqual(['seed'])
      expect(await findStore(fresh.db, 'demo')).toBeDefined()
      expect(await seedWhenEmpty(fresh.db, media, () => seeded.push('again'))).toBe(true)
      expect(seeded).toEqual(['seed'])
    } finally {
      await fresh.close()
    }

    const other = await createTestDatabase()
    try {
      const owner = await createUser(other.db, {
        email: 'boss@acme.test',
        password: 'clave-de-prueba',
      })
      await createStore(other.db, { subdomain: 'acme', name: 'Acme', ownerUserId: owner.id })
      expect(
        await seedWhenEmpty(other.db, media, () => {
          throw new Error('must not seed a database that has stores')
        }),
      ).toBe(false)
      expect(await findStore(other.db, 'demo')).toBeUndefined()
      expect(await findUserByEmail(other.db, 'owner@demo.localhost')).toBeUndefined()
    } finally {
      await other.close()
    }
  })
})

/** Storage that stops writing after `writes` files: a seed that fails halfway. */
class FailingMedia extends LocalMediaStore {
  constructor(
    dir: string,
    private writes: number,
  ) {
    super(dir)
  }

  override async write(storeId: number, data: Buffer, ext: string) {
    if (this.writes-- <= 0) throw new Error('storage down')
    return super.write(storeId, data, ext)
  }
}

describe('start-up seeding, interrupted', () => {
  it('a seed that fails halfway leaves no demo behind, and the next start seeds it whole', async () => {
    const fresh = await createTestDatabase()
    try {
      // The logos, the covers and a few products' photos are written, then storage fails.
      await expect(seedWhenEmpty(fresh.db, new FailingMedia(mediaDir, 9))).rejects.toThrow(
        'storage down',
      )
      const counted = async () => ({
        stores: (await fresh.db.select({ n: count() }).from(stores))[0]!.n,
        users: (await fresh.db.select({ n: count() }).from(users))[0]!.n,
        products: (await fresh.db.select({ n: count() }).from(productsTable))[0]!.n,
        images: (await fresh.db.select({ n: count() }).from(storeImages))[0]!.n,
        orders: (await fresh.db.select({ n: count() }).from(ordersTable))[0]!.n,
      })
      expect(await counted()).toEqual({ stores: 0, users: 0, products: 0, images: 0, orders: 0 })

      expect(await seedWhenEmpty(fresh.db, new LocalMediaStore(mediaDir))).toBe(true)
      expect(await counted()).toEqual({ stores: 1, users: 2, products: 12, images: 5, orders: 6 })
    } finally {
      await fresh.close()
    }
  }, 120_000)
})

describe('data dir lock', () => {
  it('refuses a second holder while the first is alive, and takes over a stale lock', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-lock-'))
    const lock = path.join(dir, 'db.lock')
    const release = acquireLock(lock)
    expect(() => acquireLock(lock)).toThrow(DataDirLockedError)
    release()
    expect(fs.existsSync(lock)).toBe(false)

    // A pid that cannot be running: the lock is stale.
    fs.writeFileSync(lock, '2147483646')
    const again = acquireLock(lock)
    expect(parseOwner(fs.readFileSync(lock, 'utf8'))?.pid).toBe(process.pid)
    again()
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
