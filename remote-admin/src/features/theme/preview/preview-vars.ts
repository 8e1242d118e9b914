import { buttonLabelColor } from '@vitrina/shared/rules'
import { fontStack } from '@vitrina/ui'
import type { CSSProperties } from 'react'

import { type ColorMode, colorsOf, type ThemeDraft } from '../theme-draft'

/** Chakra's CSS variable of a token (`colors.bg.panel` → `--chakra-colors-bg-panel`). */
const cssVar = (token: string) => `--chakra-${token.replace(/\./g, '-')}`

/**
 * The draft as a nested theme: the variables of the tokens the store's theme
 * sets (host/src/theme/theme-system.ts), given their draft values on the
 * preview's root. Every part under it (Chakra's own included) reads them, so
 * an edit repaints by a change of one style attribute: no Chakra system is
 * built, no style sheet rewritten.
 */
export function previewVars(draft: ThemeDraft, mode: ColorMode): CSSProperties {
  const c = colorsOf(draft, mode)
  const primary = c.primary ?? ''
  const tokens: Record<string, string | undefined> = {
    'colors.bg': c.background,
    'colors.bg.panel': c.surface ?? c.background,
    'colors.fg': c.textColor,
    'colors.fg.muted': c.captionColor,
    'colors.primary.solid': primary,
    'colors.primary.fg': primary,
    // As the store's system draws it (shared/ui's system.ts): the focus ring in the text's colour.
    'colors.primary.focus-ring': c.textColor,
    'colors.primary.emphasized': c.secondary ?? primary,
    'colors.primary.contrast': buttonLabelColor(primary),
    'colors.brand.primary': primary,
    'colors.brand.secondary': c.secondary,
    'colors.brand.background': c.background,
    'colors.brand.surface': c.surface,
    'colors.brand.text': c.textColor,
    'colors.brand.caption': c.captionColor,
    'colors.brand.headline': c.headlineColor,
    'colors.brand.subtitle': c.subtitleColor,
    'colors.brand.title': c.titleColor,
    'fonts.body': fontStack(draft.typography.fontFamily),
    'fonts.heading': fontStack(draft.typography.titleFontFamily || draft.typography.fontFamily),
  }
  const style: Record<string, string> = {}
  for (const [token, value] of Object.entries(tokens)) if (value) style[cssVar(token)] = value
  return style as CSSProperties
}

/** The size and weight of a text style, as inline style (no class made per keystroke). */
export function textStyle(
  typography: ThemeDraft['typography'],
  name: 'h1' | 'h2' | 'h3' | 'body1',
): CSSProperties {
  const { fontSize, fontWeight } = typography[name]
  return { fontSize, fontWeight }
}
