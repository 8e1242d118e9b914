import { resetAppStore } from '@vitrina/shared'
import { jsonResponse, requestOf } from '@vitrina/shared/testing'
import { getDefaultSystem } from '@vitrina/ui'

import { fontStylesheetUrl, loadFontStylesheet } from './font-stylesheet'
import { emptyTheme, fetchStoreTheme, parseTheme, readInlineTheme } from './store-theme'
import { colorTokens, systemFor, themeToSystemConfig } from './theme-system'

const response = {
  light_colors: { colors: { primary: '#112233', background: '#ffffff', textColor: '#000000' } },
  dark_colors: { colors: { primary: '#445566', background: '#121212', textColor: '#eeeeee' } },
  typography: {
    fontFamily: 'Open Sans',
    titleFontFamily: 'Lora',
    h1: { fontSize: '2rem', fontWeight: 700 },
    body1: { fontSize: '1rem', fontWeight: 400 },
  },
}

describe('store theme', () => {
  beforeEach(() => resetAppStore())
  afterEach(() => jest.restoreAllMocks())

  it('maps light_colors, dark_colors and typography to the Theme entity', () => {
    const theme = parseTheme(response)
    expect(theme.colors.primary).toBe('#112233')
    expect(theme.darkColors.background).toBe('#121212')
    expect(theme.typography.h1).toEqual({ fontSize: '2rem', fontWeight: 700 })
    expect(theme.loaded).toBe(true)
  })

  it('takes colors from the top-level field when light_colors is absent', () => {
    expect(parseTheme({ colors: { primary: 'red' } }).colors).toEqual({ primary: 'red' })
    expect(parseTheme(null)).toEqual(emptyTheme)
  })

  it('reads the theme the server inlined in the page, if any', () => {
    expect(readInlineTheme()).toBeNull()
    const script = document.createElement('script')
    script.id = 'vitrina-store-theme'
    script.type = 'application/json'
    script.textContent = JSON.stringify(response)
    document.head.append(script)
    try {
      expect(readInlineTheme()).toEqual(parseTheme(response))
      script.textContent = '{not json'
      expect(readInlineTheme()).toBeNull()
    } finally {
      script.remove()
    }
  })

  it('fetches tienda/theme/ without auth', async () => {
    const spy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => jsonResponse(response))
    const theme = await fetchStoreTheme()
    expect(requestOf(spy).url).toMatch(/\/api\/v1\/tienda\/theme\/$/)
    expect(requestOf(spy).headers.has('Authorization')).toBe(false)
    expect(theme.colors.background).toBe('#ffffff')
  })

  it('logs a failure and answers the empty theme', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({}, 500))
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    await expect(fetchStoreTheme()).resolves.toEqual(emptyTheme)
    expect(log).toHaveBeenCalled()
  })
})

describe('theme → Chakra system', () => {
  it('maps colours to Chakra roles and brand tokens, skipping missing ones', () => {
    const tokens = colorTokens({ primary: '#112233', background: '#fff' })
    expect(tokens).toMatchObject({
      bg: { DEFAULT: { value: '#fff' } },
      primary: { solid: { value: '#112233' }, contrast: { value: '#FFFFFF' } },
      brand: { primary: { value: '#112233' }, background: { value: '#fff' } },
    })
    expect(tokens).not.toHaveProperty('fg')
    expect(colorTokens({})).toEqual({})
    // A button's label is white or near-black, whichever contrasts more with the fill.
    expect(colorTokens({ primary: '#FDBA74' })).toMatchObject({
      primary: { contrast: { value: '#111111' } },
    })
  })

  it('uses the dark colours in dark mode and the store fonts before Montserrat and Roboto', () => {
    const theme = parseTheme(response)
    const dark = themeToSystemConfig(theme, 'dark')
    expect(dark.theme?.semanticTokens?.colors).toMatchObject({
      bg: { DEFAULT: { value: '#121212' } },
    })
    expect(dark.theme?.tokens?.fonts).toEqual({
      body: { value: '"Open Sans", Montserrat, Roboto, system-ui, sans-serif' },
      heading: { value: 'Lora, Montserrat, Roboto, system-ui, sans-serif' },
    })
    expect(dark.theme?.textStyles?.h1).toEqual({
      value: {
        fontFamily: 'Lora, Montserrat, Roboto, system-ui, sans-serif',
        fontSize: '2rem',
        fontWeight: '700',
      },
    })
    // A size given as a number is in pixels.
    const numeric = { ...theme, typography: { h1: { fontSize: 32, fontWeight: 700 } } }
    expect(themeToSystemConfig(numeric, 'dark').theme?.textStyles?.h1).toMatchObject({
      value: { fontSize: '32px' },
    })
  })

  it('draws every focus ring in the store’s text colour, whatever the palette (WCAG 1.4.11)', () => {
    const ring = (system: ReturnType<typeof getDefaultSystem>, palette: string) =>
      system.tokens.getByName(`colors.${palette}.focusRing`)?.value
    const system = systemFor(parseTheme(response), 'light')
    // Before: gray.400 (2.4:1 on a light background) and the store's primary colour.
    for (const palette of ['gray', 'blue', 'green', 'yellow', 'primary']) {
      expect([palette, ring(system, palette)]).toEqual([palette, 'var(--chakra-colors-fg)'])
    }
    expect(ring(getDefaultSystem(), 'gray')).toBe('var(--chakra-colors-fg)')
  })

  it('gives every h1–h3 element its text style, and h4–h6 the h3 one', () => {
    const theme = parseTheme({
      ...response,
      typography: { ...response.typography, h2: { fontSize: '30px', fontWeight: 600 } },
    })
    const css = JSON.stringify(systemFor(theme, 'light').getGlobalCss())
    expect(css).toMatch(/"&h2":\{[^}]*"fontSize":"30px"/)
    expect(css).toMatch(/"&h1":\{[^}]*"fontSize":"2rem"/)
    expect(css).toContain('"&h3, &h4, &h5, &h6"')
  })

  it('defaults to Montserrat then Roboto for an empty theme', () => {
    const config = themeToSystemConfig(emptyTheme, 'light')
    expect(config.theme?.tokens?.fonts).toMatchObject({
      body: { value: 'Montserrat, Roboto, system-ui, sans-serif' },
    })
  })

  it('builds each system once and uses the default one before a theme arrives', () => {
    const theme = parseTheme(response)
    expect(systemFor(null, 'light')).toBe(getDefaultSystem())
    const light = systemFor(theme, 'light')
    expect(systemFor(theme, 'light')).toBe(light)
    expect(systemFor(theme, 'dark')).not.toBe(light)
    expect(JSON.stringify(light.getTokenCss())).toContain(
      '"--chakra-colors-brand-primary":"#112233"',
    )
    expect(JSON.stringify(systemFor(theme, 'dark').getTokenCss())).toContain(
      '"--chakra-colors-brand-primary":"#445566"',
    )
  })
})

describe('font stylesheet', () => {
  it('asks the fonts service only for the listed families, with display=swap', () => {
    expect(fontStylesheetUrl({})).toBe(
      'https://fonts.googleapis.com/css2?family=Montserrat:wght@300;400;500;600;700;800&display=swap',
    )
    expect(fontStylesheetUrl({ fontFamily: 'Open Sans', titleFontFamily: 'Lora' })).toBe(
      'https://fonts.googleapis.com/css2?family=Open+Sans:wght@300;400;500;600;700;800&family=Lora:wght@400;500;600;700&display=swap',
    )
    // A name outside the list never reaches the URL.
    expect(fontStylesheetUrl({ fontFamily: 'Lora&family=Evil', titleFontFamily: 'x"' })).toBe(
      fontStylesheetUrl({}),
    )
  })

  it('adds a non-blocking stylesheet once, switched on when loaded', () => {
    loadFontStylesheet({})
    loadFontStylesheet({})
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[data-vitrina-font]')
    expect(links).toHaveLength(1)
    const link = links[0]!
    expect(link.media).toBe('print')
    link.dispatchEvent(new Event('load'))
    expect(link.media).toBe('all')
  })
})
