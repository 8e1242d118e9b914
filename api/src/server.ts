import { buildApp } from './app.ts'
import { clusterProblems, clusterWarnings, type Config, loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { serverLog } from './logging.ts'
import { migrationsFolder } from './paths.ts'
import web from './plugins/web.ts'
import { DEMO, demoOnStart } from './services/demo-seed.ts'
import { createMediaStore } from './services/media-store.ts'
import { sweepOrphans } from './services/media-sweep.ts'
import { sharedJwtSecret } from './services/shared-secret.ts'
import { remoteUrlsFromEnv } from './web/runtime-config.ts'
import { warmFirstView } from './web/warm-up.ts'

/** How often each instance looks for media objects no row refers to. */
const SWEEP_EVERY_MS = 15 * 60 * 1000

let config: Config
try {
  config = loadConfig()
} catch (error) {
  console.error(`Vitrina: ${(error as Error).message}`)
  process.exit(1)
}
const problems = clusterProblems(config)
if (problems.length > 0) {
  console.error(
    `Vitrina: VITRINA_CLUSTER is set but this configuration cannot run as several instances:\n` +
      problems.map((p) => `  - ${p}`).join('\n'),
  )
  process.exit(1)
}
for (const warning of clusterWarnings(config)) console.warn(`Vitrina: ${warning}`)
if (config.databaseUrl && !config.s3) {
  console.warn(
    `Vitrina: media are kept on this machine's disk (${config.mediaDir}); ` +
      'run one instance only, or set S3_BUCKET to share them.',
  )
}
const log = serverLog()
const media = createMediaStore(config)
const database = await openDatabase({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  migrationsFolder,
}).catch((error: unknown) => {
  console.error(`Vitrina could not open its database: ${(error as Error).message}`)
  process.exit(1)
})

let app
let demo = false
try {
  await media.check().catch((error: unknown) => {
    throw new Error(
      `the media storage (${media.kind}) cannot be reached: ${(error as Error).message}`,
    )
  })
  const jwtSecret = config.jwtSecret ?? (await sharedJwtSecret(database.db))
  // Under the startup lock: instances starting together on an empty database seed it once.
  // Only on the embedded database (a person's own machine), never on DATABASE_URL; under the
  // startup lock all the same.
  demo = await database.exclusive(() =>
    demoOnStart(database.db, media, !config.databaseUrl, () =>
      log.say('New database: creating the demo store…'),
    ),
  )
  app = await buildApp({
    database,
    media,
    jwtSecret,
    closeDatabase: true,
    trustProxy: config.trustProxy,
    logger: log.options,
    remoteUrls: remoteUrlsFromEnv(process.env),
    deployToken: process.env.VITRINA_DEPLOY_TOKEN,
  })
  // After the API so `/api/` and `/media/` keep their own routes and 404s.
  await app.register(web)
  try {
    await app.listen({ host: '::', port: config.port })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL') throw error
    await app.listen({ host: '0.0.0.0', port: config.port })
  }
  // After `listen`: drawn before it, the warm-up left the API's cached reads
  // about a quarter slower for their first tens of seconds (docs/first-view.md).
  await warmFirstView(app)
  // The pool's connections, opened now rather than by the first shoppers (not fatal:
  // the pool still opens what it lacks on demand).
  await database
    .fillPool?.()
    .catch((error: unknown) =>
      console.warn(`[db] could not open the pool up front: ${(error as Error).message}`),
    )
} catch (error) {
  console.error(`Vitrina failed to start: ${(error as Error).message}`)
  await (app ? app.close() : database.close()).catch(() => {})
  log.flushSync()
  process.exit(1)
}

// Orphan media (a crash between an object and its row): once now, then periodically.
const sweep = () => {
  sweepOrphans(database.db, media)
    .then((removed) => {
      if (removed.length > 0) app.log.warn({ removed: removed.length }, 'orphan media removed')
    })
    .catch((error: unknown) => app.log.warn({ err: error }, 'orphan media sweep failed'))
}
sweep()
const sweeper = setInterval(sweep, SWEEP_EVERY_MS)
sweeper.unref()

let closing = false
const shutdown = (signal: string) => {
  if (closing) return
  closing = true
  clearInterval(sweeper)
  const running = app
  // Draining (SIGTERM only; Ctrl-C stops at once): /readyz answers 503 so the load
  // balancer stops sending, while this instance still serves what arrives.
  const drainMs = signal === 'SIGTERM' ? config.drainMs : 0
  running.lifecycle.draining = true
  if (drainMs > 0) log.say(`${signal}: draining for ${drainMs} ms…`)
  // Bounded: a request that never ends must not keep a rolling deploy waiting.
  setTimeout(() => {
    console.error(`Vitrina: requests still running after ${config.shutdownTimeoutMs} ms; exiting`)
    log.flushSync()
    process.exit(1)
  }, drainMs + config.shutdownTimeoutMs).unref()
  new Promise((resolve) => setTimeout(resolve, drainMs))
    .then(() => {
      log.say(`${signal}: closing Vitrina (new connections refused, requests in flight finish)…`)
      return running.close()
    })
    // The request lines of the last requests are written before the process ends.
    .then(() => log.end())
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      console.error(error)
      log.flushSync()
      process.exit(1)
    })
}
// Before the "listening" line: a supervisor may send SIGTERM as soon as it reads it, and
// until a listener exists Node leaves SIGTERM to the kernel, which ends the process at once
// with nothing drained.
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))

const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : config.port
log.say(`Vitrina listening on http://${DEMO.subdomain}.localhost:${port}`)
log.say(`  API      http://${DEMO.subdomain}.localhost:${port}/api/v1/ (header X-Subdomain)`)
log.say(`  Data     ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}`)
if (demo) {
  log.say(`  Owner    ${DEMO.ownerEmail} / ${DEMO.password}`)
  log.say(`  Customer ${DEMO.customerEmail} / ${DEMO.password}`)
} else {
  log.say(`  Demo     no "${DEMO.subdomain}" store here (pnpm vitrina demo:seed creates it)`)
}
