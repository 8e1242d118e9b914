import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { ThemeResponse, ThemeVersion } from '@vitrina/contract'

import { bearer, createHarness, type Harness, type TestStore } from '../../test/support/harness.ts'
import { runCli } from '../cli/commands.ts'
import { LocalMediaStore } from '../services/media-store.ts'
import { defaultTheme } from './theme-rules.ts'
import { THEME_VERSIONS_KEPT } from './theme-versions.ts'

let h: Harness
let moda: TestStore
let otra: TestStore

beforeAll(async () => {
  h = await createHarness()
  moda = await h.store('moda')
  otra = await h.store('otra')
})
afterAll(() => h.close())

const URL = '/api/v1/admin/tienda/theme/'

function put(store: TestStore, payload: unknown) {
  return h.request(store.subdomain, {
    method: 'PUT',
    url: URL,
    headers: bearer(store.access),
    payload: payload as object,
  })
}

async function publicTheme(store: TestStore): Promise<ThemeResponse> {
  const res = await h.request(store.subdomain, { method: 'GET', url: '/api/v1/tienda/theme/' })
  expect(res.statusCode).toBe(200)
  return res.json()
}

async function versions(store: TestStore): Promise<ThemeVersion[]> {
  const res = await h.request(store.subdomain, {
    method: 'GET',
    url: `${URL}versiones/`,
    headers: bearer(store.access),
  })
  expect(res.statusCode).toBe(200)
  return res.json()
}

/** A readable theme: the default one with other colours and fonts. */
function readable(primary = '#0F766E'): ThemeResponse {
  const theme = defaultTheme()
  theme.light_colors.colors.primary = primary
  theme.typography.fontFamily = 'Lora'
  theme.typography.titleFontFamily = 'Playfair Display'
  theme.typography.h2 = { fontSize: '30px', fontWeight: 700 }
  return theme
}

describe('admin/tienda/theme/', () => {
  it('needs the owner: anonymous 401, customers 403', async () => {
    await h.user('cliente@moda.test')
    const customer = await h.login('moda', 'cliente@moda.test')
    for (const [method, url] of [
      ['GET', URL],
      ['PUT', URL],
      ['GET', `${URL}versiones/`],
      ['POST', `${URL}versiones/1/restaurar/`],
    ] as const) {
      const anonymous = await h.request('moda', { method, url, payload: {} })
      expect([url, anonymous.statusCode]).toEqual([url, 401])
      const res = await h.request('moda', {
        method,
        url,
        headers: bearer(customer.access),
        payload: {},
      })
      expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 'permission_denied'])
    }
  })

  it('keeps both of two partial saves made at once (a colour in one tab, fonts in another)', async () => {
    const store = await h.store('dos-pestanas')
    const [colour, fonts] = await Promise.all([
      put(store, { light_colors: { colors: { primary: '#0F766E' } } }),
      put(store, { typography: { fontFamily: 'Lora' } }),
    ])
    expect([colour.statusCode, fonts.statusCode]).toEqual([200, 200])
    const now = await publicTheme(store)
    expect(now.light_colors.colors.primary).toBe('#0F766E')
    expect(now.typography.fontFamily).toBe('Lora')
  })

  it('answers the current theme, never cached', async () => {
    const res = await h.request('moda', { method: 'GET', url: URL, headers: bearer(moda.access) })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toEqual(await publicTheme(moda))
  })

  it('publishes a readable theme: the public answer changes at once, the old one is kept as a version', async () => {
    const before = await publicTheme(moda) // cached now
    const theme = readable()
    const res = await put(moda, theme)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(theme)
    expect(await publicTheme(moda)).toEqual(theme)
    const list = await versions(moda)
    expect(list.map((v) => v.theme)).toEqual([theme, before])
    expect(list[0]!.id).toBeGreaterThan(list[1]!.id)
    expect(Number.isNaN(Date.parse(list[0]!.created_at))).toBe(false)
    // The other store is untouched.
    expect(await publicTheme(otra)).toEqual(defaultTheme())
  })

  it('refuses an unreadable theme with each failing pair, light and dark, and changes nothing', async () => {
    const before = await publicTheme(moda)
    const count = (await versions(moda)).length
    const theme = readable()
    theme.light_colors.colors.textColor = '#999999' // 2.6:1 on #F7F7FA
    theme.light_colors.colors.primary = '#9AA8FF'
    theme.dark_colors.colors.captionColor = '#444444'
    const res = await put(moda, theme)
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.code).toBe('invalid')
    expect(body.errors).toEqual({
      'light_colors.colors.textColor': ['Contraste insuficiente (2,6:1). Mínimo 4,5:1.'],
      'light_colors.colors.primary': ['Contraste insuficiente (2,0:1). Mínimo 4,5:1.'],
      'dark_colors.colors.captionColor': ['Contraste insuficiente (1,9:1). Mínimo 4,5:1.'],
    })
    // A part of a theme is measured with the rest of the store's.
    const part = await put(moda, { dark_colors: { colors: { background: '#F5F6FA' } } })
    expect(part.statusCode).toBe(400)
    expect(Object.keys(part.json().errors)).toContain('dark_colors.colors.textColor')
    expect(await publicTheme(moda)).toEqual(before)
    expect((await versions(moda)).length).toBe(count)
  })

  it('takes headlines at 3:1 only while h1 and h2 are large', async () => {
    const theme = readable()
    theme.light_colors.colors.headlineColor = '#8A8A8A' // 3.2:1 on #F7F7FA
    expect((await put(moda, theme)).statusCode).toBe(200)
    theme.typography.h2 = { fontSize: '20px', fontWeight: 600 }
    const res = await put(moda, theme)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({
      'light_colors.colors.headlineColor': ['Contraste insuficiente (3,2:1). Mínimo 4,5:1.'],
    })
  })

  it('refuses font families outside the list, hostile names included', async () => {
    const before = await publicTheme(moda)
    for (const family of [
      'Comic Sans MS',
      'Roboto&family=Evil',
      'Lora:ital@1',
      '</script><script>alert(1)</script>',
      "x');}body{background:url(//evil)",
      'Lora\nX',
      42,
    ]) {
      const res = await put(moda, { typography: { fontFamily: family, titleFontFamily: family } })
      expect([family, res.statusCode]).toEqual([family, 400])
      expect(Object.keys(res.json().errors)).toEqual([
        'typography.fontFamily',
        'typography.titleFontFamily',
      ])
    }
    expect(await publicTheme(moda)).toEqual(before)
  })

  it('keeps sizes and weights within bounds', async () => {
    const cases: [object, string][] = [
      [{ h1: { fontSize: 70 } }, 'typography.h1.fontSize'],
      [{ h1: { fontSize: '1rem' } }, 'typography.h1.fontSize'],
      [{ body1: { fontSize: 13 } }, 'typography.body1.fontSize'],
      [{ body1: { fontSize: '22px' } }, 'typography.body1.fontSize'],
      [{ h2: { fontWeight: 900 } }, 'typography.h2.fontWeight'],
      [{ h3: { fontWeight: 200 } }, 'typography.h3.fontWeight'],
    ]
    for (const [typography, field] of cases) {
      const res = await put(moda, { typography })
      expect([field, res.statusCode, Object.keys(res.json().errors)]).toEqual([field, 400, [field]])
    }
    const res = await put(moda, {
      typography: { h1: { fontSize: 64, fontWeight: 800 }, body1: { fontSize: '1.25rem' } },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().typography.h1).toEqual({ fontSize: '64px', fontWeight: 800 })
  })

  it('refuses a body that is not a theme', async () => {
    for (const payload of [[], { colours: {} }, { light_colors: 'x' }]) {
      const res = await put(moda, payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('invalid')
    }
  })
})

describe('admin/tienda/theme/versiones/', () => {
  it(`keeps the last ${THEME_VERSIONS_KEPT}, newest first`, async () => {
    const primaries = Array.from({ length: 12 }, (_, i) => `#0F766${i.toString(16)}`)
    for (const primary of primaries)
      expect((await put(otra, readable(primary))).statusCode).toBe(200)
    const list = await versions(otra)
    expect(list).toHaveLength(THEME_VERSIONS_KEPT)
    expect(list.map((v) => v.theme.light_colors.colors.primary)).toEqual(
      primaries.slice(-THEME_VERSIONS_KEPT).reverse(),
    )
  })

  it('restores a version as a new one, public at once', async () => {
    const list = await versions(otra)
    const old = list[4]!
    await publicTheme(otra) // cached now
    const res = await h.request('otra', {
      method: 'POST',
      url: `${URL}versiones/${old.id}/restaurar/`,
      headers: bearer(otra.access),
    })
    expect(res.statusCode).toBe(200)
    const made = res.json<ThemeVersion>()
    expect(made.theme).toEqual(old.theme)
    expect(made.id).toBeGreaterThan(list[0]!.id)
    expect(await publicTheme(otra)).toEqual(old.theme)
    const after = await versions(otra)
    expect(after).toHaveLength(THEME_VERSIONS_KEPT)
    expect(after[0]).toEqual(made)
  })

  it("answers 404 for an unknown id or another store's version", async () => {
    const mine = (await versions(moda))[0]!
    for (const id of ['999999', 'abc', '0', String(mine.id)]) {
      const res = await h.request('otra', {
        method: 'POST',
        url: `${URL}versiones/${id}/restaurar/`,
        headers: bearer(otra.access),
      })
      expect([id, res.statusCode]).toEqual([id, 404])
    }
  })

  it('records theme:set as a version, and refuses an unreadable file there too', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-theme-'))
    const run = async (content: unknown) => {
      const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`)
      fs.writeFileSync(file, JSON.stringify(content))
      const err: string[] = []
      const code = await runCli(['theme:set', '--subdomain', 'moda', '--file', file], {
        open: async () => ({
          db: h.database.db,
          media: new LocalMediaStore(h.mediaDir),
          close: async () => {},
        }),
        out: () => {},
        err: (l) => err.push(l),
      })
      return { code, err: err.join('\n') }
    }
    try {
      const count = (await versions(moda)).length
      expect(await run({ light_colors: { colors: { captionColor: '#AAAAAA' } } })).toEqual({
        code: 1,
        err: expect.stringContaining(
          'light_colors.colors.captionColor: Contraste insuficiente (2,1:1). Mínimo 4,5:1.',
        ),
      })
      expect((await run({ typography: { fontFamily: 'Evil;}' } })).code).toBe(1)
      expect((await versions(moda)).length).toBe(count)
      expect((await run({ typography: { fontFamily: 'Rubik' } })).code).toBe(0)
      const list = await versions(moda)
      expect(list.length).toBe(count + 1)
      expect(list[0]!.theme.typography.fontFamily).toBe('Rubik')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
