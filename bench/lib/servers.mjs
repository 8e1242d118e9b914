// What bench/api.mjs and bench/cluster.mjs share: starting the API (or a
// script of api/scripts/) as a child process, stopping it, a PostgreSQL
// to measure on, and writing the results file.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const pg = createRequire(path.join(root, 'api/package.json'))('pg')

/** Output kept per child: enough for the start line and an error; a request log never stops. */
const KEPT_OUTPUT = 20_000

/**
 * Runs `script` with tsx in `cwd` (default `api/`). `wait`: resolves with the
 * output once it exits 0; otherwise resolves with `{child, port}` as soon as
 * it prints "listening on http://…:<port>". Rejects when it exits otherwise.
 */
export function tsx(script, env, { wait, cwd = path.join(root, 'api') }) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (d) => {
    if (output.length < KEPT_OUTPUT) output += d
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
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

/** SIGTERM, then waits for the exit. */
export async function stopChild(child) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/**
 * `BENCH_DATABASE_URL`, or a throwaway cluster from scripts/pg-throwaway.sh;
 * undefined (with a line saying why) when neither is there.
 */
export async function postgresUrl(label) {
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
      `${label} skipped: no BENCH_DATABASE_URL and no throwaway PostgreSQL (${error.message.split('\n')[0]})`,
    )
    return undefined
  }
}

/** An empty database `name` on the server of `baseUrl` (dropped first), and its URL. */
export async function freshDatabase(baseUrl, name) {
  const client = new pg.Client({ connectionString: baseUrl })
  await client.connect()
  await client.query(`drop database if exists ${name} with (force)`)
  await client.query(`create database ${name}`)
  await client.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Writes `bench/results/<name>.json`: the run's date, Node and CPU count, then `data`. Returns its path. */
export function writeResult(name, data) {
  const out = path.join(root, 'bench/results', `${name}.json`)
  fs.mkdirSync(path.dirname(out), { recursive: true })
  const head = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length }
  fs.writeFileSync(out, `${JSON.stringify({ ...head, ...data }, null, 2)}\n`)
  return out
}
