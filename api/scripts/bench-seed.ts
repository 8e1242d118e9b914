// Prepares a database for bench/api.mjs: migrations, the demo store, and
// BENCH_STORES stores in total (the extra ones share one owner).
import { loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/client.ts'
import { stores } from '../src/db/schema.ts'
import { migrationsFolder } from '../src/paths.ts'
import { createUser } from '../src/services/accounts.ts'
import { seedDemo } from '../src/services/demo-seed.ts'
import { createMediaStore } from '../src/services/media-store.ts'
import { defaultTheme } from '../src/theme/theme-rules.ts'

const total = Number(process.env.BENCH_STORES ?? 10)
const config = loadConfig()
const database = await openDatabase({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  migrationsFolder,
})
try {
  await seedDemo(database.db, createMediaStore(config))
  const owner = await createUser(database.db, { email: 'bench@bench.test', password: 'bench-pass' })
  const theme = defaultTheme()
  for (let start = 1; start < total; start += 1000) {
    const rows = []
    for (let i = start; i < Math.min(start + 1000, total); i++) {
      rows.push({ subdomain: `store-${i}`, name: `Store ${i}`, ownerUserId: owner.id, theme })
    }
    await database.db.insert(stores).values(rows)
  }
  console.log(`seeded ${total} stores`)
} finally {
  await database.close()
}
