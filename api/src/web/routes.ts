import path from 'node:path'

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import type { WebDirs } from './app-map.ts'
import type { WebRuntimeConfig } from './runtime-config.ts'
import { fileWithin, NO_CACHE } from './static-files.ts'

export interface WebRoutesOptions {
  dirs: WebDirs
  config: () => Promise<WebRuntimeConfig>
  sendIndex: (request: FastifyRequest, reply: FastifyReply, pathname: string) => Promise<unknown>
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ detail: 'No encontrado.', code: 'not_found' })
}

/**
 * A path with no extension asked for by something that takes HTML: an app
 * route. No `Accept` at all means anything is taken (RFC 9110), as a bare
 * `curl` or a link preview's fetcher sends it.
 */
function isPageRequest(request: FastifyRequest, pathname: string): boolean {
  const accept = request.headers.accept
  return (
    !path.posix.extname(pathname) &&
    (accept === undefined || accept.includes('text/html') || accept.includes('*/*'))
  )
}

/**
 * The web's routes: `/runtime-config.json`, each remote's build at
 * `/remotes/<name>/` (404 for unknown folders and for paths that leave one),
 * and for every other path the host's file of that name or, for an app
 * route, index.html. `/api/` and `/media/` are never answered here.
 */
export function webRoutes(app: FastifyInstance, { dirs, config, sendIndex }: WebRoutesOptions) {
  app.get('/runtime-config.json', async (_request, reply) =>
    reply.header('Cache-Control', NO_CACHE).send(await config()),
  )

  app.get<{ Params: { folder: string; '*': string } }>(
    '/remotes/:folder/*',
    async (request, reply) => {
      // Own keys only: `constructor` or `__proto__` name no remote folder.
      const { folder } = request.params
      const root = Object.hasOwn(dirs.remotes, folder) ? dirs.remotes[folder] : undefined
      const file = root ? await fileWithin(root, request.params['*']) : null
      // Hosts on other origins load remotes too (a CDN deploy, a second host).
      reply.header('Access-Control-Allow-Origin', '*')
      if (root && file) return reply.sendFile(file, root)
      return notFound(reply)
    },
  )

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (/^\/(api|media|remotes)(\/|$)/.test(pathname)) return notFound(reply)
    if (pathname === '/' || pathname === '/index.html') return sendIndex(request, reply, '/')
    const file = await fileWithin(dirs.host, pathname)
    if (file) return reply.sendFile(file, dirs.host)
    if (isPageRequest(request, pathname)) return sendIndex(request, reply, pathname)
    return notFound(reply)
  })
}
