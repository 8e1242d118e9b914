import type { FastifyInstance } from 'fastify'

/**
 * Draws the default store's `/` once, right after the server listens, so the
 * server build's first render (its code not yet optimised: about ten times a
 * warm draw) and the first brotli pass are not a visitor's. Not before
 * `listen`: that left the API's cached reads slower for a while
 * (docs/first-view.md).
 */
export async function warmFirstView(app: FastifyInstance): Promise<void> {
  try {
    await app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    })
  } catch (error) {
    app.log.warn({ err: error }, 'first view warm-up failed')
  }
}
