// `pnpm start`: build what is missing or stale, then serve the whole product
// (API, media, runtime config, host and remotes) from the API process.
import { spawn } from 'node:child_process'

import { ensureBuilt, repoRoot } from './lib/builds.mjs'

try {
  ensureBuilt()
} catch (error) {
  console.error(`\n${error.message}`)
  process.exit(1)
}

const server = spawn('pnpm', ['--silent', '--filter', '@vitrina/api', 'start'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT ?? '8080' },
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
