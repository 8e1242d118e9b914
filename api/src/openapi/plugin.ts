import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

import { describeRoute, type RouteFacts, shareErrorSchema } from './operations.ts'

export const OPENAPI_PATH = '/api/v1/openapi.json'
export const DOCS_PATH = '/api/docs'

/**
 * The OpenAPI 3.1 document of `/api/`, generated from the routes' own schemas
 * (@fastify/swagger hears every route through `onRoute`, so this is
 * registered before any route). `describeRoute` adds what the API does around
 * the schemas: the store header, bearer security, every error status.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the server has (method and URL), in the order they were added. */
    routeList: readonly { method: string; url: string }[]
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const routes: { method: string; url: string }[] = []
    app.decorate('routeList', routes)
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url })
    })
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Vitrina API',
          version: 'v1',
          description:
            'The REST API of Vitrina stores. Store calls carry `X-Subdomain`; every error is `{detail, code, errors?}` ' +
            '(docs/api.md). Paths end in `/`.',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'The `tokens.access` of `POST /api/v1/login/`, valid on its store only.',
            },
            deployToken: {
              type: 'http',
              scheme: 'bearer',
              description: 'The `VITRINA_DEPLOY_TOKEN` of the server (deploy interface only).',
            },
          },
        },
      },
      transformObject: (documentObject) =>
        shareErrorSchema(
          'openapiObject' in documentObject
            ? documentObject.openapiObject
            : documentObject.swaggerObject,
        ),
      transform: ({ schema, url, route }) => ({
        schema: describeRoute({
          method: String(route.method),
          url,
          schema: schema as RouteFacts['schema'],
          config: route.config as RouteFacts['config'],
        }) as typeof schema,
        url,
      }),
    })
    // The docs page: its HTML loads only files served from here (no inline script), so the
    // app's own policy (plugins/security-headers.ts) covers it; the page sets none of its own.
    await app.register(fastifySwaggerUi, {
      routePrefix: DOCS_PATH,
      staticCSP: false,
      theme: { title: 'Vitrina API' },
      uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0 },
    })
  },
  { name: 'openapi' },
)

/** `GET /api/v1/openapi.json`: the document, for any caller (no store, no login). */
export async function openapiRoute(api: FastifyInstance) {
  api.get(OPENAPI_PATH.replace(/^\/api/, ''), async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300')
    return api.swagger()
  })
}
