import { type ChildProcess, spawn } from 'node:child_process'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const repoRoot = path.resolve(__dirname, '../..')
const apiDir = path.join(repoRoot, 'api')
const tsx = path.join(apiDir, 'node_modules/.bin/tsx')

export interface RunningProduct {
  /** `http://demo.localhost:<port>`, for the browser (Chromium resolves *.localhost). */
  baseURL: string
  /** `http://127.0.0.1:<port>`, for Node (which does not resolve *.localhost). */
  apiURL: string
  port: number
  dataDir: string
  stop(): Promise<void>
}

export interface StartOptions {
  /** Extra environment (e.g. `VITRINA_REMOTE_ADMIN_URL`). */
  env?: NodeJS.ProcessEnv
  /**
   * Data dir to use. By default a temporary one (removed on stop): a copy of the
   * run's seeded template (VITRINA_E2E_TEMPLATE_DIR, made by the global setup)
   * when there is one, so a second server starts without migrating and seeding
   * again; otherwise empty, seeded by the server's first start.
   */
  dataDir?: string
  timeoutMs?: number
  /** Another checkout to run the server of (a previous release); this one by default. */
  root?: string
}

function childEnv(dataDir: string, env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  // The tests' VITRINA_BASE_URL is the first server's store URL, not a public origin for another.
  const { VITRINA_BASE_URL: _tests, ...inherited } = process.env
  return { ...inherited, PORT: '0', VITRINA_DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env }
}

/** Runs the API's command line (`pnpm vitrina …`) on a data dir no server holds open. */
export async function runCli(dataDir: string, args: string[]): Promise<string> {
  const child = spawn(tsx, ['src/cli.ts', ...args], {
    cwd: apiDir,
    env: childEnv(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  if (code !== 0) throw new Error(`vitrina ${args.join(' ')} failed (exit ${code}):\n${output}`)
  return output
}

/**
 * Starts the product as `pnpm start` serves it (the API process with the web
 * plugin) on a free port, and resolves once it prints its URL.
 */
export async function startProduct(options: StartOptions = {}): Promise<RunningProduct> {
  const ownDataDir = !options.dataDir
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'vitrina-e2e-')))
  // Not for another checkout: its migrations may differ from this one's.
  const template = process.env.VITRINA_E2E_TEMPLATE_DIR
  if (ownDataDir && !options.root && template) await cp(template, dataDir, { recursive: true })
  const serverDir = options.root ? path.join(options.root, 'api') : apiDir
  const child = spawn(path.join(serverDir, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: serverDir,
    env: childEnv(dataDir, options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let log = ''
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The server did not start in time:\n${log}`)),
      options.timeoutMs ?? 90_000,
    )
    const onData = (chunk: Buffer) => {
      log += chunk.toString()
      const match = /Vitrina listening on https?:\/\/[^\s:]+:(\d+)/.exec(log)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString()
      if (process.env.VITRINA_E2E_SERVER_LOG) process.stderr.write(chunk)
    })
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`The server exited (code ${code}) before listening:\n${log}`))
    })
  })
  return {
    baseURL: `http://demo.localhost:${port}`,
    apiURL: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    stop: async () => {
      await stopProcess(child)
      if (ownDataDir) await rm(dataDir, { recursive: true, force: true })
    },
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name)
    } catch {
      // Already gone.
    }
  }
  signal('SIGTERM')
  const timer = setTimeout(() => signal('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}
