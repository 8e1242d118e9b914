// API benchmark: requests/s, share of bare fastify and p99 of the four public
// storefront reads with autocannon on loopback (10 connections), on PGlite and
// PostgreSQL, with 10 and 10,000 stores, beside a bare fastify route (the
// ceiling) measured in the same run, right before each set of reads; and a
// store's drawn index.html (`GET /` with the Host of the demo store's
// subdomain, warm per-store cache) with 1 connection (the server's time per
// page) and 10 (throughput beside the reads), when the web apps are built.
// Prints one line per figure and writes bench/results/api.json.
//
// BENCH_DURATION  seconds per measurement (default 5), after BENCH_WARMUP s of warm-up (default 3)
// BENCH_DATABASE_URL  PostgreSQL to use; otherwise a throwaway cluster is
//                     started with scripts/pg-throwaway.sh when possible.
// BENCH_BASELINE  another checkout of the repository (with its dependencies
//                 installed, e.g. a worktree of main) to measure side by side
//                 with this one: each database and store count is measured on
//                 the baseline, then on this checkout. BENCH_BASELINE_COMMIT
//                 names its commit when it is not a git checkout.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { warmLoadGenerator } from './lib/load.mjs'
import { freshDatabase, postgresUrl, root, stopChild, tsx, writeResult } from './lib/servers.mjs'

const baseline = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null
/** The checkouts measured, in order: the baseline first, when given. */
const versions = [
  ...(baseline ? [{ version: 'baseline', dir: baseline }] : []),
  { version: 'current', dir: root },
]
const duration = Number(process.env.BENCH_DURATION ?? 5)
// Seconds of load before each measurement: a server's first seconds under load, while V8
// optimises its hot path, are slower.
const warmup = Number(process.env.BENCH_WARMUP ?? 3)
const reads = ['tienda/resume/subdomain/', 'tienda/theme/', 'store/portadas/', 'store/logos/']
/** The store's drawn index.html (docs/first-view.md), asked for as a browser does. */
const PAGE = 'GET / (index.html)'
const storeCounts = [10, 10_000]
const results = []

const gitCommit = (dir) => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
    }).trim()
  } catch {
    return null
  }
}

/** `bareRps`: the bare route's req/s measured just before, which the share is of. */
async function measure(label, url, headers = {}, bareRps = 0, connections = 10) {
  const run = (seconds) => autocannon({ url, connections, duration: seconds, headers })
  await run(warmup) // warm-up: JIT, prepared statements, connection pools
  const r = await run(duration)
  const figure = {
    ...label,
    connections,
    rps: Math.round(r.requests.average),
    share_of_bare: bareRps ? Math.round((r.requests.average / bareRps) * 1000) / 1000 : 1,
    p99_ms: r.latency.p99,
    errors: r.errors + r.non2xx,
  }
  results.push(figure)
  const where = `${(label.version ?? '').padEnd(8)} ${label.database.padEnd(8)} ${String(label.stores).padStart(6)} stores`
  console.log(
    `api ${where}  ${label.path.padEnd(26)} ${String(connections).padStart(2)} conn ${String(figure.rps).padStart(6)} req/s  ${String(Math.round(figure.share_of_bare * 100)).padStart(3)} % of bare  p99 ${figure.p99_ms} ms${figure.errors ? `  (${figure.errors} errors)` : ''}`,
  )
  return figure
}

const BARE = 'bare fastify'
/** The bare fastify server, running (idle) for the whole run. */
let bareServer

/**
 * The ceiling, measured right before each set of reads so that both see the
 * same machine (other load on shared cores moves both alike).
 */
const measureBare = (label) =>
  measure({ ...label, path: BARE }, `http://127.0.0.1:${bareServer.port}/bare/`)

async function benchDatabase(database, baseUrl) {
  for (const stores of storeCounts) {
    for (const { version, dir } of versions)
      await benchVersion(version, dir, database, baseUrl, stores)
  }
}

async function benchVersion(version, dir, database, baseUrl, stores) {
  const cwd = path.join(dir, 'api')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-'))
  const env = { VITRINA_DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '' }
  if (baseUrl) env.DATABASE_URL = await freshDatabase(baseUrl, `vitrina_bench_${stores}`)
  let server
  try {
    await tsx(
      'scripts/bench-seed.ts',
      { ...env, BENCH_STORES: String(stores) },
      { wait: true, cwd },
    )
    server = await tsx('src/server.ts', env, { wait: false, cwd })
    const bare = await measureBare({ version, database, stores })
    for (const read of reads) {
      await measure(
        { version, database, stores, path: read },
        `http://127.0.0.1:${server.port}/api/v1/${read}`,
        { 'x-subdomain': 'demo' },
        bare.rps,
      )
    }
    if (fs.existsSync(path.join(dir, 'host/dist/index.html'))) {
      // A store's subdomain, as a browser on demo.localhost sends it; one connection gives
      // the server's own time per page, ten the throughput beside the reads above.
      const page = { host: `demo.localhost:${server.port}`, accept: 'text/html' }
      const url = `http://127.0.0.1:${server.port}/`
      await measure({ version, database, stores, path: PAGE }, url, page, bare.rps, 1)
      await measure({ version, database, stores, path: PAGE }, url, page, bare.rps)
    } else {
      console.log(`api ${version} ${PAGE} skipped: the web apps are not built (pnpm build)`)
    }
  } finally {
    if (server) await stopChild(server.child)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

const started = Date.now()
bareServer = await tsx('scripts/bench-bare.ts', {}, { wait: false })
await warmLoadGenerator('api')
try {
  await benchDatabase('pglite')
  const postgres = await postgresUrl('api postgres')
  if (postgres) {
    try {
      await benchDatabase('postgres', postgres.url)
    } finally {
      await postgres.stop()
    }
  }
} finally {
  await stopChild(bareServer.child)
}

/** Per version, database and store count: the four reads' mean req/s and share, worst p99. */
const summary = []
for (const { version } of versions) {
  for (const database of ['pglite', 'postgres']) {
    for (const stores of storeCounts) {
      const group = results.filter(
        (r) => r.version === version && r.database === database && r.stores === stores,
      )
      const rows = group.filter((r) => r.path !== BARE && r.path !== PAGE)
      const bare = group.find((r) => r.path === BARE)
      if (rows.length === 0) continue
      const rps = Math.round(rows.reduce((sum, r) => sum + r.rps, 0) / rows.length)
      const row = {
        version,
        database,
        stores,
        bare_rps: bare?.rps ?? null,
        mean_rps: rps,
        min_share_of_bare: Math.min(...rows.map((r) => r.share_of_bare)),
        mean_share_of_bare: bare ? Math.round((rps / bare.rps) * 1000) / 1000 : null,
        max_p99_ms: Math.max(...rows.map((r) => r.p99_ms)),
        page_p99_ms_1_connection:
          group.find((r) => r.path === PAGE && r.connections === 1)?.p99_ms ?? null,
        page_rps_10_connections:
          group.find((r) => r.path === PAGE && r.connections === 10)?.rps ?? null,
      }
      summary.push(row)
      console.log(
        `api summary ${version.padEnd(8)} ${database.padEnd(8)} ${String(stores).padStart(6)} stores  mean ${String(rps).padStart(6)} req/s  ${Math.round(row.mean_share_of_bare * 100)} % of bare (min ${Math.round(row.min_share_of_bare * 100)} %)  worst p99 ${row.max_p99_ms} ms  index.html p99 ${row.page_p99_ms_1_connection ?? '–'} ms (1 conn), ${row.page_rps_10_connections ?? '–'} req/s (10 conn)`,
      )
    }
  }
}

const out = writeResult('api', {
  connections: 10,
  duration_s: duration,
  commits: Object.fromEntries(
    versions.map(({ version, dir }) => [
      version,
      (version === 'baseline' && process.env.BENCH_BASELINE_COMMIT) || gitCommit(dir),
    ]),
  ),
  summary,
  results,
})
console.log(
  `api bench done in ${Math.round((Date.now() - started) / 1000)} s → ${path.relative(root, out)}`,
)
