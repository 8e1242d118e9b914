// Catalogue benchmark (issue #23's targets), on PGlite and PostgreSQL, in one run:
//   - cached reads at 10 connections beside a bare fastify route measured right
//     before: the public list (page 2), a product, and the four older public
//     reads; req/s, share of bare, p99 (targets: ≥ 50 % of bare on
//     PostgreSQL, ≥ 40 % on PGlite), on a server first asked for each read
//     for 2 s, by a load generator warmed up first (bench/lib/load.mjs);
//   - uncached search p99 at 10 connections, every request a new search (a
//     word such as 'remera', the typo 'remra', 'cafe', or a random word, and
//     a page size of its own) so that the cache never answers (≤ 30 ms on
//     PostgreSQL, ≤ 60 ms on PGlite);
//   - reads at 1,000, 10,000 and 100,000 products in one store (the store
//     grown between steps; 100,000 on PostgreSQL only unless
//     BENCH_CATALOGUE_100K_PGLITE=1): cached list and product req/s, and the
//     uncached list, product and search p99 (flat within ±20 %);
//   - the CSV import of 10,000 rows on PGlite: time and the server's peak RSS.
// The catalogue is `grande` (10,000 products) plus BENCH_SMALL_STORES stores
// of 1,000 (default 100), seeded by api/scripts/bench-catalogue-seed.ts.
// Prints one line per figure and writes bench/results/catalogue.json.
//
// BENCH_DURATION   seconds per throughput measurement (default 5), after BENCH_WARMUP s of warm-up
// BENCH_WARMUP     seconds of load before each throughput measurement (default 3: a server's
//                  first seconds under load, while V8 optimises its hot path, are slower)
// BENCH_LOG_LEVEL  the server's LOG_LEVEL (default info: one JSON line per request, as deployed)
// BENCH_BASELINE   another checkout (dependencies installed) measured first on each
//                  database: the old four reads only, when it has no catalogue.
// BENCH_DATABASE_URL  PostgreSQL to use; otherwise a throwaway cluster (scripts/pg-throwaway.sh).
// BENCH_CATALOGUE_DATABASES  `pglite,postgres` (default) or one of them.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { warmLoadGenerator } from './lib/load.mjs'
import { freshDatabase, postgresUrl, root, stopChild, tsx, writeResult } from './lib/servers.mjs'

const baseline = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null
const duration = Number(process.env.BENCH_DURATION ?? 5)
const warmup = Number(process.env.BENCH_WARMUP ?? 3)
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info'
const smallStores = Number(process.env.BENCH_SMALL_STORES ?? 100)
const databases = (process.env.BENCH_CATALOGUE_DATABASES ?? 'pglite,postgres').split(',')
const bigOnPglite = process.env.BENCH_CATALOGUE_100K_PGLITE === '1'
const OLD_READS = ['tienda/resume/subdomain/', 'tienda/theme/', 'store/portadas/', 'store/logos/']
const STORE = 'grande'
const LIST = 'store/productos/?page=2'
const PRODUCT = 'store/productos/producto-500/'
const IMPORT_ROWS = 10_000
const results = []

const hasCatalogue = (dir) => fs.existsSync(path.join(dir, 'api/src/catalogue/storefront.ts'))
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

const record = (figure, text) => {
  results.push(figure)
  const where = `${figure.version.padEnd(8)} ${figure.database.padEnd(8)}`
  console.log(`catalogue ${where} ${text}`)
}

/** Throughput of one cached URL (after `warmup` s of the same load); `bareRps` is what the share is of. */
async function throughput(label, url, headers, bareRps) {
  const run = (seconds) => autocannon({ url, connections: 10, duration: seconds, headers })
  await run(warmup)
  const r = await run(duration)
  const figure = {
    ...label,
    kind: 'cached',
    rps: Math.round(r.requests.average),
    share_of_bare: bareRps ? Math.round((r.requests.average / bareRps) * 1000) / 1000 : 1,
    p99_ms: r.latency.p99,
    errors: r.errors + r.non2xx,
  }
  record(
    figure,
    `${String(label.products ?? '').padStart(6)} ${label.path.padEnd(30)} ${String(figure.rps).padStart(6)} req/s ${String(Math.round(figure.share_of_bare * 100)).padStart(4)} % of bare  p99 ${figure.p99_ms} ms${figure.errors ? `  (${figure.errors} errors)` : ''}`,
  )
  return figure
}

/** Latency of requests that each ask for a new URL (never a cache hit), 10 connections. */
async function uncached(label, base, paths, headers) {
  let next = 0
  const r = await autocannon({
    url: base,
    connections: 10,
    amount: paths.length,
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  })
  const figure = {
    ...label,
    kind: 'uncached',
    requests: r.requests.total,
    rps: Math.round(r.requests.average),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    errors: r.errors + r.non2xx,
  }
  record(
    figure,
    `${String(label.products ?? '').padStart(6)} ${label.path.padEnd(30)} uncached p50 ${figure.p50_ms} ms  p99 ${figure.p99_ms} ms (${figure.requests} requests${figure.errors ? `, ${figure.errors} errors` : ''})`,
  )
  return figure
}

const SEARCH_WORDS = ['remera', 'remra', 'cafe', 'taza', 'campera', 'pantalon', 'mochla', 'lampara']
/** `count` distinct searches: known words and typos, and random words, each with its own page size. */
function searches(count) {
  const paths = []
  for (let i = 0; i < count; i++) {
    const word =
      i % 4 === 3
        ? Array.from({ length: 5 + (i % 3) }, () =>
            String.fromCharCode(97 + Math.floor(Math.random() * 26)),
          ).join('')
        : SEARCH_WORDS[i % SEARCH_WORDS.length]
    const size = 1 + (Math.floor(i / SEARCH_WORDS.length) % 100)
    paths.push(`/api/v1/store/productos/?q=${encodeURIComponent(word)}&page_size=${size}`)
  }
  return [...new Set(paths)]
}
/** Distinct list pages (page size 1–100, pages 1–3): each a cache miss. */
const listPages = () =>
  Array.from(
    { length: 300 },
    (_, i) => `/api/v1/store/productos/?page=${1 + (i % 3)}&page_size=${1 + Math.floor(i / 3)}`,
  )
/** Distinct products spread over the store. */
const productPaths = (products) =>
  Array.from(
    { length: 500 },
    (_, i) => `/api/v1/store/productos/producto-${1 + Math.floor((i * products) / 500)}/`,
  )

const BARE = 'bare fastify'
let bareServer
const measureBare = (label) =>
  throughput({ ...label, path: BARE }, `http://127.0.0.1:${bareServer.port}/bare/`, {}, 0)

/** RSS figures of a process from /proc (kB → MB); null off Linux. */
function memory(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
    return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) }
  } catch {
    return null
  }
}

/**
 * A CSV of `rows` rows: products of two variants each (header as the export writes it); a
 * product's own fields are the same on both of its rows, as the import requires.
 */
function importCsv(rows) {
  const lines = [
    'slug;titulo;descripcion;estado;categorias;opcion1;valor1;opcion2;valor2;opcion3;valor3;sku;precio;precio_anterior;stock',
  ]
  for (let i = 0; i < rows; i++) {
    const n = Math.floor(i / 2) + 1
    const size = i % 2 === 0 ? 'S' : 'M'
    lines.push(
      `importado-${n};Remera importada ${n};Algodón peinado ${n};active;Ropa;Talle;${size};;;;;imp-${n}-${size};${1000 + (n % 90)},50;;${n % 20}`,
    )
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

async function measureImport(label, server) {
  const base = `http://127.0.0.1:${server.port}/api/v1/`
  const headers = { 'x-subdomain': 'importa' }
  const login = await fetch(`${base}login/`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@demo.localhost', password: 'demo1234' }),
  })
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`)
  const token = (await login.json()).tokens.access
  const form = new FormData()
  const csv = importCsv(IMPORT_ROWS)
  form.append('archivo', new Blob([csv], { type: 'text/csv' }), 'productos.csv')
  const before = memory(server.child.pid)
  let peak = before?.rssMb ?? 0
  const sampler = setInterval(() => {
    peak = Math.max(peak, memory(server.child.pid)?.rssMb ?? 0)
  }, 50)
  const started = performance.now()
  const response = await fetch(`${base}admin/tienda/productos/importar/`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: form,
  })
  const body = await response.json()
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  const after = memory(server.child.pid)
  const figure = {
    ...label,
    path: 'CSV import',
    kind: 'import',
    rows: IMPORT_ROWS,
    bytes: Buffer.byteLength(csv),
    status: response.status,
    seconds: Math.round(seconds * 10) / 10,
    rss_before_mb: before?.rssMb ?? null,
    rss_peak_mb: Math.max(peak, after?.rssMb ?? 0),
    process_peak_mb: after?.peakMb ?? null,
    result: response.ok ? { created: body.created, updated: body.updated } : body,
  }
  record(
    figure,
    `CSV import ${IMPORT_ROWS} rows (${(figure.bytes / 1e6).toFixed(1)} MB): ${figure.status} in ${figure.seconds} s, server RSS ${figure.rss_before_mb} → peak ${figure.rss_peak_mb} MB`,
  )
}

/**
 * Asks for each read for 2 s. A newly started server's first seconds under load are slower
 * (V8 optimising its request path; longer on PGlite), and the targets are about a server in
 * service: every server is warmed on the reads it is measured on.
 */
async function warmReads(server, paths) {
  for (const read of paths) {
    await autocannon({
      url: `http://127.0.0.1:${server.port}/api/v1/${read}`,
      connections: 10,
      duration: 2,
      headers: { 'x-subdomain': read.startsWith('store/productos') ? STORE : 'demo' },
    })
  }
}

/** The cached reads of one checkout, beside bare fastify measured right before. */
async function cachedReads(label, server, paths) {
  await warmReads(server, paths)
  const bare = await measureBare({ ...label })
  for (const read of paths) {
    await throughput(
      { ...label, path: read },
      `http://127.0.0.1:${server.port}/api/v1/${read}`,
      { 'x-subdomain': read.startsWith('store/productos') ? STORE : 'demo' },
      bare.rps,
    )
  }
}

/** The reads that must stay flat as the store grows: cached throughput and uncached latency. */
async function sizedReads(label, server, products) {
  const at = { ...label, products }
  const base = `http://127.0.0.1:${server.port}`
  const headers = { 'x-subdomain': STORE }
  await warmReads(server, [LIST, PRODUCT])
  for (const read of [LIST, PRODUCT])
    await throughput({ ...at, path: read }, `${base}/api/v1/${read}`, headers, 0)
  await uncached({ ...at, path: 'list (page 1–3, size 1–100)' }, base, listPages(), headers)
  await uncached({ ...at, path: 'product' }, base, productPaths(products), headers)
  // `orden=relevancia` (the default with a search) keeps these URLs apart from the target's.
  const sizedSearches = searches(400).map((url) => `${url}&orden=relevancia`)
  await uncached({ ...at, path: 'search' }, base, sizedSearches, headers)
}

async function withServer(dir, env, body) {
  const server = await tsx(
    'src/server.ts',
    { ...env, LOG_LEVEL: logLevel },
    {
      wait: false,
      cwd: path.join(dir, 'api'),
    },
  )
  try {
    return await body(server)
  } finally {
    await stopChild(server.child)
  }
}

async function seed(dir, env, products, stores) {
  const started = Date.now()
  const { output } = await tsx(
    'scripts/bench-catalogue-seed.ts',
    { ...env, BENCH_STORE_PRODUCTS: String(products), BENCH_SMALL_STORES: String(stores) },
    // The version's own seed script (its migrations and write path), or this checkout's when
    // the version has the catalogue's tables without the script.
    {
      wait: true,
      cwd: path.join(
        fs.existsSync(path.join(dir, 'api/scripts/bench-catalogue-seed.ts')) ? dir : root,
        'api',
      ),
    },
  )
  console.log(
    `catalogue seed ${products} + ${stores}×1000: ${output.trim().split('\n').at(-1)} (${Math.round((Date.now() - started) / 1000)} s with startup)`,
  )
}

async function benchVersion(version, dir, database, baseUrl) {
  const label = { version, database }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-'))
  const env = { VITRINA_DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '' }
  if (baseUrl) env.DATABASE_URL = await freshDatabase(baseUrl, `vitrina_bench_catalogue`)
  try {
    if (!hasCatalogue(dir)) {
      // No catalogue in this checkout: its own seed and the four older reads.
      await tsx(
        'scripts/bench-seed.ts',
        { ...env, BENCH_STORES: '101' },
        { wait: true, cwd: path.join(dir, 'api') },
      )
      await withServer(dir, env, (server) => cachedReads(label, server, OLD_READS))
      return
    }
    await seed(dir, env, 1_000, 0)
    await withServer(dir, env, (server) => sizedReads(label, server, 1_000))
    await seed(dir, env, 10_000, smallStores)
    await withServer(dir, env, async (server) => {
      await cachedReads(label, server, [LIST, PRODUCT, ...OLD_READS])
      await uncached(
        { ...label, products: 10_000, path: 'search (target)' },
        `http://127.0.0.1:${server.port}`,
        searches(1000),
        { 'x-subdomain': STORE },
      )
      await sizedReads(label, server, 10_000)
    })
    if (!baseUrl) await withServer(dir, env, (server) => measureImport(label, server))
    if (baseUrl || bigOnPglite) {
      await seed(dir, env, 100_000, smallStores)
      await withServer(dir, env, (server) => sizedReads(label, server, 100_000))
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

const versions = [
  ...(baseline ? [{ version: 'baseline', dir: baseline }] : []),
  { version: 'current', dir: root },
]
const started = Date.now()
bareServer = await tsx('scripts/bench-bare.ts', {}, { wait: false })
await warmLoadGenerator('catalogue')
try {
  if (databases.includes('pglite'))
    for (const { version, dir } of versions) await benchVersion(version, dir, 'pglite')
  const postgres = databases.includes('postgres') ? await postgresUrl('catalogue postgres') : null
  if (postgres) {
    try {
      for (const { version, dir } of versions)
        await benchVersion(version, dir, 'postgres', postgres.url)
    } finally {
      await postgres.stop()
    }
  }
} catch (error) {
  // What was measured is still summed up and written.
  console.error(error)
  process.exitCode = 1
} finally {
  await stopChild(bareServer.child)
}

/** Per version and database: the targets' figures. */
const summary = []
const TARGET_SHARE = { postgres: 0.5, pglite: 0.4 }
const TARGET_SEARCH_P99 = { postgres: 30, pglite: 60 }
for (const { version } of versions) {
  for (const database of ['pglite', 'postgres']) {
    const mine = results.filter((r) => r.version === version && r.database === database)
    if (mine.length === 0) continue
    const cached = mine.filter(
      (r) => r.kind === 'cached' && r.products === undefined && r.path !== BARE,
    )
    const row = {
      version,
      database,
      bare_rps: mine.find((r) => r.path === BARE)?.rps ?? null,
      min_share_of_bare: Math.min(...cached.map((r) => r.share_of_bare)),
      share_target: TARGET_SHARE[database],
      shares: Object.fromEntries(cached.map((r) => [r.path, r.share_of_bare])),
    }
    const search = mine.find((r) => r.path === 'search (target)')
    if (search) {
      row.search_p99_ms = search.p99_ms
      row.search_p99_target_ms = TARGET_SEARCH_P99[database]
    }
    // Flatness: each sized figure at its largest size over at 1,000 products.
    const sized = mine.filter((r) => r.products !== undefined && r.path !== 'search (target)')
    const sizes = [...new Set(sized.map((r) => r.products))].sort((a, b) => a - b)
    if (sizes.length > 1) {
      row.flatness = {}
      for (const p of [...new Set(sized.map((r) => `${r.kind} ${r.path}`))]) {
        const at = (n) => sized.find((r) => `${r.kind} ${r.path}` === p && r.products === n)
        const small = at(sizes[0])
        const large = at(sizes.at(-1))
        if (!small || !large) continue
        const value = (r) => (r.kind === 'cached' ? r.rps : r.p99_ms)
        row.flatness[p] = {
          [`at_${sizes[0]}`]: value(small),
          [`at_${sizes.at(-1)}`]: value(large),
          ratio: Math.round((value(large) / value(small)) * 100) / 100,
        }
      }
    }
    const imported = mine.find((r) => r.kind === 'import')
    if (imported) row.import = { seconds: imported.seconds, rss_peak_mb: imported.rss_peak_mb }
    summary.push(row)
    console.log(`catalogue summary ${JSON.stringify(row)}`)
  }
}

const out = writeResult('catalogue', {
  connections: 10,
  duration_s: duration,
  log_level: logLevel,
  small_stores: smallStores,
  commits: Object.fromEntries(versions.map(({ version, dir }) => [version, gitCommit(dir)])),
  summary,
  results,
})
console.log(
  `catalogue bench done in ${Math.round((Date.now() - started) / 1000)} s → ${path.relative(root, out)}`,
)
