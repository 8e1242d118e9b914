import type { Category, StoreInfo } from '@vitrina/contract'
import { resolveTenant } from '@vitrina/shared/rules'
import type { FastifyInstance, FastifyReply } from 'fastify'

import { Storefront } from '../catalogue/storefront.ts'
import type { WebRuntimeConfig } from './runtime-config.ts'
import { escapeHtml, storeOrigin } from './seo.ts'
import { NO_CACHE } from './static-files.ts'
import { readPublic } from './store-reads.ts'

export interface SeoFilesOptions {
  config: () => Promise<WebRuntimeConfig>
  publicOrigin: () => string
}

/** What crawlers may not read: the owner's, the shopper's own and the order pages. */
export const DISALLOWED = ['/admin', '/perfil', '/carrito', '/checkout', '/pedido/']

/** How long the reads of these files may take (they are not on a visitor's path). */
const READ_LIMIT_MS = 5000

const notFound = (reply: FastifyReply) =>
  reply.code(404).type('text/plain; charset=utf-8').send('Tienda no encontrada.')

/**
 * `/robots.txt` and `/sitemap.xml` of the store the host names (commerce
 * spec §6): every URL on the store's own host, built from the configured
 * public origin, never from the request's host header.
 */
export function seoFiles(app: FastifyInstance, { config, publicOrigin }: SeoFilesOptions) {
  // The catalogue's own read (the API's services live in its scope, not the web's).
  const storefront = new Storefront(app.db, app.media)
  async function storeOf(hostname: string) {
    const subdomain = resolveTenant(hostname, (await config()).defaultStore)
    const store = await readPublic(
      app,
      subdomain,
      '/api/v1/tienda/resume/subdomain/',
      READ_LIMIT_MS,
    )
    if (store.status !== 200) return null
    return {
      subdomain,
      store: store.value as StoreInfo,
      origin: storeOrigin(publicOrigin(), subdomain),
    }
  }

  app.get('/robots.txt', async (request, reply) => {
    const found = await storeOf(request.hostname)
    if (!found) return notFound(reply)
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${found.origin}/sitemap.xml`,
      '',
    ]
    return reply
      .header('Cache-Control', NO_CACHE)
      .type('text/plain; charset=utf-8')
      .send(lines.join('\n'))
  })

  app.get('/sitemap.xml', async (request, reply) => {
    const found = await storeOf(request.hostname)
    if (!found) return notFound(reply)
    const { origin, subdomain, store } = found
    const [categories, products] = await Promise.all([
      readPublic(app, subdomain, '/api/v1/store/categorias/', READ_LIMIT_MS),
      storefront.sitemap(store.id),
    ])
    if (categories.status !== 200) return reply.code(503).send()
    const newest = products.reduce<Date | null>(
      (latest, product) => (!latest || product.updatedAt > latest ? product.updatedAt : latest),
      null,
    )
    const url = (path: string, lastmod: Date | null) =>
      `<url><loc>${escapeHtml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      url('/', newest),
      ...(categories.value as Category[]).map((category) =>
        url(`/categoria/${encodeURIComponent(category.slug)}`, newest),
      ),
      ...products.map((product) =>
        url(`/producto/${encodeURIComponent(product.slug)}`, product.updatedAt),
      ),
      '</urlset>',
      '',
    ].join('\n')
    return reply.header('Cache-Control', NO_CACHE).type('application/xml; charset=utf-8').send(body)
  })
}
