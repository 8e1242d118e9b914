// `pnpm start`: build what is missing or stale, then serve the whole product
// (API, media, runtime config, host and remotes) from the API process.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { ensureBuilt, repoRoot } from './lib/builds.mjs'

try {
  ensureBuilt()
} catch (error) {
  console.error(`\n${error.message}`)
  process.exit(1)
}

// The server itself is the child (node with tsx's loader), not pnpm: pnpm does not
// pass a SIGTERM on to the command it runs, which then kept serving, with no drain,
// after this process was gone (a supervisor or `docker stop` signals only this one).
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(repoRoot, 'api'),
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT ?? '8080' },
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
