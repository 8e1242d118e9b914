import { validate } from '@readme/openapi-parser'
import { Ajv2020 } from 'ajv/dist/2020.js'

import { createHarness, type Harness } from '../../test/support/harness.ts'
import {
  documentChecker,
  type OpenApiDocument,
  publishedDocument,
  resolve,
} from '../../test/support/openapi.ts'
import { idempotencyKey } from '../orders/service.ts'
import { accessOf, isApiRoute, isStoreBound, openapiPath } from './operations.ts'

/**
 * The published document and the server are one: every `/api/` route has an
 * operation and every operation a route; the document is valid OpenAPI 3.1;
 * each operation says its store header, its security, its statuses with the
 * error body; and its examples are what its schemas say.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch']

let h: Harness
let doc: OpenApiDocument

beforeAll(async () => {
  // With the deploy interface and sign-up on, so every route the server can have is there.
  h = await createHarness({ deployToken: 'deploy-token-for-the-document-test' })
  doc = await publishedDocument(h.app)
}, 120_000)
afterAll(() => h.close())

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  )

describe('GET /api/v1/openapi.json', () => {
  it('is served without a store or a login, as JSON', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.json()).toMatchObject({ openapi: '3.1.0', info: { title: 'Vitrina API' } })
  })

  it('is valid OpenAPI 3.1 for a maintained validator', async () => {
    // The validator dereferences in place: it gets its own copy.
    const result = await validate(structuredClone(doc) as never)
    expect(result).toMatchObject({ valid: true })
  })

  it('has an operation for every /api/ route and a route for every operation', () => {
    const routes = h.app.routeList
      .filter((r) => r.method !== 'HEAD' && isApiRoute(r.url))
      // A plugin's `/` route is heard as its bare prefix (`/api/v1/tiendas`), the document's path ends in `/`.
      .map((r) => `${r.method} ${openapiPath(/[/*]$|\.json$/.test(r.url) ? r.url : `${r.url}/`)}`)
    const documented = operations().map((o) => `${o.method} ${o.path}`)
    expect(routes.length).toBeGreaterThan(50)
    expect([...documented].sort()).toEqual([...new Set(routes)].sort())
  })

  it('leaves out only the web apps, media, health checks and the docs page', () => {
    const hidden = h.app.routeList.filter((r) => r.method !== 'HEAD' && !isApiRoute(r.url))
    for (const { url } of hidden) {
      expect(url).toMatch(/^(\/api\/docs|\/api\/\*$|\/media\/|\/healthz$|\/readyz$)/)
    }
  })

  it('gives every operation its header, security, a 2xx and the error body on every 4xx and 5xx', () => {
    for (const { method, path, operation } of operations()) {
      const where = `${method} ${path}`
      const header = operation.parameters?.find((p) => p.name === 'X-Subdomain')
      expect([where, Boolean(header?.required)]).toEqual([where, isStoreBound(path)])

      const access = accessOf(method, path)
      const schemes = (operation.security ?? []).flatMap((s) => Object.keys(s))
      const needs = {
        owner: 'bearerAuth',
        user: 'bearerAuth',
        'optional-user': 'bearerAuth',
        deploy: 'deployToken',
      }
      expect([where, schemes]).toEqual([where, access === 'public' ? [] : [needs[access]]])
      expect([where, operation.security?.some((s) => Object.keys(s).length === 0)]).toEqual([
        where,
        access === 'public' || access === 'optional-user' ? access === 'optional-user' : false,
      ])

      const statuses = Object.keys(operation.responses)
      expect([where, statuses.some((s) => /^2\d\d$/.test(s))]).toEqual([where, true])
      for (const status of statuses.filter((s) => /^[45]/.test(s))) {
        const schema = resolve(
          doc,
          operation.responses[status]?.content?.['application/json']?.schema,
        ) as { required?: string[]; properties?: Record<string, unknown> } | undefined
        expect([where, status, schema?.required]).toEqual([where, status, ['detail', 'code']])
        expect(Object.keys(schema?.properties ?? {})).toEqual(
          expect.arrayContaining(['detail', 'code', 'errors']),
        )
      }
      if (['POST', 'PUT', 'PATCH'].includes(method) && !/restaurar|rollback/.test(path)) {
        expect([where, Boolean(operation.requestBody)]).toEqual([where, true])
      }
    }
  })

  it('describes the uploads as multipart with a binary file field', () => {
    const uploads = operations().filter(
      (o) => o.operation.requestBody?.content['multipart/form-data'],
    )
    expect(uploads.map((o) => `${o.method} ${o.path}`).sort()).toEqual([
      'POST /api/v1/admin/tienda/logos/',
      'POST /api/v1/admin/tienda/portadas/',
      'POST /api/v1/admin/tienda/productos/importar/',
      'POST /api/v1/admin/tienda/productos/{id}/imagenes/',
      'PUT /api/v1/admin/tienda/logos/{id}/',
      'PUT /api/v1/admin/tienda/portadas/{id}/',
      'PUT /api/v1/admin/tienda/productos/{id}/imagenes/{imageId}/',
    ])
    for (const { operation } of uploads) {
      const schema = operation.requestBody!.content['multipart/form-data']!.schema as {
        properties: Record<string, { type: string; format?: string }>
      }
      const files = Object.values(schema.properties).filter((p) => p.format === 'binary')
      expect(files).toHaveLength(1)
    }
  })

  it('publishes the Idempotency-Key the server takes', () => {
    const header = doc.paths['/api/v1/store/pedidos/']!.post!.parameters!.find(
      (p) => p.name === 'Idempotency-Key',
    ) as { schema: object } | undefined
    const fits = new Ajv2020({ strict: false }).compile(header!.schema)
    const takes = (key: string) => {
      try {
        idempotencyKey(key)
        return true
      } catch {
        return false
      }
    }
    // The ends are never spaces: HTTP trims a header's value before the server reads it.
    // A space inside was taken by the server and refused by the document.
    for (const key of [
      'pedido-3f9c2a71',
      'con espacio 123',
      'corto',
      'x'.repeat(64),
      'x'.repeat(65),
      'tab\tinside-1',
      'ñandú-123456',
      '~!"#$%&()*+,-./:;<=>?@[]^_`{|}',
    ]) {
      expect([key, fits(key)]).toEqual([key, takes(key)])
    }
  })

  it('has examples for login, a product and an order, each valid for its schema', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false })
    const wanted = [
      ['post', '/api/v1/login/', '200'],
      ['post', '/api/v1/admin/tienda/productos/', '201'],
      ['post', '/api/v1/store/pedidos/', '201'],
    ] as const
    for (const [method, path, status] of wanted) {
      const operation = doc.paths[path]![method]!
      const request = operation.requestBody!.content['application/json']!
      const answer = operation.responses[status]!.content!['application/json']!
      for (const media of [request, answer]) {
        expect(media.example).toBeDefined()
        const validate = ajv.compile(media.schema as object)
        expect([path, validate(media.example), validate.errors]).toEqual([path, true, null])
      }
    }
  })
})

describe('GET /api/docs', () => {
  it('is a page whose scripts are all files of this origin, under the strict policy', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '')
    expect(scripts.length).toBeGreaterThan(0)
    for (const attributes of scripts) expect(attributes).toMatch(/src="\.\/static\//)
    const policy = String(res.headers['content-security-policy'])
    expect(policy).toMatch(/script-src 'self'(;|$)/)
    for (const file of ['swagger-ui-bundle.js', 'swagger-initializer.js', 'swagger-ui.css']) {
      const asset = await h.app.inject({ method: 'GET', url: `/api/docs/static/${file}` })
      expect([file, asset.statusCode]).toEqual([file, 200])
    }
  })
})

describe('answers against the document', () => {
  it('an unknown store, a bad body and a missing login answer as documented', async () => {
    const check = documentChecker(doc)
    const cases = [
      { method: 'GET', url: '/api/v1/tienda/theme/', headers: { 'x-subdomain': 'no-such-store' } },
      { method: 'POST', url: '/api/v1/login/', payload: { email: 3 } },
      { method: 'GET', url: '/api/v1/admin/tienda/resumen/' },
      { method: 'GET', url: '/api/v1/store/productos/?page_size=0' },
    ] as const
    await h.store('documento')
    for (const c of cases) {
      const res = await h.request('documento', {
        ...c,
        headers: { ...('headers' in c ? c.headers : {}) },
      })
      expect(res.statusCode).toBeGreaterThanOrEqual(400)
      expect(check.problems(c.method, c.url, res.statusCode, res.json())).toEqual([])
    }
  })
})
