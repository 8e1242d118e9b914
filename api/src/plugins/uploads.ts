import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'

import { MAX_FILE_BYTES } from '../services/images.ts'

/**
 * Multipart bodies (`request.file()`, `request.parts()`), registered inside
 * the plugins whose routes take an upload (the image and CSV routes) and
 * nowhere else: @fastify/multipart adds an async `onRequest` and `onResponse`
 * hook to every route of the context it is registered in, which would cost
 * every other request (a cached public read most of all) two promises. Any
 * other route answers a multipart body as any other type it does not take
 * (415).
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  })
}
