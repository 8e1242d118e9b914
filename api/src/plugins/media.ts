import fs from 'node:fs'

import fastifyStatic from '@fastify/static'
import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

import { notFound } from '../http-error.ts'
import {
  LocalMediaStore,
  MEDIA_CACHE_CONTROL,
  type MediaStore,
  S3MediaStore,
} from '../services/media-store.ts'

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStore
  }
}

export interface MediaPluginOptions {
  store: MediaStore
}

/** Keys the server makes: `<storeId>/<name>.<ext>`, nothing that climbs or hides. */
const SERVABLE_KEY = /^\d+\/[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/

async function serveLocal(scope: FastifyInstance, store: LocalMediaStore) {
  fs.mkdirSync(store.dir, { recursive: true })
  await scope.register(fastifyStatic, {
    root: store.dir,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    etag: true,
    lastModified: false,
    setHeaders: (res) => {
      res.header('Cache-Control', MEDIA_CACHE_CONTROL)
      res.header('X-Content-Type-Options', 'nosniff')
    },
  })
}

/** Streams objects from the bucket, for deployments without a public bucket or CDN URL. */
function serveS3(scope: FastifyInstance, store: S3MediaStore) {
  scope.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const key = request.params['*']
      if (!SERVABLE_KEY.test(key)) throw notFound('El archivo no existe.')
      const ifNoneMatch = request.headers['if-none-match']
      const object = await store.read(
        key,
        typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined,
      )
      if (!object) throw notFound('El archivo no existe.')
      reply.header('Cache-Control', MEDIA_CACHE_CONTROL)
      reply.header('X-Content-Type-Options', 'nosniff')
      if (object.etag) reply.header('ETag', object.etag)
      if (object.notModified) return reply.code(304).send()
      reply.type(object.contentType)
      if (object.length !== undefined) reply.header('Content-Length', object.length)
      if (request.method === 'HEAD') {
        object.body.destroy()
        return reply.send()
      }
      return reply.send(object.body)
    },
  })
}

/**
 * Decorates `app.media` with the configured store and serves its files under
 * `/media/` (from disk, or streamed from the bucket). Names are never reused,
 * so responses can be cached for a year.
 */
export default fp<MediaPluginOptions>(
  async (app, { store }) => {
    app.decorate('media', store)
    await app.register(
      async (scope) => {
        if (store instanceof LocalMediaStore) await serveLocal(scope, store)
        else if (store instanceof S3MediaStore) serveS3(scope, store)
        scope.setNotFoundHandler(async () => {
          throw notFound('El archivo no existe.')
        })
        // A path that leaves the folder or names a folder is simply not a file here.
        scope.setErrorHandler(async (error: FastifyError) => {
          const status = error.statusCode ?? 500
          if (status >= 400 && status < 500) throw notFound('El archivo no existe.')
          throw error
        })
      },
      { prefix: '/media' },
    )
  },
  { name: 'media' },
)
