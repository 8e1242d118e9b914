// Cluster benchmark: public storefront reads on PostgreSQL with one API
// instance and with two (each its own process, as behind a load balancer),
// the same total connections in both cases; plus one instance with the
// per-request log line on, written synchronously and asynchronously
// (VITRINA_LOG_SYNC), to show its cost. autocannon on loopback.
// Prints one line per figure and writes bench/results/cluster.json.
//
// BENCH_DURATION      seconds per measurement (default 5)
// BENCH_CONNECTIONS   total connections (default 20)
// BENCH_DATABASE_URL  PostgreSQL to use; otherwise a throwaway cluster is
//                     started with scripts/pg-throwaway.sh when possible.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { freshDatabase, postgresUrl, root, stopChild, tsx, writeResult } from './lib/servers.mjs'

const duration = Number(process.env.BENCH_DURATION ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)
const reads = ['tienda/resume/subdomain/', 'store/portadas/']
const results = []

/** Runs autocannon on every port at once, the connections split evenly. */
async function load(ports, read, seconds) {
  const runs = await Promise.all(
    ports.map((port) =>
      autocannon({
        url: `http://127.0.0.1:${port}/api/v1/${read}`,
        connections: Math.max(1, Math.round(connections / ports.length)),
        duration: seconds,
        headers: { 'x-subdomain': 'demo' },
      }),
    ),
  )
  return {
    rps: Math.round(runs.reduce((sum, r) => sum + r.requests.average, 0)),
    // Each run's p99; the worse one bounds the whole.
    p99_ms: Math.max(...runs.map((r) => r.latency.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  }
}

async function measure(setup, ports) {
  for (const read of reads) {
    await load(ports, read, 1) // warm-up: JIT, prepared statements, pools
    const figure = {
      setup,
      instances: ports.length,
      path: read,
      ...(await load(ports, read, duration)),
    }
    results.push(figure)
    console.log(
      `cluster ${setup.padEnd(22)} ${read.padEnd(26)} ${String(figure.rps).padStart(6)} req/s  p99 ${figure.p99_ms} ms${figure.errors ? `  (${figure.errors} errors)` : ''}`,
    )
  }
}

const started = Date.now()
const postgres = await postgresUrl('cluster')
if (postgres) {
  const dataDirs = []
  const instances = []
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-cluster-'))
    dataDirs.push(dir)
    return dir
  }
  try {
    const databaseUrl = await freshDatabase(postgres.url, 'vitrina_bench_cluster')
    // One media dir for all: reads only, and it stands in for the shared bucket.
    const media = dataDir()
    const env = { DATABASE_URL: databaseUrl, PORT: '0', VITRINA_DATA_DIR: media }
    await tsx('scripts/bench-seed.ts', { ...env, BENCH_STORES: '10' }, { wait: true })

    const one = await tsx('src/server.ts', env, { wait: false })
    instances.push(one)
    await measure('1 instance', [one.port])
    const two = await tsx('src/server.ts', env, { wait: false })
    instances.push(two)
    await measure('2 instances', [one.port, two.port])
    await stopChild(two.child)
    await stopChild(one.child)

    // The request log's cost, each way of writing it (src/logging.ts), one after the other.
    for (const [setup, logEnv] of [
      ['1 instance, log sync', { LOG_LEVEL: 'info', VITRINA_LOG_SYNC: '1' }],
      ['1 instance, log async', { LOG_LEVEL: 'info', VITRINA_LOG_SYNC: '' }],
    ]) {
      const logged = await tsx('src/server.ts', { ...env, ...logEnv }, { wait: false })
      instances.push(logged)
      await measure(setup, [logged.port])
      await stopChild(logged.child)
    }
  } finally {
    for (const instance of instances) await stopChild(instance.child)
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true })
    await postgres.stop()
  }

  const out = writeResult('cluster', { connections, duration_s: duration, results })
  console.log(
    `cluster bench done in ${Math.round((Date.now() - started) / 1000)} s → ${path.relative(root, out)}`,
  )
}
