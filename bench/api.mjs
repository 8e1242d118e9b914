// API benchmark: requests/s, share of bare fastify and p99 of the four public
// storefront reads with autocannon on loopback (10 connections), on PGlite and
// PostgreSQL, with 10 and 10,000 stores, beside a bare fastify route (the
// ceiling) measured in the same run, right before each set of reads.
// Prints one line per figure and writes bench/results/api.json.
//
// BENCH_DURATION  seconds per measurement (default 5), after a 1-s warm-up
// BENCH_DATABASE_URL  PostgreSQL to use; otherwise a throwaway cluster is
//                     started with scripts/pg-throwaway.sh when possible.
// BENCH_BASELINE  another checkout of the repository (with its dependencies
//                 installed, e.g. a worktree of main) to measure side by side
//                 with this one: each database and store count is measured on
//                 the baseline, then on this checkout. BENCH_BASELINE_COMMIT
//                 names its commit when it is not a git checkout.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import autocannon from 'autocannon'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const pg = createRequire(path.join(root, 'api/package.json'))('pg')
const baseline = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null
/** The checkouts measured, in order: the baseline first, when given. */
const versions = [
  ...(baseline ? [{ version: 'baseline', dir: baseline }] : []),
  { version: 'current', dir: root },
]
const duration = Number(process.env.BENCH_DURATION ?? 5)
const reads = ['tienda/resume/subdomain/', 'tienda/theme/', 'store/portadas/', 'store/logos/']
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

function tsx(script, env, { wait, cwd = path.join(root, 'api') }) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      if (wait && code === 0) resolve({ child, output })
      else reject(new Error(`${script} exited with ${code}:\n${output}`))
    })
    if (!wait) {
      const timer = setInterval(() => {
        const match = /listening on http:\/\/[^:]+:(\d+)/.exec(output)
        if (match) {
          clearInterval(timer)
          resolve({ child, port: Number(match[1]) })
        }
      }, 50)
      child.on('exit', () => clearInterval(timer))
    }
  })
}

async function stopChild(child) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/** `bareRps`: the bare route's req/s measured just before, which the share is of. */
async function measure(label, url, headers = {}, bareRps = 0) {
  const run = (seconds) => autocannon({ url, connections: 10, duration: seconds, headers })
  await run(1) // warm-up: JIT, prepared statements, connection pools
  const r = await run(duration)
  const figure = {
    ...label,
    rps: Math.round(r.requests.average),
    share_of_bare: bareRps ? Math.round((r.requests.average / bareRps) * 1000) / 1000 : 1,
    p99_ms: r.latency.p99,
    errors: r.errors + r.non2xx,
  }
  results.push(figure)
  const where = `${(label.version ?? '').padEnd(8)} ${label.database.padEnd(8)} ${String(label.stores).padStart(6)} stores`
  console.log(
    `api ${where}  ${label.path.padEnd(26)} ${String(figure.rps).padStart(6)} req/s  ${String(Math.round(figure.share_of_bare * 100)).padStart(3)} % of bare  p99 ${figure.p99_ms} ms${figure.errors ? `  (${figure.errors} errors)` : ''}`,
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

async function postgresUrl() {
  if (process.env.BENCH_DATABASE_URL)
    return { url: process.env.BENCH_DATABASE_URL, stop: async () => {} }
  try {
    const script = path.join(root, 'scripts/pg-throwaway.sh')
    const url = execFileSync(script, ['start'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
    return { url, stop: async () => execFileSync(script, ['stop', url], { stdio: 'ignore' }) }
  } catch (error) {
    console.log(
      `api postgres skipped: no BENCH_DATABASE_URL and no throwaway cluster (${error.message.split('\n')[0]})`,
    )
    return undefined
  }
}

async function freshPostgresDatabase(baseUrl, name) {
  const client = new pg.Client({ connectionString: baseUrl })
  await client.connect()
  await client.query(`drop database if exists ${name} with (force)`)
  await client.query(`create database ${name}`)
  await client.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return url.toString()
}

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
  if (baseUrl) env.DATABASE_URL = await freshPostgresDatabase(baseUrl, `vitrina_bench_${stores}`)
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
  } finally {
    if (server) await stopChild(server.child)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

const started = Date.now()
bareServer = await tsx('scripts/bench-bare.ts', {}, { wait: false })
try {
  await benchDatabase('pglite')
  const postgres = await postgresUrl()
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
      const rows = group.filter((r) => r.path !== BARE)
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
      }
      summary.push(row)
      console.log(
        `api summary ${version.padEnd(8)} ${database.padEnd(8)} ${String(stores).padStart(6)} stores  mean ${String(rps).padStart(6)} req/s  ${Math.round(row.mean_share_of_bare * 100)} % of bare (min ${Math.round(row.min_share_of_bare * 100)} %)  worst p99 ${row.max_p99_ms} ms`,
      )
    }
  }
}

const out = path.join(root, 'bench/results/api.json')
fs.mkdirSync(path.dirname(out), { recursive: true })
fs.writeFileSync(
  out,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
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
    },
    null,
    2,
  ) + '\n',
)
console.log(
  `api bench done in ${Math.round((Date.now() - started) / 1000)} s → ${path.relative(root, out)}`,
)
