import fs from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'

import type { FastifyInstance } from 'fastify'

import { buildApp } from '../src/app.ts'
import { runCli } from '../src/cli/commands.ts'
import type { Database } from '../src/db/client.ts'
import web from '../src/plugins/web.ts'
import { hostSharedVersions, satisfies } from '../src/services/remote-manifest.ts'
import { createTestDatabase } from './support/db.ts'

const TOKEN = 'deploy-token-for-tests-0123456789'
const auth = { authorization: `Bearer ${TOKEN}` }

/** A manifest as `pnpm --filter @vitrina/remote-<name> build` writes it (trimmed). */
function manifest(name: string, shared: Record<string, string> = {}, version = '1.4.0') {
  const requirements = {
    react: '^19.2.0',
    '@vitrina/shared': '^1.0.0',
    '@vitrina/ui': '^1.0.0',
    ...shared,
  }
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: version, buildName: `@vitrina/${name.replace('_', '-')}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: name,
      publicPath: 'auto',
    },
    shared: Object.entries(requirements).map(([pkg, requiredVersion]) => ({
      id: `${name}:${pkg}`,
      name: pkg,
      version: requiredVersion.replace(/^\^/, ''),
      singleton: true,
      requiredVersion,
    })),
    remotes: [],
    exposes: [
      { id: `${name}:routes`, name: 'routes', path: './routes', assets: { js: { sync: [] } } },
    ],
  }
}

/** A static "CDN" answering each path with a fixed body. */
async function serveManifests(files: Record<string, string>) {
  const server: Server = createServer((request, response) => {
    const body = files[(request.url ?? '/').split('?')[0]!]
    if (body === undefined) return response.writeHead(404).end('not found')
    response.writeHead(200, { 'content-type': 'application/json' }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** A port nothing listens on. */
async function deadOrigin() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}

/** The app under test and its database (what `createHarness` holds, plus the web plugin). */
const h = {} as { app: FastifyInstance; database: Database; mediaDir: string }
let cdn: Awaited<ReturnType<typeof serveManifests>>
let webRoot: string
const logLines: string[] = []

beforeAll(async () => {
  cdn = await serveManifests({
    '/admin/1.4.0/mf-manifest.json': JSON.stringify(manifest('remote_admin')),
    '/storefront/mf-manifest.json': JSON.stringify(manifest('remote_storefront')),
    '/admin/1.5.0/mf-manifest.json': JSON.stringify(manifest('remote_admin', {}, '1.5.0')),
    '/admin/other/mf-manifest.json': JSON.stringify(manifest('remote_auth')),
    '/admin/shared2/mf-manifest.json': JSON.stringify(
      manifest('remote_admin', { '@vitrina/shared': '^2.0.0' }),
    ),
    '/admin/react18/mf-manifest.json': JSON.stringify(
      manifest('remote_admin', { 'react-dom/client': '^18.2.0' }),
    ),
    '/admin/html/mf-manifest.json': '<!doctype html><title>No es JSON</title>',
    '/admin/plain/mf-manifest.json': JSON.stringify({ hello: 'world' }),
    '/admin/huge/mf-manifest.json': JSON.stringify({ pad: 'x'.repeat(2048) }),
  })
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-web-'))
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<html><head><link rel="preload" href="/runtime-config.json" data-runtime-config></head><body></body></html>',
  )
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString())
      done()
    },
  })
  h.database = await createTestDatabase()
  h.mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-media-'))
  h.app = await buildApp({
    database: h.database,
    mediaDir: h.mediaDir,
    jwtSecret: 'test-secret-test-secret-test-secret!',
    deployToken: TOKEN,
    deployRateLimit: { max: 5, windowMs: 60_000 },
    manifestLimits: { timeoutMs: 2000, maxBytes: 1024 },
    logger: { level: 'warn', stream },
  })
  await h.app.register(web, { dirs: { host: webRoot, remotes: {} }, env: {} })
})
afterAll(async () => {
  await h.app.close()
  await h.database.close()
  await cdn.close()
  fs.rmSync(webRoot, { recursive: true, force: true })
  fs.rmSync(h.mediaDir, { recursive: true, force: true })
})

const list = async () => {
  const res = await h.app.inject({ method: 'GET', url: '/api/v1/deploy/remotes/', headers: auth })
  expect(res.statusCode).toBe(200)
  return res.json<{ remotes: { name: string; manifest_url: string; history: unknown[] }[] }>()
    .remotes
}
const admin = async () => (await list()).find((remote) => remote.name === 'admin')!
const deploy = (name: string, manifestUrl: string, headers: Record<string, string> = auth) =>
  h.app.inject({
    method: 'PUT',
    url: `/api/v1/deploy/remotes/${name}/`,
    headers,
    payload: { manifestUrl },
  })
const rollback = (name: string) =>
  h.app.inject({ method: 'POST', url: `/api/v1/deploy/remotes/${name}/rollback/`, headers: auth })
const runtimeRemotes = async (app: FastifyInstance = h.app) =>
  (await app.inject({ method: 'GET', url: '/runtime-config.json' })).json<{
    remotes: Record<string, string>
  }>().remotes
const inlinedRemotes = async () => {
  const html = (
    await h.app.inject({ method: 'GET', url: '/admin', headers: { accept: 'text/html' } })
  ).body
  const json = /<script id="vitrina-runtime-config" type="application\/json">(.*?)<\/script>/.exec(
    html,
  )![1]!
  return (JSON.parse(json) as { remotes: Record<string, string> }).remotes
}

describe('deploy interface', () => {
  it('is not there without VITRINA_DEPLOY_TOKEN', async () => {
    const other = await buildApp({
      database: h.database,
      mediaDir: h.mediaDir,
      jwtSecret: 'test-secret-test-secret-test-secret!',
    })
    try {
      for (const [method, url] of [
        ['GET', '/api/v1/deploy/remotes/'],
        ['PUT', '/api/v1/deploy/remotes/admin/'],
        ['POST', '/api/v1/deploy/remotes/admin/rollback/'],
      ] as const) {
        const res = await other.inject({ method, url, headers: auth, payload: {} })
        expect(res.statusCode).toBe(404)
        expect(res.json().code).toBe('not_found')
      }
    } finally {
      await other.close()
    }
  })

  it('lists each remote from the built-in default, without X-Subdomain', async () => {
    const remotes = await list()
    expect(remotes.map((remote) => [remote.name, remote.manifest_url])).toEqual([
      ['storefront', '/remotes/storefront/mf-manifest.json'],
      ['auth', '/remotes/auth/mf-manifest.json'],
      ['admin', '/remotes/admin/mf-manifest.json'],
    ])
    expect(remotes[2]).toMatchObject({ action: 'env', can_rollback: false, replaced_url: null })
  })

  it('answers 401 for a missing or wrong token and 404 for an unknown remote', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: TOKEN }]) {
      const res = await h.app.inject({ method: 'GET', url: '/api/v1/deploy/remotes/', headers })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ detail: expect.any(String), code: 'not_authenticated' })
    }
    const wrong = await deploy('admin', `${cdn.origin}/admin/1.4.0/mf-manifest.json`, {
      authorization: 'Bearer nope',
    })
    expect(wrong.statusCode).toBe(401)
    for (const name of ['nadie', 'host', 'remote_admin']) {
      const res = await deploy(name, `${cdn.origin}/admin/1.4.0/mf-manifest.json`)
      expect(res.statusCode).toBe(404)
      expect(res.json().code).toBe('not_found')
      expect((await rollback(name)).statusCode).toBe(404)
    }
    expect((await admin()).manifest_url).toBe('/remotes/admin/mf-manifest.json')
  })

  it('deploys a valid remote build: runtime config and index.html serve it at once', async () => {
    const url = `${cdn.origin}/admin/1.4.0/mf-manifest.json`
    const res = await deploy('admin', url)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      name: 'admin',
      manifest_url: url,
      version: '1.4.0',
      action: 'deploy',
      replaced_url: '/remotes/admin/mf-manifest.json',
      can_rollback: true,
    })
    expect((await runtimeRemotes()).remote_admin).toBe(url)
    expect((await inlinedRemotes()).remote_admin).toBe(url)
    expect((await runtimeRemotes()).remote_auth).toBe('/remotes/auth/mf-manifest.json')
    expect(logLines.join('')).toContain(`remote deploy accepted: admin ${url}`)
  })

  it("lets pages load scripts from a deployed remote's origin (the CSP follows deploys)", async () => {
    const page = async () =>
      String(
        (await h.app.inject({ method: 'GET', url: '/admin', headers: { accept: 'text/html' } }))
          .headers['content-security-policy'],
      )
    const scriptSrc = async () => /script-src ([^;]*)/.exec(await page())![1]!
    expect(await scriptSrc()).toContain(cdn.origin)
    const rolledBack = await rollback('admin')
    expect(rolledBack.statusCode).toBe(200)
    expect(await scriptSrc()).not.toContain(cdn.origin)
    expect((await deploy('admin', `${cdn.origin}/admin/1.4.0/mf-manifest.json`)).statusCode).toBe(
      200,
    )
    expect(await scriptSrc()).toContain(cdn.origin)
  })

  it('takes a folder URL ending in /', async () => {
    const res = await deploy('admin', `${cdn.origin}/admin/1.5.0/`)
    expect(res.statusCode).toBe(200)
    expect(res.json().manifest_url).toBe(`${cdn.origin}/admin/1.5.0/mf-manifest.json`)
    expect(res.json().version).toBe('1.5.0')
  })

  it.each([
    [
      'unreachable',
      async () => `${await deadOrigin()}/admin/mf-manifest.json`,
      'manifest_unreachable',
    ],
    ['a 404', async () => `${cdn.origin}/admin/missing/mf-manifest.json`, 'manifest_unreachable'],
    ['not JSON', async () => `${cdn.origin}/admin/html/mf-manifest.json`, 'manifest_not_json'],
    ['too large', async () => `${cdn.origin}/admin/huge/mf-manifest.json`, 'manifest_too_large'],
    [
      'not a federation manifest',
      async () => `${cdn.origin}/admin/plain/`,
      'not_a_federation_manifest',
    ],
    ['another remote', async () => `${cdn.origin}/admin/other/`, 'wrong_remote'],
    ['@vitrina/shared 2.x', async () => `${cdn.origin}/admin/shared2/`, 'incompatible_shared'],
    ['React 18', async () => `${cdn.origin}/admin/react18/`, 'incompatible_shared'],
  ])('refuses %s with a 422 and changes nothing', async (_case, url, code) => {
    const before = await admin()
    const config = await runtimeRemotes()
    const target = await url()
    const res = await deploy('admin', target)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ detail: expect.any(String), code })
    expect(await admin()).toEqual(before)
    expect(await runtimeRemotes()).toEqual(config)
    expect(logLines.join('')).toContain(`remote deploy refused: admin ${target} (${code}:`)
  })

  it('explains refusals in Spanish', async () => {
    const other = (await deploy('admin', `${cdn.origin}/admin/other/`)).json().detail
    expect(other).toBe('El manifiesto es del remoto "auth" (remote_auth), no de "admin".')
    const shared = (await deploy('admin', `${cdn.origin}/admin/shared2/`)).json().detail
    expect(shared).toContain('@vitrina/shared ^2.0.0 (el host da 1.0.0)')
  })

  it('refuses URLs that are not absolute http(s) with a 400', async () => {
    for (const url of ['file:///etc/passwd', '/remotes/admin/', 'ftp://example.com/m.json']) {
      const res = await deploy('admin', url)
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('invalid')
    }
    const missing = await h.app.inject({
      method: 'PUT',
      url: '/api/v1/deploy/remotes/admin/',
      headers: auth,
      payload: {},
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors).toEqual({ manifestUrl: ['Este campo es obligatorio.'] })
  })

  it('rolls back one step at a time, down to the start, then answers 409', async () => {
    expect((await admin()).manifest_url).toBe(`${cdn.origin}/admin/1.5.0/mf-manifest.json`)
    const first = await rollback('admin')
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({
      manifest_url: `${cdn.origin}/admin/1.4.0/mf-manifest.json`,
      version: '1.4.0',
      action: 'rollback',
      replaced_url: `${cdn.origin}/admin/1.5.0/mf-manifest.json`,
    })
    expect((await runtimeRemotes()).remote_admin).toBe(`${cdn.origin}/admin/1.4.0/mf-manifest.json`)
    const second = await rollback('admin')
    expect(second.json()).toMatchObject({
      manifest_url: '/remotes/admin/mf-manifest.json',
      can_rollback: false,
    })
    expect((await inlinedRemotes()).remote_admin).toBe('/remotes/admin/mf-manifest.json')
    const none = await rollback('admin')
    expect(none.statusCode).toBe(409)
    expect(none.json().code).toBe('nothing_to_roll_back')
    expect(logLines.join('')).toContain('remote rollback accepted: admin')
  })

  it('keeps the last 10 deploys in the listing', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await deploy('admin', `${cdn.origin}/admin/1.4.0/`)).statusCode).toBe(200)
      expect((await deploy('admin', `${cdn.origin}/admin/1.5.0/`)).statusCode).toBe(200)
    }
    const { history } = (await admin()) as unknown as {
      history: { action: string; manifest_url: string; client_address: string }[]
    }
    expect(history).toHaveLength(10)
    expect(history[0]).toMatchObject({
      action: 'deploy',
      manifest_url: `${cdn.origin}/admin/1.5.0/mf-manifest.json`,
      client_address: '127.0.0.1',
    })
  })

  it('shows a deploy on another instance of the same database within its cache time', async () => {
    const other = await buildApp({
      database: h.database,
      mediaDir: h.mediaDir,
      jwtSecret: 'test-secret-test-secret-test-secret!',
      remoteCacheMs: 100,
    })
    await other.register(web, { dirs: { host: webRoot, remotes: {} }, env: {} })
    try {
      const seen = (await runtimeRemotes(other)).remote_storefront
      const url = `${cdn.origin}/storefront/mf-manifest.json`
      expect((await deploy('storefront', url)).statusCode).toBe(200)
      expect(seen).toBe('/remotes/storefront/mf-manifest.json')
      await new Promise((resolve) => setTimeout(resolve, 150))
      expect((await runtimeRemotes(other)).remote_storefront).toBe(url)
      expect((await rollback('storefront')).statusCode).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 150))
      expect((await runtimeRemotes(other)).remote_storefront).toBe(seen)
    } finally {
      await other.close()
    }
  })

  it('throttles failed token attempts per client address', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await h.app.inject({
        method: 'GET',
        url: '/api/v1/deploy/remotes/',
        headers: { authorization: 'Bearer wrong' },
        remoteAddress: '10.0.0.9',
      })
      expect(res.statusCode).toBe(401)
    }
    const blocked = await h.app.inject({
      method: 'GET',
      url: '/api/v1/deploy/remotes/',
      headers: auth,
      remoteAddress: '10.0.0.9',
    })
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().code).toBe('throttled')
    // Other addresses are not held back.
    expect((await list()).length).toBe(3)
  })

  it('counts failed token attempts across instances of the same database', async () => {
    const other = await buildApp({
      database: h.database,
      mediaDir: h.mediaDir,
      jwtSecret: 'test-secret-test-secret-test-secret!',
      deployToken: TOKEN,
      deployRateLimit: { max: 5, windowMs: 60_000 },
    })
    try {
      const attempt = (app: typeof other, authorization: string) =>
        app.inject({
          method: 'GET',
          url: '/api/v1/deploy/remotes/',
          headers: { authorization },
          remoteAddress: '10.0.0.77',
        })
      // Five wrong tokens spread over both instances: the budget of one address, not of each.
      for (const app of [h.app, other, h.app, other, h.app]) {
        expect((await attempt(app, 'Bearer wrong')).statusCode).toBe(401)
      }
      expect((await attempt(other, `Bearer ${TOKEN}`)).statusCode).toBe(429)
      expect((await attempt(h.app, `Bearer ${TOKEN}`)).statusCode).toBe(429)
    } finally {
      await other.close()
    }
  })
})

describe('pnpm vitrina remote:*', () => {
  let server: string
  beforeAll(async () => {
    await h.app.listen({ host: '127.0.0.1', port: 0 })
    server = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`
  })

  async function cli(argv: string[], env: NodeJS.ProcessEnv) {
    const out: string[] = []
    const err: string[] = []
    const code = await runCli(argv, {
      open: () => Promise.reject(new Error('remote commands never open the database')),
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      env,
    })
    return { code, out: out.join('\n'), err: err.join('\n') }
  }

  it('deploys, lists and rolls back through the HTTP interface', async () => {
    const env = { VITRINA_DEPLOY_SERVER: server, VITRINA_DEPLOY_TOKEN: TOKEN }
    const url = `${cdn.origin}/admin/1.4.0/mf-manifest.json`
    const before = (await admin()).manifest_url
    const deployed = await cli(['remote:deploy', '--name', 'admin', '--manifest-url', url], env)
    expect(deployed).toMatchObject({ code: 0, out: expect.stringContaining(`admin  ${url}`) })
    expect((await runtimeRemotes()).remote_admin).toBe(url)
    const listed = await cli(['remote:list'], env)
    expect(listed.code).toBe(0)
    expect(listed.out).toContain('storefront  /remotes/storefront/mf-manifest.json')
    expect(listed.out).toContain(`version 1.4.0`)
    const back = await cli(['remote:rollback', '--name', 'admin', '--server', server], env)
    expect(back.code).toBe(0)
    expect((await admin()).manifest_url).toBe(before)
  })

  it("reports refusals and a wrong token with the server's message (exit 1)", async () => {
    const refused = await cli(
      ['remote:deploy', '--name', 'admin', '--manifest-url', `${cdn.origin}/admin/shared2/`],
      { VITRINA_DEPLOY_SERVER: server, VITRINA_DEPLOY_TOKEN: TOKEN },
    )
    expect(refused.code).toBe(1)
    expect(refused.err).toContain('HTTP 422 incompatible_shared')
    const wrong = await cli(['remote:list', '--server', server, '--token', 'nope'], {})
    expect(wrong.code).toBe(1)
    expect(wrong.err).toContain('HTTP 401')
    const usage = await cli(['remote:deploy', '--name', 'admin'], { VITRINA_DEPLOY_TOKEN: TOKEN })
    expect(usage.code).toBe(2)
  })
})

describe('host compatibility', () => {
  it("reads the host's singleton versions from its packages", () => {
    const versions = hostSharedVersions()
    expect(versions['@vitrina/shared']).toBe('1.0.0')
    expect(versions['@vitrina/ui']).toBe('1.0.0')
    expect(versions.react).toMatch(/^19\./)
    expect(versions['react-router-dom']).toMatch(/^7\./)
  })

  it('matches npm ranges', () => {
    expect(satisfies('1.2.0', '^1.0.0')).toBe(true)
    expect(satisfies('2.0.0', '^1.0.0')).toBe(false)
    expect(satisfies('1.0.0', '^1.2.0')).toBe(false)
    expect(satisfies('0.1.5', '^0.1.0')).toBe(true)
    expect(satisfies('0.2.0', '^0.1.0')).toBe(false)
    expect(satisfies('1.4.2', '~1.4.0')).toBe(true)
    expect(satisfies('1.5.0', '~1.4.0')).toBe(false)
    expect(satisfies('19.3.1', '>=19.0.0 <20')).toBe(true)
    expect(satisfies('18.3.1', '^17.0.0 || ^18.0.0')).toBe(true)
    expect(satisfies('3.1.0', '3.x')).toBe(true)
    expect(satisfies('3.1.0', '*')).toBe(true)
    expect(satisfies('1.0.0', 'nonsense')).toBe(false)
    // npm's rules where the old hand-written matcher went wrong: `>1.2` means 1.3.0 and up,
    // hyphen ranges, and a prerelease only for a range that names one of its version.
    expect(satisfies('1.2.5', '>1.2')).toBe(false)
    expect(satisfies('1.3.0', '>1.2')).toBe(true)
    expect(satisfies('1.5.0', '1.2.3 - 2.3.4')).toBe(true)
    expect(satisfies('2.4.0', '1.2.3 - 2.3.4')).toBe(false)
    expect(satisfies('2.0.0-rc.1', '^1.0.0')).toBe(false)
    expect(satisfies('1.3.0-beta.1', '^1.2.0')).toBe(false)
    expect(satisfies('1.2.0-beta.2', '^1.2.0-beta.1')).toBe(true)
  })
})
