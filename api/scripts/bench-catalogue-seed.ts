// Prepares a database for bench/catalogue.mjs: migrations, the demo store,
// the store `grande` grown to BENCH_STORE_PRODUCTS active products,
// BENCH_SMALL_STORES stores `tienda-<n>` of 1,000 products each, and the empty
// store `importa` of the demo owner (where the CSV import is measured). Run
// again with larger figures, it adds only what is missing. Products go in by
// bulk SQL (two variants, one image and one category each), then their
// summaries (prices, search texts) are refreshed in chunks, as a write would.
import { eq, sql } from 'drizzle-orm'

import { rowsOf } from '../src/catalogue/rows.ts'
import { refreshProductSummaries } from '../src/catalogue/summary.ts'
import { loadConfig } from '../src/config.ts'
import { type Db, openDatabase } from '../src/db/client.ts'
import { stores, users } from '../src/db/schema.ts'
import { migrationsFolder } from '../src/paths.ts'
import { DEMO, seedDemo } from '../src/services/demo-seed.ts'
import { createMediaStore } from '../src/services/media-store.ts'
import { defaultTheme } from '../src/theme/theme-rules.ts'

const storeProducts = Number(process.env.BENCH_STORE_PRODUCTS ?? 10_000)
const smallStores = Number(process.env.BENCH_SMALL_STORES ?? 100)
const SMALL_STORE_PRODUCTS = 1_000
/** Rows per INSERT … SELECT and ids per summary refresh. */
const CHUNK = 5_000

const NOUNS = [
  'Remera',
  'Café',
  'Taza',
  'Buzo',
  'Campera',
  'Pantalón',
  'Zapatilla',
  'Mochila',
  'Gorra',
  'Vela',
  'Jabón',
  'Yerba',
  'Mate',
  'Bombilla',
  'Libreta',
  'Lámpara',
  'Almohadón',
  'Manta',
  'Cuaderno',
  'Bufanda',
]
const ADJECTIVES = [
  'orgánico',
  'clásica',
  'negra',
  'blanca',
  'de algodón',
  'artesanal',
  'grande',
  'liviana',
  'térmica',
  'estampada',
  'de lino',
  'reciclada',
  'premium',
]
const textArray = (words: string[]) =>
  sql.raw(`(array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}])`)

async function ensureStore(db: Db, subdomain: string, ownerUserId: number) {
  const [found] = await db.select().from(stores).where(eq(stores.subdomain, subdomain))
  if (found) return found
  const [created] = await db
    .insert(stores)
    .values({ subdomain, name: subdomain, ownerUserId, theme: defaultTheme() })
    .returning()
  return created!
}

/** Adds active products to `storeId` until it has `target` of them (numbered on from what is there). */
async function growStore(db: Db, storeId: number, target: number) {
  const [count] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from products where store_id = ${storeId}`,
  )
  const n = Number(count!.n)
  if (n >= target) return 0
  await db.execute(sql`
    insert into categories (store_id, name, slug, position)
    values (${storeId}, 'Ropa', 'ropa', 0), (${storeId}, 'Casa', 'casa', 1)
    on conflict do nothing`)
  for (let from = n + 1; from <= target; from += CHUNK) {
    const to = Math.min(from + CHUNK - 1, target)
    await db.transaction(async (tx) => {
      const inserted = await rowsOf<{ id: number }>(
        tx,
        sql`
        insert into products (store_id, title, slug, description, status, options, created_at)
        select ${storeId}::int,
          ${textArray(NOUNS)}[1 + g % ${sql.raw(String(NOUNS.length))}] || ' ' ||
            ${textArray(ADJECTIVES)}[1 + (g / ${sql.raw(String(NOUNS.length))}) % ${sql.raw(String(ADJECTIVES.length))}] || ' ' || g,
          'producto-' || g,
          'Un producto de prueba, el número ' || g || ', hecho a mano con materiales nobles.',
          'active',
          '[{"name":"Talle","values":["S","M"]}]'::jsonb,
          now() - (${target}::int - g) * interval '1 second'
        from generate_series(${from}::int, ${to}::int) g
        returning id`,
      )
      const ids = inserted.map((row) => Number(row.id))
      const first = Math.min(...ids)
      const last = Math.max(...ids)
      await tx.execute(sql`
        insert into variants (store_id, product_id, position, option_values, sku, price, compare_at_price, stock)
        select p.store_id, p.id, v.pos, array[v.val], p.slug || '-' || v.val,
          100000 + (p.id % 500) * 100, case when p.id % 7 = 0 then 200000 end, p.id % 30
        from products p cross join (values (0, 'S'), (1, 'M')) v(pos, val)
        where p.store_id = ${storeId}::int and p.id between ${first}::int and ${last}::int`)
      await tx.execute(sql`
        insert into product_images (store_id, product_id, file, position, alt, width, variant_widths)
        select p.store_id, p.id, ${`${storeId}/`}::text || md5(p.id::text)::uuid::text || '.jpg', 0,
          p.title, 1200,
          array[480, 960]
        from products p where p.store_id = ${storeId}::int and p.id between ${first}::int and ${last}::int`)
      await tx.execute(sql`
        insert into product_categories (product_id, category_id)
        select p.id, c.id from products p
        join categories c on c.store_id = p.store_id and c.position = p.id % 2
        where p.store_id = ${storeId}::int and p.id between ${first}::int and ${last}::int`)
      await refreshProductSummaries(tx, ids)
    })
  }
  return target - n
}

const config = loadConfig()
const database = await openDatabase({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  migrationsFolder,
})
try {
  const started = Date.now()
  const { db } = database
  await seedDemo(db, createMediaStore(config))
  const [owner] = await db.select().from(users).where(eq(users.email, DEMO.ownerEmail))
  const grande = await ensureStore(db, 'grande', owner!.id)
  // The trigram indexes (whatever the migrations made them) are built once at the end: far
  // faster than row by row.
  const trigramIndexes = await rowsOf<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
      where tablename = 'products' and indexdef like '%gin_trgm_ops%'`,
  )
  for (const index of trigramIndexes) await db.execute(sql.raw(`drop index "${index.name}"`))
  let added = await growStore(db, grande.id, storeProducts)
  for (let i = 1; i <= smallStores; i++) {
    const store = await ensureStore(db, `tienda-${i}`, owner!.id)
    added += await growStore(db, store.id, SMALL_STORE_PRODUCTS)
  }
  await ensureStore(db, 'importa', owner!.id)
  for (const index of trigramIndexes) await db.execute(sql.raw(index.definition))
  // A settled database, as autovacuum leaves one: statistics, and the visibility map that
  // lets a count read an index alone (else the first minutes measure the vacuum).
  if (added > 0) await db.execute(sql`vacuum analyze`)
  console.log(
    `seeded ${added} products (grande: ${storeProducts}, ${smallStores} stores of ${SMALL_STORE_PRODUCTS}) in ${Math.round((Date.now() - started) / 1000)} s`,
  )
} finally {
  await database.close()
}
