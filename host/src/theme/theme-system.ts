import { buttonLabelColor } from '@vitrina/shared/rules'
import {
  createVitrinaSystem,
  fontStack,
  getDefaultSystem,
  type SystemConfig,
  type VitrinaSystem,
} from '@vitrina/ui'

import type { StoreTheme, TextScale, ThemeColors } from './store-theme'

export type ThemeMode = 'light' | 'dark'

type TokenTree = { [name: string]: TokenTree | { value: string } }
type LooseTree = { [name: string]: LooseTree | { value: string } | undefined }

function token(value: string | undefined): { value: string } | undefined {
  return value ? { value } : undefined
}

/** Drops the entries without a value so Chakra's defaults still apply to them. */
function compact(tree: LooseTree): TokenTree {
  const out: TokenTree = {}
  for (const [key, value] of Object.entries(tree)) {
    if (!value) continue
    if ('value' in value) out[key] = value as { value: string }
    else {
      const nested = compact(value as LooseTree)
      if (Object.keys(nested).length > 0) out[key] = nested
    }
  }
  return out
}

/**
 * Semantic colours from a palette: Chakra's own roles (`bg`, `fg`, …) so every
 * component follows the store, a `primary` colour palette for buttons, and
 * `brand.*` for the store's named roles.
 */
export function colorTokens(colors: ThemeColors): TokenTree {
  return compact({
    bg: { DEFAULT: token(colors.background), panel: token(colors.surface) },
    fg: { DEFAULT: token(colors.textColor), muted: token(colors.captionColor) },
    primary: {
      solid: token(colors.primary),
      fg: token(colors.primary),
      emphasized: token(colors.secondary ?? colors.primary),
      // A button's label: white or near-black, whichever contrasts more with it.
      contrast: colors.primary ? { value: buttonLabelColor(colors.primary) } : undefined,
    },
    brand: {
      primary: token(colors.primary),
      secondary: token(colors.secondary),
      background: token(colors.background),
      surface: token(colors.surface),
      text: token(colors.textColor),
      caption: token(colors.captionColor),
      headline: token(colors.headlineColor),
      subtitle: token(colors.subtitleColor),
      title: token(colors.titleColor),
    },
  })
}

function px(size: string | number | undefined): string | undefined {
  if (size === undefined || size === '') return undefined
  return typeof size === 'number' ? `${size}px` : size
}

function textStyle(scale: TextScale | undefined, fontFamily: string) {
  const value: Record<string, string> = { fontFamily }
  const fontSize = px(scale?.fontSize)
  if (fontSize) value.fontSize = fontSize
  if (scale?.fontWeight !== undefined) value.fontWeight = String(scale.fontWeight)
  return { value }
}

/** The Chakra config of a store theme in one mode (light colours, or dark ones). */
export function themeToSystemConfig(theme: StoreTheme, mode: ThemeMode): SystemConfig {
  const { typography } = theme
  const body = fontStack(typography.fontFamily)
  const heading = fontStack(typography.titleFontFamily ?? typography.fontFamily)
  const bodyText = textStyle(typography.body1, body).value
  return {
    // Body text everywhere is the store's body1; headings take h1–h3 (@vitrina/ui's
    // Heading), and so does any plain h1–h3 element (h4–h6 follow h3).
    globalCss: {
      body: {
        ...(bodyText.fontSize && { fontSize: bodyText.fontSize }),
        ...(bodyText.fontWeight && { fontWeight: bodyText.fontWeight }),
      },
      h1: { textStyle: 'h1' },
      h2: { textStyle: 'h2' },
      'h3, h4, h5, h6': { textStyle: 'h3' },
    },
    theme: {
      tokens: { fonts: { body: { value: body }, heading: { value: heading } } },
      semanticTokens: { colors: colorTokens(mode === 'dark' ? theme.darkColors : theme.colors) },
      textStyles: {
        h1: textStyle(typography.h1, heading),
        h2: textStyle(typography.h2, heading),
        h3: textStyle(typography.h3, heading),
        body1: textStyle(typography.body1, body),
      },
    },
  }
}

const cache = new WeakMap<StoreTheme, Partial<Record<ThemeMode, VitrinaSystem>>>()

/**
 * The Chakra system of a theme in a mode, built once: building a system is the
 * costly part of a theme change, and navigation switches between them often.
 */
export function systemFor(theme: StoreTheme | null, mode: ThemeMode): VitrinaSystem {
  if (!theme) return getDefaultSystem()
  const systems = cache.get(theme) ?? {}
  cache.set(theme, systems)
  systems[mode] ??= createVitrinaSystem(themeToSystemConfig(theme, mode))
  return systems[mode]
}
