// `pnpm dev [storefront|auth|admin …]`: one URL (http://demo.localhost:8080, or
// PORT) served by the host's webpack dev server, which proxies /api, /media and
// /runtime-config.json to the API in watch mode (PORT+1), and /remotes/<name>/
// to each remote's dev server (all three by default). Remotes not named are
// served from their production build. Every rebuild reloads the page.
import { APPS, ensureBuilt } from './lib/builds.mjs'
import { startProcess, stopAll } from './lib/processes.mjs'

const ALL = ['storefront', 'auth', 'admin']
const DEV_PORTS = { storefront: 3101, auth: 3102, admin: 3103 }
const requested = process.argv.slice(2).filter((arg) => ALL.includes(arg))
const remotes = requested.length > 0 ? requested : ALL
const port = Number(process.env.PORT) || 8080
const apiPort = Number(process.env.VITRINA_API_PORT) || port + 1

// The API serves the remotes that are not being developed from their dist/.
const built = APPS.filter(
  (app) => app.dir.startsWith('remote-') && !remotes.includes(app.dir.slice(7)),
)
if (built.length > 0) ensureBuilt({ only: built.map((app) => app.pkg) })

startProcess('api', 'pnpm', ['--silent', '--filter', '@vitrina/api', 'dev'], {
  PORT: String(apiPort),
})
for (const remote of remotes) {
  startProcess(
    remote,
    'pnpm',
    [
      '--silent',
      '--filter',
      `@vitrina/remote-${remote}`,
      'exec',
      'webpack',
      'serve',
      '--mode',
      'development',
      '--port',
      String(DEV_PORTS[remote]),
    ],
    { VITRINA_API_ORIGIN: `http://127.0.0.1:${apiPort}` },
  )
}
const host = startProcess('host', 'pnpm', ['--silent', '--filter', '@vitrina/host', 'dev'], {
  PORT: String(port),
  VITRINA_API_ORIGIN: `http://127.0.0.1:${apiPort}`,
  VITRINA_DEV_REMOTES: remotes.join(','),
})
console.log(
  `Vitrina (development) on http://demo.localhost:${port} — remotes from dev servers: ${remotes.join(', ')}`,
)
host.on('exit', (code) => {
  stopAll()
  process.exit(code ?? 1)
})
