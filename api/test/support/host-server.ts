import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** The host's real server build, which draws the first view (docs/first-view.md). */
export const hostServer = path.join(repoRoot, 'host/dist-server/server.cjs')

/** Builds the host's server build when it is missing (a fresh clone before `pnpm build`). */
export function ensureHostServerBuild(): void {
  if (fs.existsSync(hostServer)) return
  execFileSync('pnpm', ['exec', 'webpack', '--mode', 'production', '--config-name', 'server'], {
    cwd: path.join(repoRoot, 'host'),
    stdio: 'inherit',
  })
}

/** The host's index.html as the pages' tests serve it: its description, title and runtime config preload. */
export const INDEX_TEMPLATE =
  '<!doctype html><html lang="es"><head><meta name="description" content="Vitrina: tu tienda en línea." /><title>Vitrina</title><link rel="preload" href="/runtime-config.json" data-runtime-config></head><body><div id="root"></div></body></html>'
