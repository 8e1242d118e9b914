import type { FastifyInstance } from 'fastify'

import { parsePublicBaseUrl, publicOrigin } from '../config.ts'
import { defaultWebDirs, type WebDirs } from '../web/app-map.ts'
import { firstViewRenderer } from '../web/first-view.ts'
import { indexPages, STORE_READ_LIMIT_MS } from '../web/pages.ts'
import { webRoutes } from '../web/routes.ts'
import { currentRuntimeConfig, runtimeConfigFromEnv } from '../web/runtime-config.ts'
import { seoFiles } from '../web/seo-files.ts'
import { staticFiles } from '../web/static-files.ts'

export interface WebOptions {
  dirs?: WebDirs
  env?: NodeJS.ProcessEnv
  /** How long index.html may wait for the store's data (default 150 ms; tests on a loaded machine raise it). */
  storeReadLimitMs?: number
}

/**
 * Serves the web apps beside the API (api/src/web/): the host at `/`, each
 * remote's build at `/remotes/<name>/`, `/runtime-config.json` (the
 * environment and the remotes' current URLs), and index.html for app routes.
 * Register after the API, so `/api/` and `/media/` keep their own routes.
 */
export default async function web(app: FastifyInstance, options: WebOptions = {}): Promise<void> {
  const dirs = options.dirs ?? defaultWebDirs()
  const env = options.env ?? process.env
  const config = currentRuntimeConfig(
    runtimeConfigFromEnv(env),
    app.hasDecorator('remoteDeploys') ? () => app.remoteDeploys.currentUrls() : null,
  )
  const baseUrl = parsePublicBaseUrl(env.VITRINA_BASE_URL)
  // Without VITRINA_BASE_URL: the port listened on (PORT=0 picks one at listen).
  const origin = () => {
    const address = app.server.address()
    const port = address && typeof address === 'object' ? address.port : Number(env.PORT) || 8080
    return publicOrigin(baseUrl, port)
  }
  const firstView = firstViewRenderer(dirs.hostServer, app.log)
  // Loading the server build takes a few hundred ms: at start, not on the first page.
  firstView.current()
  await staticFiles(app)
  const sendIndex = indexPages(app, {
    dirs,
    config,
    firstView,
    storeReadLimitMs: options.storeReadLimitMs ?? STORE_READ_LIMIT_MS,
    publicOrigin: origin,
  })
  webRoutes(app, { dirs, config, sendIndex })
  seoFiles(app, { config, publicOrigin: origin })
}
