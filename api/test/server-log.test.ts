import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import pino from 'pino'

import { serverLog } from '../src/logging.ts'
import { apiRoot } from '../src/paths.ts'

/**
 * The request log of the real server process (`src/server.ts`, as `pnpm start`
 * runs it, on its own data dir), read from its stdout: every request answered
 * before a graceful shutdown has its line, whole, whichever way lines are written.
 */
interface Server {
  child: ChildProcess
  port: number
  stdout: () => string
  exited: Promise<number | null>
}

/** `src/server.ts` as `pnpm start` runs it, on the embedded database in `dataDir`, on a free port. */
function spawnServer(dataDir: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, PORT: '0', VITRINA_DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-log-'))
  const child = spawnServer(dataDir, { VITRINA_DRAIN_MS: '0', LOG_LEVEL: 'info', ...env })
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', (d) => (stdout += d))
  child.stderr!.on('data', (d) => (stderr += d))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve)).finally(() =>
    fs.rmSync(dataDir, { recursive: true, force: true }),
  )
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening on http:\/\/[^:]+:(\d+)/.exec(stdout)
      if (match) {
        clearInterval(timer)
        resolve(Number(match[1]))
      }
    }, 50)
    void exited.then((code) => {
      clearInterval(timer)
      reject(new Error(`the server exited (${code}):\n${stdout}\n${stderr}`))
    })
  })
  return { child, port, stdout: () => stdout, exited }
}

/** GET on its own connection with a request id; resolves with the status, or null if refused. */
function get(port: number, id: string): Promise<number | null> {
  return new Promise((resolve) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/v1/tienda/theme/',
        agent: false,
        headers: { 'x-request-id': id, 'x-subdomain': 'demo' },
      },
      (response) => {
        response.on('error', () => resolve(null))
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? null))
      },
    )
    request.on('error', () => resolve(null))
  })
}

describe.each([
  ['asynchronously (the default)', {}],
  ['synchronously (VITRINA_LOG_SYNC=1)', { VITRINA_LOG_SYNC: '1' }],
])('the request log, written %s', (_how, env) => {
  it('has a whole line for every request answered before a graceful shutdown', async () => {
    const server = await startServer(env)
    try {
      const answered: string[] = []
      const requests = Array.from({ length: 400 }, (_, i) => {
        const id = `log-${i}`
        return get(server.port, id).then((status) => {
          if (status === 200) answered.push(id)
          // Stop while most requests are still in flight.
          if (answered.length === 20) server.child.kill('SIGTERM')
        })
      })
      await Promise.all(requests)
      expect(await server.exited).toBe(0)
      expect(answered.length).toBeGreaterThanOrEqual(20)

      const lines = server.stdout().split('\n').filter(Boolean)
      const logged = new Set<string>()
      for (const line of lines) {
        if (!line.startsWith('{')) {
          // The server's own plain lines, never a piece of a log line.
          expect(line).toMatch(/^(New database|Vitrina listening| {2}\w+ +|SIGTERM: closing)/)
          continue
        }
        const entry = JSON.parse(line) as { msg?: string; reqId?: string; status?: number }
        if (entry.msg === 'request' && entry.reqId) logged.add(entry.reqId)
      }
      expect(answered.filter((id) => !logged.has(id))).toEqual([])
      // The closing line comes in order, after the lines of the requests before it.
      expect(lines.some((line) => line.startsWith('SIGTERM: closing Vitrina'))).toBe(true)
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL')
      await server.exited
    }
  }, 120_000)
})

describe('serverLog', () => {
  it('has written every line once end() resolves, when lines are written asynchronously', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-log-')), 'out.log')
    const log = serverLog({ LOG_LEVEL: 'info' }, file)
    // Built as fastify builds its logger from the same options.
    const { stream, ...options } = log.options as pino.LoggerOptions & {
      stream: pino.DestinationStream
    }
    const logger = pino(options, stream)
    for (let i = 0; i < 5000; i++) logger.info({ i }, 'line')
    log.say('done')
    await log.end()
    const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)
    expect(lines).toHaveLength(5001)
    expect(JSON.parse(lines[4999]!)).toMatchObject({ i: 4999, msg: 'line' })
    expect(lines[5000]).toBe('done')
    fs.rmSync(path.dirname(file), { recursive: true, force: true })
  })
})

describe('a SIGTERM', () => {
  it('sent the moment the "listening" line is read, drains and exits 0 (never the kernel default)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-term-'))
    try {
      // Several times on one data dir: the race it guards against is a short one.
      for (let run = 0; run < 3; run++) {
        const child = spawnServer(dataDir, { VITRINA_DRAIN_MS: '50', LOG_LEVEL: 'warn' })
        let output = ''
        child.stderr!.on('data', (d) => (output += d))
        child.stdout!.on('data', (d) => {
          const before = output
          output += d
          // As a supervisor does: on the line itself, not on a later look.
          if (!/listening on/.test(before) && /listening on/.test(output)) child.kill('SIGTERM')
        })
        const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>(
          (resolve) => child.once('exit', (c, s) => resolve([c, s])),
        )
        expect({ run, code, signal, drained: /SIGTERM: draining/.test(output) }).toEqual({
          run,
          code: 0,
          signal: null,
          drained: true,
        })
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
