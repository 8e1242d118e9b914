// `pnpm dev [storefront|auth|admin …]`: one URL (http://demo.localhost:8080, or
// PORT) served by the host's webpack dev server, which proxies /api, /media and
// /runtime-config.json to the API in watch mode (PORT+1), and /remotes/<name>/
// to each remote's dev server (all three by default). Remotes not named are
// served from their production build. Every rebuild reloads the page.
import { APP_MAP, APPS, ensureBuilt } from './lib/builds.mjs'
import { startProcess, stopAll } from './lib/processes.mjs'

const ALL = APP_MAP.remotes.map((remote) => remote.name)
const DEV_PORTS = Object.fromEntries(APP_MAP.remotes.map((remote) => [remote.name, remote.devPort]))
const requested = process.argv.slice(2).filter((arg) => ALL.includes(arg))
const remotes = requested.length > 0 ? requested : ALL
const port = Number(process.env.PORT) || 8080
const apiPort = Number(process.env.VITRINA_API_PORT) || port + 1

// The API serves the remotes that are not being developed from their dist/.
const built = APP_MAP.remotes
  .filter((remote) => !remotes.includes(remote.name))
  .map((remote) => APPS.find((app) => app.dir === remote.dir))
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
      APP_MAP.remotes.find((app) => app.name === remote).package,
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
