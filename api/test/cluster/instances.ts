import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import pg from 'pg'
import S3rver from 's3rver'

export const apiDir = path.resolve(__dirname, '..', '..')
const BUCKET = 'vitrina-cluster'

/** PostgreSQL (a new, empty database on TEST_DATABASE_URL's server) and an S3 server on a free port. */
export interface Backing {
  databaseUrl: string
  s3Env: Record<string, string>
  s3: S3Client
  bucket: string
  pg: pg.Pool
  bucketKeys(): Promise<string[]>
  close(): Promise<void>
}

export async function startBacking(): Promise<Backing> {
  const base = process.env.TEST_DATABASE_URL
  if (!base) {
    throw new Error(
      'The cluster test needs PostgreSQL: set TEST_DATABASE_URL (scripts/pg-throwaway.sh start).',
    )
  }
  const name = `vitrina_cluster_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  const databaseUrl = url.toString()

  const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-cluster-s3-'))
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory: s3Dir, silent: true })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const s3 = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  await s3.send(new CreateBucketCommand({ Bucket: BUCKET }))
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })

  return {
    databaseUrl,
    s3,
    bucket: BUCKET,
    pg: pool,
    s3Env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async bucketKeys() {
      const keys: string[] = []
      let token: string | undefined
      do {
        const page = await s3.send(
          new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: token }),
        )
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key)
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return keys.sort()
    },
    async close() {
      await pool.end()
      s3.destroy()
      await server.close()
      fs.rmSync(s3Dir, { recursive: true, force: true })
      const dropper = new pg.Client({ connectionString: base })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}

/** One API process (`src/server.ts` through tsx), as a deployment runs it. */
export class Instance {
  child?: ChildProcess
  port = 0
  output = ''
  readonly dataDir: string

  constructor(
    readonly name: string,
    private readonly env: Record<string, string>,
  ) {
    // Each instance has its own data dir: nothing may be shared through it.
    this.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vitrina-cluster-${name}-`))
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`
  }

  async start(): Promise<void> {
    this.output = ''
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        PORT: '0',
        LOG_LEVEL: 'warn',
        VITRINA_DATA_DIR: this.dataDir,
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    this.child = child
    child.stdout!.on('data', (d) => (this.output += d))
    child.stderr!.on('data', (d) => (this.output += d))
    this.port = await new Promise<number>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /listening on http:\/\/[^:]+:(\d+)/.exec(this.output)
        if (match) {
          clearInterval(timer)
          resolve(Number(match[1]))
        }
      }, 50)
      child.once('exit', (code) => {
        clearInterval(timer)
        reject(new Error(`${this.name} exited (${code}) before listening:\n${this.output}`))
      })
    })
  }

  /** Resolves with the exit code once the process is gone. */
  exited(): Promise<number | null> {
    const child = this.child!
    if (child.exitCode !== null || child.signalCode !== null) {
      return Promise.resolve(child.exitCode)
    }
    return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
  }

  async stop(): Promise<number | null> {
    const exited = this.exited()
    this.child?.kill('SIGTERM')
    return exited
  }

  async kill(): Promise<void> {
    const exited = this.exited()
    this.child?.kill('SIGKILL')
    await exited
  }

  fetch(pathname: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
    return fetch(`${this.url}${pathname}`, {
      ...init,
      headers: { 'x-subdomain': 'shop', ...init.headers },
    })
  }

  cleanup(): void {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGKILL')
    }
    fs.rmSync(this.dataDir, { recursive: true, force: true })
  }
}
