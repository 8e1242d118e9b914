// Order creation (issue #24's speed targets), on PGlite and PostgreSQL, in one run:
// `POST store/pedidos/` at 10 connections, every request a new order with its
// own Idempotency-Key (one line of one of four tracked variants), beside a bare
// fastify route doing one insert in a transaction on the same database layer
// (api/scripts/bench-bare-insert.ts), measured right before. Targets: p99 ≤ 50 ms
// on PostgreSQL and ≤ 100 ms on PGlite, req/s ≥ 50 % of the bare insert.
//
// Two shapes: every order into one store (the worst case: a store's orders take
// its counter row one at a time) and orders spread over ten stores.
// Prints one line per figure and writes bench/results/orders.json.
//
// BENCH_DURATION   seconds per measurement (default 5), after BENCH_WARMUP s of warm-up (default 3)
// BENCH_LOG_LEVEL  the server's LOG_LEVEL (default info: one JSON line per request, as deployed)
// BENCH_DATABASE_URL  PostgreSQL to use; otherwise a throwaway cluster (scripts/pg-throwaway.sh).
// BENCH_ORDERS_DATABASES  `pglite,postgres` (default) or one of them.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { warmLoadGenerator } from './lib/load.mjs'
import { freshDatabase, postgresUrl, stopChild, tsx, writeResult } from './lib/servers.mjs'

const duration = Number(process.env.BENCH_DURATION ?? 5)
// Seconds of load before each measurement: a server's first seconds under load, while V8
// optimises its hot path, are slower.
const warmup = Number(process.env.BENCH_WARMUP ?? 3)
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info'
const databases = (process.env.BENCH_ORDERS_DATABASES ?? 'pglite,postgres').split(',')
const TARGET_P99 = { postgres: 50, pglite: 100 }
const TARGET_SHARE = 0.5
const results = []

const record = (figure, text) => {
  results.push(figure)
  console.log(`orders ${figure.database.padEnd(8)} ${text}`)
}

/** 10 connections of POSTs for `duration` s (after `warmup` s of the same load); `body(i)` and headers per request. */
async function measure(url, request) {
  const run = (seconds) =>
    autocannon({
      url,
      connections: 10,
      duration: seconds,
      method: 'POST',
      requests: [{ setupRequest: request }],
    })
  await run(warmup)
  const r = await run(duration)
  return {
    rps: Math.round(r.requests.average),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors + r.non2xx,
  }
}

const order = (variantId) =>
  JSON.stringify({
    items: [{ variant_id: variantId, quantity: 1 }],
    customer: { name: 'Comprador de prueba', phone: '+5491155550000' },
    delivery: { method: 'retiro' },
    payment_method: 'a_convenir',
  })

async function benchDatabase(database, baseUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-orders-'))
  const bareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-bare-'))
  const env = { VITRINA_DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '' }
  const bareEnv = { VITRINA_DATA_DIR: bareDir, PORT: '0', DATABASE_URL: '' }
  if (baseUrl) {
    env.DATABASE_URL = await freshDatabase(baseUrl, 'vitrina_bench_orders')
    bareEnv.DATABASE_URL = await freshDatabase(baseUrl, 'vitrina_bench_bare')
  }
  try {
    const { output } = await tsx('scripts/bench-orders-seed.ts', env, { wait: true })
    const catalogue = JSON.parse(output.trim().split('\n').at(-1))
    const subdomains = Object.keys(catalogue)

    const bare = await tsx('scripts/bench-bare-insert.ts', bareEnv, { wait: false })
    let bareFigure
    try {
      bareFigure = await measure(`http://127.0.0.1:${bare.port}/bare-insert/`, (req) => ({
        ...req,
        headers: { 'content-type': 'application/json' },
        body: order(1),
      }))
    } finally {
      await stopChild(bare.child)
    }
    record(
      { database, path: 'bare insert', ...bareFigure },
      `bare insert in a transaction     ${String(bareFigure.rps).padStart(6)} req/s  p50 ${bareFigure.p50_ms} ms  p99 ${bareFigure.p99_ms} ms`,
    )

    const server = await tsx('src/server.ts', { ...env, LOG_LEVEL: logLevel }, { wait: false })
    try {
      for (const [shape, stores] of [
        ['one store', subdomains.slice(0, 1)],
        [`${subdomains.length} stores`, subdomains],
      ]) {
        let n = 0
        const figure = await measure(
          `http://127.0.0.1:${server.port}/api/v1/store/pedidos/`,
          (req) => {
            const subdomain = stores[n % stores.length]
            const variants = catalogue[subdomain]
            const variantId = variants[Math.floor(n / stores.length) % variants.length]
            n++
            return {
              ...req,
              headers: {
                'content-type': 'application/json',
                'x-subdomain': subdomain,
                'idempotency-key': randomUUID(),
              },
              body: order(variantId),
            }
          },
        )
        const share = Math.round((figure.rps / bareFigure.rps) * 1000) / 1000
        record(
          {
            database,
            path: `POST store/pedidos/ (${shape})`,
            ...figure,
            share_of_bare: share,
            p99_target_ms: TARGET_P99[database],
            share_target: TARGET_SHARE,
          },
          `orders, ${shape.padEnd(18)} ${String(figure.rps).padStart(6)} req/s ${String(Math.round(share * 100)).padStart(4)} % of bare  p50 ${figure.p50_ms} ms  p99 ${figure.p99_ms} ms (target ${TARGET_P99[database]})${figure.errors ? `  (${figure.errors} errors)` : ''}`,
        )
      }
    } finally {
      await stopChild(server.child)
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.rmSync(bareDir, { recursive: true, force: true })
  }
}

const started = Date.now()
await warmLoadGenerator('orders')
try {
  if (databases.includes('pglite')) await benchDatabase('pglite')
  const postgres = databases.includes('postgres') ? await postgresUrl('orders postgres') : null
  if (postgres) {
    try {
      await benchDatabase('postgres', postgres.url)
    } finally {
      await postgres.stop()
    }
  }
} catch (error) {
  // What was measured is still written.
  console.error(error)
  process.exitCode = 1
}
const out = writeResult('orders', {
  connections: 10,
  duration_s: duration,
  log_level: logLevel,
  results,
})
console.log(
  `orders bench done in ${Math.round((Date.now() - started) / 1000)} s → ${path.relative(process.cwd(), out)}`,
)
