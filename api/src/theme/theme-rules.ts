import {
  contrastMessage,
  findFontFamily,
  FONT_FAMILIES,
  FONT_WEIGHT_BOUNDS,
  TEXT_STYLE_BOUNDS,
  type TextStyleName,
  themeContrastIssues,
} from '@vitrina/shared/rules'

import type { Theme } from '../db/theme-types.ts'

export type { TextStyle, Theme, ThemeColors } from '../db/theme-types.ts'

const typography: Theme['typography'] = {
  fontFamily: 'Montserrat',
  titleFontFamily: 'Montserrat',
  h1: { fontSize: '2.25rem', fontWeight: 700 },
  h2: { fontSize: '1.75rem', fontWeight: 600 },
  h3: { fontSize: '1.375rem', fontWeight: 600 },
  body1: { fontSize: '1rem', fontWeight: 400 },
}

/**
 * Starting theme for a new store. Text colours keep at least WCAG AA contrast
 * (4.5:1) on their background in both modes.
 */
export function defaultTheme(): Theme {
  return {
    light_colors: {
      colors: {
        primary: '#1F5FAD',
        secondary: '#B5406A',
        background: '#F7F7FA',
        surface: '#FFFFFF',
        textColor: '#1F2330',
        captionColor: '#5A6072',
        headlineColor: '#141722',
        subtitleColor: '#3D4354',
        titleColor: '#141722',
        onPrimary: '#FFFFFF',
        error: '#B3261E',
      },
    },
    dark_colors: {
      colors: {
        primary: '#8AB4F8',
        secondary: '#F2A7C3',
        background: '#121318',
        surface: '#1C1E25',
        textColor: '#E6E7EC',
        captionColor: '#A9ADBA',
        headlineColor: '#F5F6FA',
        subtitleColor: '#C9CCD6',
        titleColor: '#F5F6FA',
        onPrimary: '#0B1D36',
        error: '#F2B8B5',
      },
    },
    typography: structuredClone(typography),
  }
}

/** The demo store's warmer palette, so the seeded store does not look like a blank one. */
export function demoTheme(): Theme {
  const theme = defaultTheme()
  theme.light_colors.colors = {
    ...theme.light_colors.colors,
    primary: '#C2410C',
    secondary: '#0F766E',
    background: '#FFF8F1',
    surface: '#FFFFFF',
    textColor: '#2B1D14',
    captionColor: '#6B5B4E',
    headlineColor: '#1C120B',
    subtitleColor: '#4A3A2E',
    titleColor: '#1C120B',
  }
  theme.dark_colors.colors = {
    ...theme.dark_colors.colors,
    primary: '#FDBA74',
    secondary: '#5EEAD4',
    background: '#17120E',
    surface: '#221B16',
    textColor: '#F3E9E0',
    captionColor: '#BFAE9F',
    headlineColor: '#FFF7EE',
    subtitleColor: '#DDCCBD',
    titleColor: '#FFF7EE',
    onPrimary: '#2B1406',
  }
  return theme
}

export const TEXT_STYLES = ['h1', 'h2', 'h3', 'body1'] as const

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const FUNCTION_COLOR = /^(?:rgba?|hsla?)\(\s*[\d.%\s,/+-]+\)$/i
const ROLE_NAME = /^[a-zA-Z][a-zA-Z0-9]{0,39}$/
const SIZE = /^(\d+(?:\.\d+)?)(px|rem|em)$/

export type ThemeInput = {
  light_colors?: { colors?: Record<string, unknown> }
  dark_colors?: { colors?: Record<string, unknown> }
  typography?: Record<string, unknown>
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function show(value: unknown): string {
  return JSON.stringify(value) ?? String(value)
}

/**
 * Checks a theme document (the `tienda/theme/` shape, any part of it) and
 * answers the store's theme with it applied: each colour and text style given
 * replaces the current one, the rest stays. Every problem is collected under
 * the path of its field (`typography.h1.fontSize`), in Spanish.
 */
export function applyThemeInput(
  current: Theme,
  input: unknown,
): { theme: Theme; errors: Record<string, string[]> } {
  const theme = structuredClone(current)
  const errors: Record<string, string[]> = {}
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message)

  if (!isObject(input)) {
    fail('theme', 'El tema debe ser un objeto JSON.')
    return { theme, errors }
  }
  for (const key of Object.keys(input)) {
    if (!['light_colors', 'dark_colors', 'typography'].includes(key)) {
      fail(key, 'Campo desconocido (se admiten light_colors, dark_colors y typography).')
    }
  }

  for (const paletteKey of ['light_colors', 'dark_colors'] as const) {
    const palette = input[paletteKey]
    if (palette === undefined) continue
    if (!isObject(palette) || !isObject(palette.colors)) {
      fail(`${paletteKey}.colors`, 'Debe ser un objeto con un color por rol.')
      continue
    }
    for (const [role, value] of Object.entries(palette.colors)) {
      const field = `${paletteKey}.colors.${role}`
      if (!ROLE_NAME.test(role)) fail(field, 'Nombre de rol no válido.')
      else if (typeof value !== 'string' || !isColor(value.trim())) {
        fail(
          field,
          `Color no válido ${show(value)}: usa #rgb, #rrggbb, #rrggbbaa, rgb(…) o hsl(…).`,
        )
      } else theme[paletteKey].colors[role] = value.trim()
    }
  }

  const typography = input.typography
  if (typography !== undefined) {
    if (!isObject(typography)) fail('typography', 'Debe ser un objeto.')
    else {
      for (const [key, value] of Object.entries(typography)) {
        const field = `typography.${key}`
        if (key === 'fontFamily' || key === 'titleFontFamily') {
          const font = typeof value === 'string' ? fontFamilyOf(value) : undefined
          if (!font) {
            fail(
              field,
              `Familia tipográfica no admitida ${show(value)}: elige una de la lista (${FONT_FAMILIES.map((f) => f.family).join(', ')}).`,
            )
          } else theme.typography[key] = font
        } else if ((TEXT_STYLES as readonly string[]).includes(key)) {
          const style = theme.typography[key as (typeof TEXT_STYLES)[number]]
          if (!isObject(value)) {
            fail(field, 'Debe ser un objeto con fontSize y fontWeight.')
            continue
          }
          for (const prop of Object.keys(value)) {
            if (prop !== 'fontSize' && prop !== 'fontWeight') {
              fail(`${field}.${prop}`, 'Campo desconocido (se admiten fontSize y fontWeight).')
            }
          }
          if (value.fontSize !== undefined) {
            const bounds = TEXT_STYLE_BOUNDS[key as TextStyleName]
            const size = parseSize(value.fontSize, bounds)
            if (size) style.fontSize = size
            else {
              fail(
                `${field}.fontSize`,
                `Tamaño no válido ${show(value.fontSize)}: un número de px o un texto en px, rem o em, entre ${bounds.min} px y ${bounds.max} px.`,
              )
            }
          }
          if (value.fontWeight !== undefined) {
            const weight = parseWeight(value.fontWeight)
            if (weight) style.fontWeight = weight
            else {
              fail(
                `${field}.fontWeight`,
                `Peso no válido ${show(value.fontWeight)}: ${FONT_WEIGHT_BOUNDS.min}, ${FONT_WEIGHT_BOUNDS.min + 100}, … ${FONT_WEIGHT_BOUNDS.max}.`,
              )
            }
          }
        } else {
          fail(
            field,
            'Campo desconocido (se admiten fontFamily, titleFontFamily, h1, h2, h3 y body1).',
          )
        }
      }
    }
  }
  // Only a theme whose every field reads is measured: its colours decide the contrast.
  if (Object.keys(errors).length === 0) {
    for (const issue of themeContrastIssues(theme)) fail(issue.field, contrastMessage(issue, 'es'))
  }
  return { theme, errors }
}

/** The curated family of a name, as listed (`open sans` → `Open Sans`); undefined when not listed. */
function fontFamilyOf(name: string): string | undefined {
  const wanted = name.trim().toLowerCase()
  return (
    findFontFamily(name.trim())?.family ??
    FONT_FAMILIES.find((font) => font.family.toLowerCase() === wanted)?.family
  )
}

function isColor(value: string): boolean {
  return HEX_COLOR.test(value) || FUNCTION_COLOR.test(value)
}

/** A size as the API stores it (`"32px"`, `"2rem"`), or null when out of range or malformed. */
function parseSize(value: unknown, range: { min: number; max: number }): string | null {
  const text = typeof value === 'number' ? `${value}px` : typeof value === 'string' ? value : ''
  const match = SIZE.exec(text.trim())
  if (!match) return null
  const amount = Number(match[1])
  const px = match[2] === 'px' ? amount : amount * 16
  return px >= range.min && px <= range.max ? `${amount}${match[2]}` : null
}

function parseWeight(value: unknown): number | null {
  const weight = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
  return typeof weight === 'number' &&
    Number.isInteger(weight) &&
    weight >= FONT_WEIGHT_BOUNDS.min &&
    weight <= FONT_WEIGHT_BOUNDS.max
    ? weight % 100 === 0
      ? weight
      : null
    : null
}
