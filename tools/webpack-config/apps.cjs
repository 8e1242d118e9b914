// Part of the one webpack configuration of Vitrina's apps (see index.cjs).
const path = require('node:path')

const repoRoot = path.resolve(__dirname, '../..')

/** The app map (`apps.json`): every web app, its folder and dev port. */
const APP_MAP = require('../../apps.json')

/** The remotes: federation name → folder under /remotes/. */
const REMOTES = Object.fromEntries(APP_MAP.remotes.map((r) => [r.federationName, r.name]))

/** Default dev-server port of each app (`pnpm dev`): `host` and each remote's name. */
const DEV_PORTS = {
  host: APP_MAP.host.devPort,
  ...Object.fromEntries(APP_MAP.remotes.map((r) => [r.name, r.devPort])),
}

module.exports = { APP_MAP, REMOTES, DEV_PORTS, repoRoot }
