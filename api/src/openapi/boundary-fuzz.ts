/**
 * Boundary fuzzing of the published API (`pnpm --filter @vitrina/api fuzz`,
 * a step of `pnpm test`). Portman turns the server's own
 * `/api/v1/openapi.json` into a Postman collection: one request per operation
 * from the document's examples and schemas, plus its fuzzing variations
 * (each required field, header and query parameter left out; numbers past
 * `minimum`/`maximum`; texts past `minLength`/`maxLength`). Wrong types, bad
 * enum values and oversized bodies are added from the same schemas. Newman
 * sends the collection to a real server on a fresh database with the demo
 * store, once per caller: a visitor, the customer, the owner, another
 * store's owner and a forged token. It passes only when no answer is a 5xx,
 * every 4xx has the error body and every answer is what the document says.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import newman from 'newman'

import { databaseKind } from '../../test/support/db.ts'
import { createHarness } from '../../test/support/harness.ts'
import { documentChecker, type OpenApiDocument } from '../../test/support/openapi.ts'
import { DEMO, seedDemo } from '../services/demo-seed.ts'
import { LocalMediaStore } from '../services/media-store.ts'
import { mutateCollection, type PostmanCollection } from './fuzz-mutations.ts'

const MIN_CASES_PER_OPERATION = 20
/** Takes no store, no login, no parameter and no body: one request per caller is all there is. */
const NO_INPUT = new Set(['GET /api/v1/openapi.json'])
const started = Date.now()
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-fuzz-'))
const seconds = () => ((Date.now() - started) / 1000).toFixed(1)

/** Portman: the document's requests and every fuzzing variation it knows. */
const FUZZ_ALL = {
  requiredFields: { enabled: true },
  minimumNumberFields: { enabled: true },
  maximumNumberFields: { enabled: true },
  minLengthFields: { enabled: true },
  maxLengthFields: { enabled: true },
}
const PORTMAN_CONFIG = {
  version: 1.0,
  tests: {
    variationTests: [
      {
        openApiOperation: '*::/*',
        variations: [
          {
            name: 'Fuzz',
            tests: {},
            fuzzing: [
              { requestBody: [FUZZ_ALL] },
              { requestQueryParams: [FUZZ_ALL] },
              { requestHeaders: [FUZZ_ALL] },
            ],
          },
        ],
      },
    ],
  },
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: work, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}):\n${output}`)),
    )
  })
}

interface Caller {
  name: string
  authorization?: string
}

interface Execution {
  method: string
  url: string
  status: number
  body: unknown
  name: string
}

function runNewman(collection: PostmanCollection, baseUrl: string, caller: Caller) {
  return new Promise<Execution[]>((resolve, reject) => {
    const withAuth = structuredClone(collection)
    for (const item of withAuth.item) {
      item.request.auth = { type: 'noauth' }
      item.request.header = (item.request.header ?? []).filter(
        (h) => h.key.toLowerCase() !== 'authorization',
      )
      if (caller.authorization) {
        item.request.header.push({ key: 'Authorization', value: caller.authorization })
      }
    }
    newman.run(
      {
        collection: withAuth,
        envVar: [{ key: 'baseUrl', value: baseUrl }],
        reporters: [],
        timeoutRequest: 20_000,
        ignoreRedirects: true,
      },
      (error, summary) => {
        if (error) return reject(error)
        resolve(
          summary.run.executions.map((execution) => {
            const item = execution.item
            const request = execution.request
            const response = execution.response
            const text = response?.stream ? Buffer.from(response.stream).toString('utf8') : ''
            const type = String(response?.headers?.get('content-type') ?? '')
            let body: unknown = text === '' ? undefined : text
            if (type.includes('json') && text !== '') {
              try {
                body = JSON.parse(text)
              } catch {
                body = text
              }
            }
            const url = new URL(request.url.toString())
            return {
              name: item.name,
              method: request.method,
              url: url.pathname + url.search,
              status: response?.code ?? 0,
              body,
            }
          }),
        )
      },
    )
  })
}

async function main() {
  const h = await createHarness({ logger: false })
  try {
    await seedDemo(h.database.db, new LocalMediaStore(h.mediaDir))
    const other = await h.store('otra-fuzz')
    const customer = await h.login(DEMO.subdomain, DEMO.customerEmail, DEMO.password)
    const owner = await h.login(DEMO.subdomain, DEMO.ownerEmail, DEMO.password)
    await h.app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = h.app.server.address() as { port: number }
    const baseUrl = `http://127.0.0.1:${port}`

    const document = (await (
      await fetch(`${baseUrl}/api/v1/openapi.json`)
    ).json()) as OpenApiDocument
    fs.writeFileSync(path.join(work, 'openapi.json'), JSON.stringify(document))
    fs.writeFileSync(path.join(work, 'portman.json'), JSON.stringify(PORTMAN_CONFIG))
    const portman = path.join(import.meta.dirname, '../../node_modules/.bin/portman')
    await run(portman, [
      '--local',
      'openapi.json',
      '--portmanConfigFile',
      'portman.json',
      '--output',
      'collection.json',
      // Portman writes its fuzzing variations only with tests on (the variations are tests).
      '--includeTests',
      'true',
      '--syncPostman',
      'false',
    ])
    const generated = JSON.parse(
      fs.readFileSync(path.join(work, 'collection.json'), 'utf8'),
    ) as PostmanCollection
    const collection = mutateCollection(generated, document)
    console.log(`Portman: ${collection.item.length} requests from the document (${seconds()} s)`)

    const callers: Caller[] = [
      { name: 'visitor' },
      { name: 'customer', authorization: `Bearer ${customer.access}` },
      { name: 'owner', authorization: `Bearer ${owner.access}` },
      { name: "another store's owner", authorization: `Bearer ${other.access}` },
      { name: 'forged token', authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.forged' },
    ]
    const check = documentChecker(document)
    const failures: string[] = []
    const perOperation = new Map<string, number>()
    let cases = 0
    // The callers' runs at once: the server answers them side by side.
    const runs = await Promise.all(callers.map((caller) => runNewman(collection, baseUrl, caller)))
    for (const [i, executions] of runs.entries()) {
      const caller = callers[i]!
      for (const e of executions) {
        cases++
        const found = check.operationOf(e.method, e.url)
        const operation = found ? `${e.method} ${found.template}` : `${e.method} ${e.url}`
        perOperation.set(operation, (perOperation.get(operation) ?? 0) + 1)
        const problems =
          e.status >= 500 || e.status === 0
            ? [`answered ${e.status}: ${JSON.stringify(e.body)?.slice(0, 300)}`]
            : check.problems(e.method, e.url, e.status, e.body)
        for (const problem of problems) failures.push(`${caller.name} · ${e.name}: ${problem}`)
      }
    }
    console.log(
      `Newman: ${callers.length} callers × ${collection.item.length} requests (${seconds()} s)`,
    )

    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item)).length
    const fewest = Math.min(...perOperation.values())
    const short = [...perOperation].filter(
      ([op, n]) => n < MIN_CASES_PER_OPERATION && !NO_INPUT.has(op),
    )
    console.log(
      `Boundary fuzzing on ${databaseKind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${operations} operations, ${cases} cases (${fewest} to ${Math.max(...perOperation.values())} per operation), ${failures.length} failures, ${seconds()} s`,
    )
    const unreached = Object.entries(document.paths)
      .flatMap(([p, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${p}`))
      .filter((op) => !perOperation.has(op))
    for (const op of unreached) failures.push(`${op}: no case reached it`)
    for (const [op, n] of short) failures.push(`${op}: only ${n} cases`)
    if (failures.length > 0) {
      console.error(failures.slice(0, 60).join('\n'))
      if (failures.length > 60) console.error(`… and ${failures.length - 60} more`)
      process.exitCode = 1
    }
  } finally {
    await h.close()
    fs.rmSync(work, { recursive: true, force: true })
  }
}

await main()
