import { runCli } from './cli/commands.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { migrationsFolder } from './paths.ts'
import { createMediaStore } from './services/media-store.ts'

const code = await runCli(process.argv.slice(2), {
  open: async () => {
    const config = loadConfig()
    const database = await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      migrationsFolder,
    })
    return { db: database.db, media: createMediaStore(config), close: database.close }
  },
  out: (line) => console.log(line),
  err: (line) => console.error(line),
})
process.exitCode = code
