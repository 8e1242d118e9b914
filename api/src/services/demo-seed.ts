import { count } from 'drizzle-orm'

import { seedDemoCatalogue } from '../catalogue/demo.ts'
import type { Db } from '../db/client.ts'
import { stores, users } from '../db/schema.ts'
import { seedDemoCommerce } from '../orders/demo.ts'
import { demoTheme } from '../theme/theme-rules.ts'
import { createStore, findStore, findUserByEmail, hashPassword, type StoreRow } from './accounts.ts'
import { demoCovers, demoLogos } from './demo-art.ts'
import { processImage } from './images.ts'
import type { MediaStore } from './media-store.ts'
import { StoreImages } from './store-images.ts'

export const DEMO = {
  subdomain: 'demo',
  name: 'Tienda Demo',
  password: 'demo1234',
  ownerEmail: 'owner@demo.localhost',
  ownerUsername: 'owner',
  customerEmail: 'cliente@demo.localhost',
  customerUsername: 'cliente',
} as const

async function ensureUser(db: Db, email: string, username: string) {
  const existing = await findUserByEmail(db, email)
  if (existing) return existing
  await db
    .insert(users)
    .values({ email, username, passwordHash: await hashPassword(DEMO.password) })
    .onConflictDoNothing()
  return (await findUserByEmail(db, email))!
}

/**
 * Creates the demo store with its users, theme, 2 logos, 3 covers, a
 * catalogue of a dozen products in two categories, its commerce settings
 * (WhatsApp, two payment methods, pickup, shipping) and six orders in
 * different statuses. Safe to run again: what exists is kept, only what is
 * missing is added.
 *
 * All of it is one transaction: a seed that fails or is killed halfway
 * (storage down, Ctrl-C during the first `pnpm start`) leaves no demo store
 * behind, so the next start, which seeds only a database without stores,
 * seeds it whole instead of serving a shop with half a catalogue. The files
 * it wrote meanwhile are left to the orphan sweep (media-sweep.ts).
 */
export async function seedDemo(db: Db, media: MediaStore): Promise<StoreRow> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db
    const owner = await ensureUser(txDb, DEMO.ownerEmail, DEMO.ownerUsername)
    await ensureUser(txDb, DEMO.customerEmail, DEMO.customerUsername)
    const store =
      (await findStore(txDb, DEMO.subdomain)) ??
      (await createStore(txDb, {
        subdomain: DEMO.subdomain,
        name: DEMO.name,
        ownerUserId: owner.id,
        theme: demoTheme(),
      }))
    const images = new StoreImages(txDb, media)
    if ((await images.count(store.id, 'logo')) === 0) {
      for (const bytes of await demoLogos()) {
        await images.add(store.id, 'logo', await processImage(bytes, 'logo', 'logo'))
      }
    }
    if ((await images.count(store.id, 'portada')) === 0) {
      for (const bytes of await demoCovers()) {
        await images.add(store.id, 'portada', await processImage(bytes, 'portada', 'portada'))
      }
    }
    await seedDemoCatalogue(txDb, media, store.id)
    await seedDemoCommerce(txDb, media, store.id)
    return store
  })
}

/**
 * What `pnpm start` does before serving: a database without stores gets the
 * demo store. One that already has stores (made with `pnpm vitrina`, say) is
 * left alone, so the demo's well-known passwords never appear there unasked.
 * Resolves to whether the demo store exists, so the start banner tells the truth.
 */
export async function seedWhenEmpty(
  db: Db,
  media: MediaStore,
  onSeed: () => void = () => {},
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(stores)
  if ((row?.n ?? 0) > 0) return Boolean(await findStore(db, DEMO.subdomain))
  onSeed()
  await seedDemo(db, media)
  return true
}

/**
 * The demo store (with its public passwords) is made only where a person
 * asked for it: on the embedded database `pnpm start` keeps in its data dir.
 * A PostgreSQL (`DATABASE_URL`) gets it only from `pnpm vitrina demo:seed`.
 * Resolves to whether the demo store exists.
 */
export async function demoOnStart(
  db: Db,
  media: MediaStore,
  embedded: boolean,
  onSeed: () => void = () => {},
): Promise<boolean> {
  if (!embedded) return Boolean(await findStore(db, DEMO.subdomain))
  return seedWhenEmpty(db, media, onSeed)
}
