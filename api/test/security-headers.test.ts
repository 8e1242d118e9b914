import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { FastifyInstance, LightMyRequestResponse } from 'fastify'

import { buildApp } from '../src/app.ts'
import { repoRoot } from '../src/paths.ts'
import { contentSecurityPolicy } from '../src/plugins/security-headers.ts'
import web from '../src/plugins/web.ts'
import { processImage } from '../src/services/images.ts'
import { runtimeConfigFromEnv } from '../src/web/runtime-config.ts'
import { createHarness, type Harness, type TestStore } from './support/harness.ts'
import { png } from './support/images.ts'

/** A CSP as a map of directive → sources. */
function directives(policy: string | undefined): Record<string, string[]> {
  expect(typeof policy).toBe('string')
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  )
}

function expectSecurityHeaders(res: LightMyRequestResponse, what: string) {
  expect([what, res.headers['x-content-type-options']]).toEqual([what, 'nosniff'])
  expect([what, res.headers['referrer-policy']]).toEqual([what, 'strict-origin-when-cross-origin'])
  expect([what, res.headers['x-frame-options']]).toEqual([what, 'DENY'])
  const csp = directives(res.headers['content-security-policy'] as string | undefined)
  expect([what, csp['script-src']]).toEqual([what, ["'self'"]])
  expect([what, csp['object-src']]).toEqual([what, ["'none'"]])
  expect([what, csp['base-uri']]).toEqual([what, ["'none'"]])
  expect([what, csp['frame-ancestors']]).toEqual([what, ["'none'"]])
}

describe('security headers on every answer', () => {
  let h: Harness
  let shop: TestStore
  let app: FastifyInstance
  let webRoot: string
  let logoUrl: string

  beforeAll(async () => {
    h = await createHarness({ runtimeConfig: runtimeConfigFromEnv({}) })
    shop = await h.store('shop')
    await h.images.add(shop.id, 'logo', await processImage(await png(), 'logo', 'logo'))
    logoUrl = (await h.request('shop', { method: 'GET', url: '/api/v1/store/logos/' })).json()[0]
      .image
    // The served apps: the real index.html template, a script and a remote's manifest.
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-web-'))
    const host = path.join(webRoot, 'host')
    const admin = path.join(webRoot, 'admin')
    fs.mkdirSync(host)
    fs.mkdirSync(admin)
    fs.copyFileSync(path.join(repoRoot, 'host/public/index.html'), path.join(host, 'index.html'))
    fs.writeFileSync(path.join(host, 'main.0123abcd.js'), 'console.log(1)')
    fs.writeFileSync(path.join(admin, 'mf-manifest.json'), '{}')
    app = await buildApp({
      database: h.database,
      mediaDir: h.mediaDir,
      jwtSecret: 'test-secret-test-secret-test-secret!',
      runtimeConfig: runtimeConfigFromEnv({}),
    })
    await app.register(web, { dirs: { host, remotes: { admin } }, env: {} })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await h.close()
    fs.rmSync(webRoot, { recursive: true, force: true })
  })

  it('pages, static files, remotes, the runtime config, API, media, 404s and errors', async () => {
    const cases: [string, string, string, Record<string, string>?, string?][] = [
      ['page /', 'GET', '/', { accept: 'text/html' }],
      ['page /admin', 'GET', '/admin', { accept: 'text/html' }],
      ['static file', 'GET', '/main.0123abcd.js'],
      ['static 304', 'GET', '/main.0123abcd.js', { 'if-none-match': 'x' }],
      ['remote file', 'GET', '/remotes/admin/mf-manifest.json'],
      ['remote 404', 'GET', '/remotes/admin/nothing.js'],
      ['runtime config', 'GET', '/runtime-config.json'],
      ['web 404', 'GET', '/nothing.js'],
      ['API 200', 'GET', '/api/v1/tienda/theme/', { 'x-subdomain': 'shop' }],
      ['API 404', 'GET', '/api/v1/nothing/', { 'x-subdomain': 'shop' }],
      ['API 401', 'GET', '/api/v1/admin/tienda/logos/', { 'x-subdomain': 'shop' }],
      ['API store 404', 'GET', '/api/v1/tienda/theme/', { 'x-subdomain': 'nope' }],
      ['API OPTIONS', 'OPTIONS', '/api/v1/login/', { 'x-subdomain': 'shop' }],
      [
        'API bad JSON',
        'POST',
        '/api/v1/login/',
        { 'x-subdomain': 'shop', 'content-type': 'application/json' },
        '{',
      ],
      ['media', 'GET', logoUrl],
      ['media 404', 'GET', '/media/1/nothing.png'],
      ['bad URL', 'GET', '/api/v1/%E0%A4%A/'],
    ]
    for (const [what, method, url, headers, payload] of cases) {
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers,
        ...(payload ? { payload } : {}),
      })
      expect([what, res.statusCode]).not.toEqual([what, 500])
      expectSecurityHeaders(res, `${what} (${res.statusCode})`)
    }
  })

  it('the page before the apps are built (503) and server errors (500)', async () => {
    const bare = await buildApp({
      database: h.database,
      mediaDir: h.mediaDir,
      jwtSecret: 'test-secret-test-secret-test-secret!',
      runtimeConfig: runtimeConfigFromEnv({}),
    })
    bare.get('/boom', async () => {
      throw new Error('boom')
    })
    await bare.register(web, {
      dirs: { host: path.join(webRoot, 'missing'), remotes: {} },
      env: {},
    })
    try {
      const page = await bare.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })
      expect(page.statusCode).toBe(503)
      expectSecurityHeaders(page, 'not built')
      const boom = await bare.inject({ method: 'GET', url: '/boom' })
      expect(boom.statusCode).toBe(500)
      expect(boom.json()).toEqual({ detail: 'Error interno del servidor.', code: 'server_error' })
      expectSecurityHeaders(boom, 'server error')
    } finally {
      await bare.close()
    }
  })

  it('the page has no inline executable script and no inline event handler', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })
    expect(res.statusCode).toBe(200)
    const html = res.body
    expect(html).toContain('<script id="vitrina-runtime-config" type="application/json">')
    for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
      expect(/\bsrc=/.test(tag) || /type="application\/json"/.test(tag)).toBe(true)
    }
    expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/i)
    expect(html).not.toMatch(/javascript:/i)
  })
})

describe('contentSecurityPolicy', () => {
  it('allows the remote origins of the runtime config to run scripts, and nothing inline', () => {
    const csp = directives(
      contentSecurityPolicy(
        runtimeConfigFromEnv({
          VITRINA_REMOTE_ADMIN_URL: 'https://cdn.example.com/admin/',
          VITRINA_REMOTE_AUTH_URL: 'https://cdn.example.com/auth/mf-manifest.json',
          VITRINA_REMOTE_STOREFRONT_URL: 'http://127.0.0.1:4100/mf-manifest.json',
          VITRINA_API_BASE_URL: 'https://api.example.com',
        }),
      ),
    )
    expect(csp['script-src']?.sort()).toEqual(
      ["'self'", 'http://127.0.0.1:4100', 'https://cdn.example.com'].sort(),
    )
    expect(csp['connect-src']?.sort()).toEqual(
      [
        "'self'",
        'https://api.example.com',
        'https://cdn.example.com',
        'http://127.0.0.1:4100',
      ].sort(),
    )
    expect(csp['img-src']).toEqual(
      expect.arrayContaining(['data:', 'blob:', 'https://api.example.com']),
    )
    expect(csp['style-src']).toEqual(
      expect.arrayContaining(["'unsafe-inline'", 'https://fonts.googleapis.com']),
    )
    expect(csp['font-src']).toContain('https://fonts.gstatic.com')
    expect(csp['worker-src']).toEqual(["'self'"])
    expect(csp['manifest-src']).toEqual(["'self'", 'blob:'])
    expect(csp['default-src']).toEqual(["'self'"])
    for (const list of Object.values(csp)) {
      expect(list).not.toContain("'unsafe-eval'")
    }
    expect(csp['script-src']).not.toContain("'unsafe-inline'")
  })

  it('keeps same-origin remotes as self and ignores URLs that are not http(s)', () => {
    const csp = directives(
      contentSecurityPolicy(
        runtimeConfigFromEnv({
          VITRINA_REMOTE_ADMIN_URL: '/elsewhere/admin/',
          VITRINA_REMOTE_AUTH_URL: 'javascript:alert(1)',
          VITRINA_API_BASE_URL: '/api-prefix',
        }),
      ),
    )
    expect(csp['script-src']).toEqual(["'self'"])
    expect(csp['connect-src']).toEqual(["'self'"])
  })

  it('lets Firebase web push register only when Firebase is configured', () => {
    const without = directives(contentSecurityPolicy(runtimeConfigFromEnv({})))
    expect(without['connect-src']).toEqual(["'self'"])
    const withPush = directives(
      contentSecurityPolicy(
        runtimeConfigFromEnv({
          FIREBASE_API_KEY: 'k',
          FIREBASE_PROJECT_ID: 'p',
          FIREBASE_MESSAGING_SENDER_ID: '1',
          FIREBASE_APP_ID: 'a',
        }),
      ),
    )
    expect(withPush['connect-src']).toEqual(
      expect.arrayContaining([
        'https://firebaseinstallations.googleapis.com',
        'https://fcmregistrations.googleapis.com',
      ]),
    )
    expect(withPush['script-src']).toEqual(["'self'"])
  })
})
