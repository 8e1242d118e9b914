import fs from 'node:fs'

import fastifyStatic from '@fastify/static'
import type { FastifyError } from 'fastify'
import fp from 'fastify-plugin'

import { notFound } from '../http-error.ts'
import { MediaStore } from '../services/media-store.ts'

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStore
  }
}

export interface MediaPluginOptions {
  dir: string
}

/**
 * Decorates `app.media` and serves the files under `/media/`. Names are never
 * reused, so responses can be cached for a year.
 */
export default fp<MediaPluginOptions>(
  async (app, { dir }) => {
    fs.mkdirSync(dir, { recursive: true })
    app.decorate('media', new MediaStore(dir))
    await app.register(
      async (scope) => {
        await scope.register(fastifyStatic, {
          root: dir,
          decorateReply: false,
          index: false,
          list: false,
          dotfiles: 'deny',
          cacheControl: false,
          etag: true,
          lastModified: false,
          setHeaders: (res) => {
            res.header('Cache-Control', 'public, max-age=31536000, immutable')
            res.header('X-Content-Type-Options', 'nosniff')
          },
        })
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
