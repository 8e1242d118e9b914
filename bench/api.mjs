// API benchmark: requests/s and p99 of the four storefront reads with
// autocannon on loopback (10 connections), on PGlite and PostgreSQL, with 10
// and 10,000 stores, beside a bare fastify route as the ceiling.
// Prints one line per figure and writes bench/results/api.json.
//
// BENCH_DURATION  seconds per measurement (default 5)
// BENCH_DATABASE_URL  PostgreSQL to use; otherwise a throwaway cluster is
//                     started with scripts/pg-throwaway.sh when possible.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import autocannon from 'autocannon'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const apiDir = path.join(root, 'api')
const pg = createRequire(path.join(apiDir, 'package.json'))('pg')
const duration = Number(process.env.BENCH_DURATION ?? 5)
const reads = ['tienda/resume/subdomain/', 'tienda/theme/', 'store/portadas/', 'store/logos/']
const storeCounts = [10, 10_000]
const results = []

function tsx(script, env, { wait }) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: apiDir,
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

async function measure(label, url, headers = {}) {
  const run = (seconds) => autocannon({ url, connections: 10, duration: seconds, headers })
  await run(1) // warm-up: JIT, prepared statements, connection pools
  const r = await run(duration)
  const figure = {
    ...label,
    rps: Math.round(r.requests.average),
    p99_ms: r.latency.p99,
    errors: r.errors + r.non2xx,
  }
  results.push(figure)
  const where = label.database
    ? `${label.database.padEnd(8)} ${String(label.stores).padStart(6)} stores`
    : 'bare fastify       '
  console.log(
    `api ${where}  ${label.path.padEnd(26)} ${String(figure.rps).padStart(6)} req/s  p99 ${figure.p99_ms} ms${figure.errors ? `  (${figure.errors} errors)` : ''}`,
  )
}

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
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-'))
    const env = { VITRINA_DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '' }
    if (baseUrl) env.DATABASE_URL = await freshPostgresDatabase(baseUrl, `vitrina_bench_${stores}`)
    let server
    try {
      await tsx('scripts/bench-seed.ts', { ...env, BENCH_STORES: String(stores) }, { wait: true })
      server = await tsx('src/server.ts', env, { wait: false })
      for (const read of reads) {
        await measure(
          { database, stores, path: read },
          `http://127.0.0.1:${server.port}/api/v1/${read}`,
          {
            'x-subdomain': 'demo',
          },
        )
      }
    } finally {
      if (server) await stopChild(server.child)
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

const started = Date.now()
const bare = await tsx('scripts/bench-bare.ts', {}, { wait: false })
try {
  await measure(
    { database: null, stores: null, path: 'bare constant JSON' },
    `http://127.0.0.1:${bare.port}/bare/`,
  )
} finally {
  await stopChild(bare.child)
}
await benchDatabase('pglite')
const postgres = await postgresUrl()
if (postgres) {
  try {
    await benchDatabase('postgres', postgres.url)
  } finally {
    await postgres.stop()
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
      results,
    },
    null,
    2,
  ) + '\n',
)
console.log(
  `api bench done in ${Math.round((Date.now() - started) / 1000)} s → ${path.relative(root, out)}`,
)
