// Which web apps need a production build, and building them.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

/** The app map (`apps.json`): every web app and its folder. */
export const APP_MAP = JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps.json'), 'utf8'))

/** The web apps: package, folder, and the file whose presence marks a finished build. */
export const APPS = [
  // The host's build also writes its server build (docs/first-view.md).
  {
    pkg: APP_MAP.host.package,
    dir: APP_MAP.host.dir,
    marker: 'index.html',
    alsoBuilt: 'dist-server/server.cjs',
  },
  ...APP_MAP.remotes.map((remote) => ({
    pkg: remote.package,
    dir: remote.dir,
    marker: 'mf-manifest.json',
  })),
]

/** Sources every app's build depends on, besides its own folder. */
const SHARED_SOURCES = [
  'shared/src',
  'shared/ui/src',
  'shared/package.json',
  'shared/ui/package.json',
  'tools/webpack-config',
  'apps.json',
  'pnpm-lock.yaml',
]
/** An app's own sources: `boot` is the host's first script (host/boot/boot.js). */
const APP_SOURCES = ['src', 'boot', 'public', 'webpack.config.cjs', 'package.json']

function newestMtime(target) {
  let stat
  try {
    stat = fs.statSync(target)
  } catch {
    return 0
  }
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)))
  }
  return newest
}

/** Why `app` needs a build ('missing' or 'stale'), or null when its dist/ is current. */
export function buildReason(app) {
  const marker = path.join(repoRoot, app.dir, 'dist', app.marker)
  let built
  try {
    built = fs.statSync(marker).mtimeMs
  } catch {
    return 'missing'
  }
  if (app.alsoBuilt) {
    try {
      built = Math.min(built, fs.statSync(path.join(repoRoot, app.dir, app.alsoBuilt)).mtimeMs)
    } catch {
      return 'missing'
    }
  }
  const sources = [
    ...APP_SOURCES.map((p) => path.join(repoRoot, app.dir, p)),
    ...SHARED_SOURCES.map((p) => path.join(repoRoot, p)),
  ]
  return sources.some((source) => newestMtime(source) > built) ? 'stale' : null
}

/** Runs a command in the repository, streaming its output; throws on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options })
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`)
  }
}

/** Builds every app (or those in `only`) whose dist/ is missing or older than its sources (or all, with `force`). */
export function ensureBuilt({ force = false, only = null, log = console.log } = {}) {
  const todo = APPS.filter((app) => !only || only.includes(app.pkg))
    .map((app) => ({ app, reason: force ? 'requested' : buildReason(app) }))
    .filter((item) => item.reason)
  if (todo.length === 0) {
    log('Web apps are built and current.')
    return []
  }
  for (const { app, reason } of todo) {
    log(`Building ${app.pkg} (${reason})…`)
    const started = Date.now()
    run('pnpm', ['--silent', '--filter', app.pkg, 'build'])
    // webpack leaves a file it would write unchanged untouched, so a build whose output is
    // the same would look stale forever: the markers say when the build ran.
    const now = new Date()
    for (const file of [path.join('dist', app.marker), app.alsoBuilt].filter(Boolean)) {
      fs.utimesSync(path.join(repoRoot, app.dir, file), now, now)
    }
    log(`Built ${app.pkg} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  return todo.map((item) => item.app.pkg)
}
