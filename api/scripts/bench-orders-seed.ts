// The stores bench/orders.mjs orders from: BENCH_ORDER_STORES stores
// (`pedidos-1`…) that sell (pickup, WhatsApp, 'a convenir'), each with one
// product of four variants whose stock is tracked and never runs out. Prints,
// as its last line, `{"<subdomain>": [variant ids]}`.
import { eq } from 'drizzle-orm'

import { productImages, products, variants } from '../src/catalogue/schema.ts'
import { refreshProductSummaries } from '../src/catalogue/summary.ts'
import { loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/client.ts'
import { stores, users } from '../src/db/schema.ts'
import { migrationsFolder } from '../src/paths.ts'
import { DEMO, seedDemo } from '../src/services/demo-seed.ts'
import { createMediaStore } from '../src/services/media-store.ts'
import { defaultTheme } from '../src/theme/theme-rules.ts'

const storeCount = Number(process.env.BENCH_ORDER_STORES ?? 10)
const STOCK = 100_000_000

const config = loadConfig()
const database = await openDatabase({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  migrationsFolder,
})
try {
  const { db } = database
  await seedDemo(db, createMediaStore(config))
  const [owner] = await db.select().from(users).where(eq(users.email, DEMO.ownerEmail))
  const catalogue: Record<string, number[]> = {}
  for (let i = 1; i <= storeCount; i++) {
    const subdomain = `pedidos-${i}`
    const [store] = await db
      .insert(stores)
      .values({
        subdomain,
        name: `Pedidos ${i}`,
        ownerUserId: owner!.id,
        theme: defaultTheme(),
        whatsapp: '+5491122334455',
        pickupAddress: 'Av. Siempre Viva 742',
        shippingFlatFee: 150000,
        paymentMethods: ['a_convenir', 'transferencia'],
        transferInstructions: 'CBU 0000003100010000000001',
      })
      .returning({ id: stores.id })
    const [product] = await db
      .insert(products)
      .values({
        storeId: store!.id,
        title: 'Remera de algodón',
        slug: 'remera',
        status: 'active',
        options: [{ name: 'Talle', values: ['S', 'M', 'L', 'XL'] }],
      })
      .returning({ id: products.id })
    const inserted = await db
      .insert(variants)
      .values(
        ['S', 'M', 'L', 'XL'].map((size, position) => ({
          storeId: store!.id,
          productId: product!.id,
          position,
          optionValues: [size],
          sku: `remera-${size}`,
          price: 459900,
          stock: STOCK,
        })),
      )
      .returning({ id: variants.id })
    await db.insert(productImages).values({
      storeId: store!.id,
      productId: product!.id,
      file: `${store!.id}/remera.jpg`,
      position: 0,
    })
    await refreshProductSummaries(db, [product!.id])
    catalogue[subdomain] = inserted.map((row) => row.id)
  }
  console.log(JSON.stringify(catalogue))
} finally {
  await database.close()
}
