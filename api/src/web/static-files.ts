import { stat } from 'node:fs/promises'
import path from 'node:path'

import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'

export const NO_CACHE = 'no-cache'
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Webpack names chunks `[name].[contenthash:8].js`; only those may be cached forever. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i
/** The build's precompressed twins (`.br`, `.gz`) stand for the file they were made from. */
const COMPRESSED = /\.(br|gz)$/

/** Our content types (`text/javascript` as RFC 9239 has it), by the original file's extension. */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

/**
 * DESIGN §2's cache rules: content-hashed files are immutable for a year;
 * everything else (`index.html`, `mf-manifest.json`, `remoteEntry.js`, the
 * service worker…) is revalidated on every use.
 */
export function cacheControl(file: string): string {
  return HASHED.test(path.basename(file).replace(COMPRESSED, '')) ? IMMUTABLE : NO_CACHE
}

/**
 * The path of an existing file under `root` named by the URL path `relative`
 * (relative to `root`, `/`-separated), or null when there is none or the
 * path would leave `root` (`..`, encoded or not, a NUL byte).
 */
export async function fileWithin(root: string, relative: string): Promise<string | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(relative)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`)
  if (!file.startsWith(root + path.sep)) return null
  try {
    return (await stat(file)).isFile() ? path.relative(root, file).split(path.sep).join('/') : null
  } catch {
    return null
  }
}

/** The type each reply's file goes out with, noted when @fastify/static picks the file. */
const typeOfReply = new WeakMap<FastifyReply, string>()

/**
 * `reply.sendFile(relative, root)` in this scope: @fastify/static with the
 * build's precompressed twins (`.br`, then `.gz`, when the client accepts
 * them; `Vary: Accept-Encoding`), weak ETags and 304s, the cache rules above
 * and our content types. Callers check the file exists (`fileWithin`) first.
 */
export async function staticFiles(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyStatic, {
    serve: false,
    preCompressed: true,
    index: false,
    redirect: false,
    list: false,
    dotfiles: 'allow',
    cacheControl: false,
    lastModified: false,
    etag: true,
    setHeaders: (reply, file) => {
      const original = file.replace(COMPRESSED, '')
      reply.header('Cache-Control', cacheControl(original))
      const type = CONTENT_TYPES[path.extname(original)]
      if (type) typeOfReply.set(reply, type)
    },
  })
  scope.addHook('onSend', async (_request, reply, payload) => {
    const type = typeOfReply.get(reply)
    if (type && reply.statusCode === 200) reply.header('Content-Type', type)
    return payload
  })
}
