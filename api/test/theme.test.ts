import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { runCli } from '../src/cli/commands.ts'
import { LocalMediaStore } from '../src/services/media-store.ts'
import { applyThemeInput, defaultTheme } from '../src/theme/theme-rules.ts'
import { createHarness, type Harness } from './support/harness.ts'

let h: Harness
let dir: string

beforeAll(async () => {
  h = await createHarness()
  await h.store('moda')
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-theme-'))
})
afterAll(async () => {
  await h.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

async function themeSet(subdomain: string, content: unknown) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`)
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content))
  const out: string[] = []
  const err: string[] = []
  const code = await runCli(['theme:set', '--subdomain', subdomain, '--file', file], {
    open: async () => ({
      db: h.database.db,
      media: new LocalMediaStore(h.mediaDir),
      close: async () => {},
    }),
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  })
  // The command writes past this app, as another process would: on PostgreSQL its
  // NOTIFY reaches every instance (public-cache.test.ts checks that); here the
  // app is told directly, as one embedded instance would be.
  h.app.publicCache.clear()
  return { code, out: out.join('\n'), err: err.join('\n') }
}

async function publicTheme(subdomain = 'moda') {
  const res = await h.request(subdomain, { method: 'GET', url: '/api/v1/tienda/theme/' })
  expect(res.statusCode).toBe(200)
  return res.json<ReturnType<typeof defaultTheme>>()
}

describe('pnpm vitrina theme:set', () => {
  it('reads a relative --file from where `pnpm vitrina` was run (INIT_CWD), not from api/', async () => {
    await h.store('rutas')
    const name = `${Math.random().toString(36).slice(2)}.json`
    fs.writeFileSync(
      path.join(dir, name),
      JSON.stringify({ light_colors: { colors: { titleColor: '#123456' } } }),
    )
    const said: string[] = []
    const relative = await runCli(['theme:set', '--subdomain', 'rutas', '--file', name], {
      open: async () => ({
        db: h.database.db,
        media: new LocalMediaStore(h.mediaDir),
        close: async () => {},
      }),
      out: () => {},
      err: (line) => said.push(line),
      env: { INIT_CWD: dir },
    })
    expect({ relative, said }).toEqual({ relative: 0, said: [] })
    h.app.publicCache.clear()
    expect((await publicTheme('rutas')).light_colors.colors.titleColor).toBe('#123456')
  })

  it('sets colours and typography that the public theme then answers; the rest stays', async () => {
    const before = await publicTheme()
    const result = await themeSet('moda', {
      light_colors: { colors: { titleColor: '#AA0000', headlineColor: 'rgb(0, 80, 0)' } },
      dark_colors: { colors: { titleColor: '#ffcccc' } },
      typography: {
        fontFamily: 'Open Sans',
        titleFontFamily: 'Lora',
        h1: { fontSize: 48, fontWeight: 800 },
        body1: { fontSize: '1.125rem', fontWeight: '500' },
      },
    })
    expect(result).toMatchObject({ code: 0, out: expect.stringContaining('moda') })

    const after = await publicTheme()
    expect(after.light_colors.colors).toEqual({
      ...before.light_colors.colors,
      titleColor: '#AA0000',
      headlineColor: 'rgb(0, 80, 0)',
    })
    expect(after.dark_colors.colors.titleColor).toBe('#ffcccc')
    expect(after.typography).toEqual({
      ...before.typography,
      fontFamily: 'Open Sans',
      titleFontFamily: 'Lora',
      h1: { fontSize: '48px', fontWeight: 800 },
      body1: { fontSize: '1.125rem', fontWeight: 500 },
    })
  })

  it('names each bad field and changes nothing when any part is wrong', async () => {
    const before = await publicTheme()
    const result = await themeSet('moda', {
      light_colors: { colors: { titleColor: '#00F', headlineColor: 'blue-ish' } },
      typography: {
        fontFamily: 'Inter',
        h2: { fontSize: 'huge', fontWeight: 650 },
        h3: { fontSize: 500 },
      },
    })
    expect(result.code).toBe(1)
    expect(result.err).toContain('no se cambió nada')
    expect(result.err).toMatch(/light_colors\.colors\.headlineColor: Color no válido "blue-ish"/)
    expect(result.err).toMatch(/typography\.h2\.fontSize: Tamaño no válido "huge"/)
    expect(result.err).toMatch(/typography\.h2\.fontWeight: Peso no válido 650/)
    expect(result.err).toMatch(/typography\.h3\.fontSize: Tamaño no válido 500/)
    expect(result.err).not.toContain('titleColor')
    expect(await publicTheme()).toEqual(before)
  })

  it('refuses unknown fields, malformed JSON, a missing file or store, and missing options', async () => {
    const before = await publicTheme()
    expect(await themeSet('moda', { colours: {} })).toMatchObject({
      code: 1,
      err: expect.stringContaining('colours: Campo desconocido'),
    })
    expect(await themeSet('moda', { typography: { h4: { fontSize: 12 } } })).toMatchObject({
      code: 1,
      err: expect.stringContaining('typography.h4'),
    })
    expect(await themeSet('moda', '{"typography": ')).toMatchObject({
      code: 1,
      err: expect.stringContaining('no es JSON válido'),
    })
    expect(await themeSet('nadie', { typography: {} })).toMatchObject({
      code: 1,
      err: expect.stringContaining('La tienda no existe'),
    })
    const missing = await runCli(['theme:set', '--subdomain', 'moda', '--file', '/nope.json'], {
      open: async () => ({
        db: h.database.db,
        media: new LocalMediaStore(h.mediaDir),
        close: async () => {},
      }),
      out: () => {},
      err: () => {},
    })
    expect(missing).toBe(1)
    const usage: string[] = []
    expect(
      await runCli(['theme:set', '--subdomain', 'moda'], {
        open: async () => {
          throw new Error('must not open the database')
        },
        out: () => {},
        err: (l) => usage.push(l),
      }),
    ).toBe(2)
    expect(usage.join('\n')).toContain('--file')
    expect(await publicTheme()).toEqual(before)
  })
})

describe('theme input rules', () => {
  const check = (input: unknown) => applyThemeInput(defaultTheme(), input).errors

  it('accepts hex (3, 4, 6, 8 digits), rgb() and hsl() colours, extra roles included', () => {
    for (const colour of [
      '#abc',
      '#abcd',
      '#A1B2C3',
      '#a1b2c3d4',
      'rgba(0,0,0,0.5)',
      'hsl(20 50% 40%)',
    ]) {
      expect(check({ light_colors: { colors: { onPrimary: colour } } })).toEqual({})
    }
    for (const colour of ['red', '#ab', '#abcde', 'url(x)', 12, '']) {
      expect(Object.keys(check({ dark_colors: { colors: { primary: colour } } }))).toEqual([
        'dark_colors.colors.primary',
      ])
    }
  })

  it('takes each style within its bounds (numbers are px; rem and em count 16 px) and weights 300…800', () => {
    const sizes = (style: string, fontSize: unknown) =>
      check({ typography: { [style]: { fontSize } } })
    for (const ok of [24, 64, '40.5px', '2rem', '4em']) expect(sizes('h1', ok)).toEqual({})
    for (const bad of [23, 65, '4.5rem', '-2px', '2pt', 'calc(1px)', null]) {
      expect(sizes('h1', bad)).toHaveProperty(['typography.h1.fontSize'])
    }
    for (const ok of [14, 20, '1rem']) expect(sizes('body1', ok)).toEqual({})
    for (const bad of [13, 21, '2rem']) {
      expect(sizes('body1', bad)).toHaveProperty(['typography.body1.fontSize'])
    }
    expect(sizes('h2', 19)).toHaveProperty(['typography.h2.fontSize'])
    expect(sizes('h2', 48)).toEqual({})
    expect(sizes('h3', 15)).toHaveProperty(['typography.h3.fontSize'])
    expect(sizes('h3', 36)).toEqual({})
    const weights = (fontWeight: unknown) => check({ typography: { body1: { fontWeight } } })
    for (const ok of [300, 400, '700', 800]) expect(weights(ok)).toEqual({})
    for (const bad of [0, 100, 200, 450, 900, 'bold', 4.5]) {
      expect(weights(bad)).toHaveProperty(['typography.body1.fontWeight'])
    }
  })

  it('takes only the listed font families and answers the theme unchanged on errors', () => {
    expect(check({ typography: { fontFamily: 'Playfair Display' } })).toEqual({})
    expect(
      applyThemeInput(defaultTheme(), { typography: { fontFamily: 'open sans' } }).theme.typography
        .fontFamily,
    ).toBe('Open Sans')
    for (const bad of ['x;}body{color:red', 'Comic Sans MS', 'Lora&family=Evil', 'Lora:wght@100']) {
      expect(check({ typography: { titleFontFamily: bad } })).toHaveProperty([
        'typography.titleFontFamily',
      ])
    }
    expect(check([])).toHaveProperty(['theme'])
  })
})
