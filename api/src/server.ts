import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { migrationsFolder } from './paths.ts'
import web from './plugins/web.ts'
import { DEMO, demoOnStart } from './services/demo-seed.ts'
import { MediaStore } from './services/media-store.ts'

let config: ReturnType<typeof loadConfig>
try {
  config = loadConfig()
} catch (error) {
  console.error(`Vitrina: ${(error as Error).message}`)
  process.exit(1)
}
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
  demo = await demoOnStart(database.db, new MediaStore(config.mediaDir), !config.databaseUrl, () =>
    console.log('New database: creating the demo store…'),
  )
  app = await buildApp({
    database,
    mediaDir: config.mediaDir,
    jwtSecret: config.jwtSecret,
    closeDatabase: true,
    trustProxy: config.trustProxy,
    logger: { level: process.env.LOG_LEVEL || 'warn' },
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
} catch (error) {
  console.error(`Vitrina failed to start: ${(error as Error).message}`)
  await (app ? app.close() : database.close()).catch(() => {})
  process.exit(1)
}

const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : config.port
console.log(`Vitrina listening on http://${DEMO.subdomain}.localhost:${port}`)
console.log(`  API      http://${DEMO.subdomain}.localhost:${port}/api/v1/ (header X-Subdomain)`)
console.log(`  Data     ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}`)
if (demo) {
  console.log(`  Owner    ${DEMO.ownerEmail} / ${DEMO.password}`)
  console.log(`  Customer ${DEMO.customerEmail} / ${DEMO.password}`)
} else {
  console.log(`  Demo     no "${DEMO.subdomain}" store here (pnpm vitrina demo:seed creates it)`)
}

let closing = false
const shutdown = (signal: string) => {
  if (closing) return
  closing = true
  console.log(`${signal}: closing Vitrina…`)
  const running = app
  running
    .close()
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
}
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
