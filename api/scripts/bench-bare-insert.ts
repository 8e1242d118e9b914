// The ceiling for bench/orders.mjs: fastify doing one insert in a transaction
// on the same database layer as the API (PGlite in VITRINA_DATA_DIR, or
// PostgreSQL through DATABASE_URL), and nothing else.
import { sql } from 'drizzle-orm'
import Fastify from 'fastify'

import { rowsOf } from '../src/catalogue/rows.ts'
import { loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/client.ts'
import { migrationsFolder } from '../src/paths.ts'

const config = loadConfig()
const database = await openDatabase({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  migrationsFolder,
})
const { db } = database
await db.execute(sql`create table if not exists bench_bare_rows (
  id serial primary key, body jsonb not null, created_at timestamptz not null default now())`)

const app = Fastify({ logger: false })
app.post('/bare-insert/', async (request, reply) => {
  const [row] = await db.transaction((tx) =>
    rowsOf<{ id: number }>(
      tx,
      sql`insert into bench_bare_rows (body) values (${JSON.stringify(request.body)}::jsonb) returning id`,
    ),
  )
  return reply.code(201).send({ id: row!.id })
})
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) })
const address = app.server.address()
console.log(
  `Bare insert listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
)
const stop = () =>
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
