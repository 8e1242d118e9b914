import type { ThemeResponse } from '@vitrina/contract'
import {
  FONT_WEIGHT_BOUNDS,
  parseColor,
  sizeInPx,
  TEXT_STYLE_BOUNDS,
  type TextStyleName,
  themeContrastIssues,
} from '@vitrina/shared/rules'

export type ThemeDraft = ThemeResponse
export type ColorMode = 'light' | 'dark'
export type ColorRole = (typeof COLOR_ROLES)[number]

/** The colours the editor sets, in the order it shows them. */
export const COLOR_ROLES = [
  'background',
  'textColor',
  'titleColor',
  'headlineColor',
  'subtitleColor',
  'captionColor',
  'primary',
] as const

export const TEXT_STYLE_NAMES = Object.keys(TEXT_STYLE_BOUNDS) as TextStyleName[]

export const FONT_WEIGHTS = Array.from(
  { length: (FONT_WEIGHT_BOUNDS.max - FONT_WEIGHT_BOUNDS.min) / 100 + 1 },
  (_, i) => FONT_WEIGHT_BOUNDS.min + i * 100,
)

export const paletteKey = (mode: ColorMode) => (mode === 'light' ? 'light_colors' : 'dark_colors')

export function colorsOf(draft: ThemeDraft, mode: ColorMode): Record<string, string> {
  return draft[paletteKey(mode)].colors
}

export function withColor(
  draft: ThemeDraft,
  mode: ColorMode,
  role: string,
  value: string,
): ThemeDraft {
  const key = paletteKey(mode)
  return { ...draft, [key]: { colors: { ...draft[key].colors, [role]: value } } }
}

export function withTypography(
  draft: ThemeDraft,
  changes: Partial<ThemeDraft['typography']>,
): ThemeDraft {
  return { ...draft, typography: { ...draft.typography, ...changes } }
}

/** A style's size in whole px, for the size field. */
export function sizePx(typography: ThemeDraft['typography'], style: TextStyleName): number {
  return Math.round(sizeInPx(typography[style].fontSize))
}

/** What is wrong with a field of the draft, by field path (`light_colors.colors.textColor`). */
export type DraftProblem =
  | { kind: 'contrast'; ratio: number; minimum: number }
  | { kind: 'color' }
  | { kind: 'size'; min: number; max: number }

/** Every problem of the draft; 'Publicar' waits until there is none. */
export function draftProblems(draft: ThemeDraft): Record<string, DraftProblem> {
  const problems: Record<string, DraftProblem> = {}
  for (const mode of ['light', 'dark'] as const) {
    for (const role of COLOR_ROLES) {
      const value = colorsOf(draft, mode)[role]
      if (!value || !parseColor(value)) {
        problems[`${paletteKey(mode)}.colors.${role}`] = { kind: 'color' }
      }
    }
  }
  for (const style of TEXT_STYLE_NAMES) {
    const px = sizeInPx(draft.typography[style].fontSize)
    const { min, max } = TEXT_STYLE_BOUNDS[style]
    if (!(px >= min && px <= max))
      problems[`typography.${style}.fontSize`] = { kind: 'size', min, max }
  }
  for (const issue of themeContrastIssues(draft)) {
    if (issue.ratio !== null && !problems[issue.field]) {
      problems[issue.field] = { kind: 'contrast', ratio: issue.ratio, minimum: issue.minimum }
    }
  }
  return problems
}

/** The problem of a style's size, if it is out of its bounds. */
export function sizeProblem(
  typography: ThemeDraft['typography'],
  style: TextStyleName,
): DraftProblem | undefined {
  const px = sizeInPx(typography[style].fontSize)
  const { min, max } = TEXT_STYLE_BOUNDS[style]
  return px >= min && px <= max ? undefined : { kind: 'size', min, max }
}

/** A change of the draft, as React's state updater (so the callbacks that make it stay the same). */
export type DraftUpdate = (update: (draft: ThemeDraft) => ThemeDraft) => void

export function sameDraft(a: ThemeDraft | null, b: ThemeDraft | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
