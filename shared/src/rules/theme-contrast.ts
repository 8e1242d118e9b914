/**
 * WCAG 2.x contrast of a store theme's colours (docs/theme-and-images.md,
 * "Contrast guard"). Pure: the API refuses a theme with it and the admin's
 * editor shows the same verdict beside each field.
 */

export interface Rgba {
  r: number
  g: number
  b: number
  /** 0–1 */
  a: number
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const FUNCTION = /^(rgba?|hsla?)\(\s*([^)]*)\)$/i

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

function channel(text: string): number {
  return text.endsWith('%') ? (Number(text.slice(0, -1)) * 255) / 100 : Number(text)
}

function alpha(text: string | undefined): number {
  if (text === undefined) return 1
  return text.endsWith('%') ? Number(text.slice(0, -1)) / 100 : Number(text)
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))
  return [f(0) * 255, f(8) * 255, f(4) * 255]
}

/** A colour in one of the theme's forms (`#rgb[a]`, `#rrggbb[aa]`, `rgb[a]()`, `hsl[a]()`), or null. */
export function parseColor(text: string): Rgba | null {
  const value = text.trim()
  const hex = HEX.exec(value)
  if (hex) {
    let digits = hex[1]!
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('')
    const n = (i: number) => parseInt(digits.slice(i, i + 2), 16)
    return { r: n(0), g: n(2), b: n(4), a: digits.length === 8 ? n(6) / 255 : 1 }
  }
  const fn = FUNCTION.exec(value)
  if (!fn) return null
  const parts = fn[2]!
    .split(/[\s,/]+/)
    .map((p) => p.trim())
    .filter(Boolean)
  if (parts.length < 3 || parts.length > 4) return null
  const a = alpha(parts[3])
  let rgb: [number, number, number]
  if (fn[1]!.toLowerCase().startsWith('rgb')) {
    rgb = [channel(parts[0]!), channel(parts[1]!), channel(parts[2]!)]
  } else {
    const h = Number(parts[0]!.replace(/deg$/, ''))
    const s = Number(parts[1]!.replace(/%$/, '')) / 100
    const l = Number(parts[2]!.replace(/%$/, '')) / 100
    rgb = hslToRgb(((h % 360) + 360) % 360, clamp(s, 0, 1), clamp(l, 0, 1))
  }
  if ([...rgb, a].some((n) => !Number.isFinite(n))) return null
  const [r, g, b] = rgb.map((n) => clamp(n, 0, 255)) as [number, number, number]
  return { r, g, b, a: clamp(a, 0, 1) }
}

/** `#rrggbb` of a colour (alpha dropped), for a native colour input; null when unreadable. */
export function toHex6(text: string): string | null {
  const c = parseColor(text)
  if (!c) return null
  return `#${[c.r, c.g, c.b].map((n) => Math.round(n).toString(16).padStart(2, '0')).join('')}`
}

/** Lays a colour over an opaque one (what the eye sees of a translucent colour). */
function over(top: Rgba, below: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a)
  return { r: mix(top.r, below.r), g: mix(top.g, below.g), b: mix(top.b, below.b), a: 1 }
}

/** Relative luminance of WCAG 2.x (sRGB, 0 for black, 1 for white). */
export function relativeLuminance({ r, g, b }: Pick<Rgba, 'r' | 'g' | 'b'>): number {
  const lin = (v: number) => {
    const s = v / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 }

/**
 * The WCAG contrast ratio (1–21) of a text colour on a background; a
 * translucent background is laid on white, a translucent text on the
 * background. Null when either colour is unreadable.
 */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = parseColor(foreground)
  const bgRaw = parseColor(background)
  if (!fg || !bgRaw) return null
  const bg = bgRaw.a < 1 ? over(bgRaw, WHITE) : bgRaw
  const text = fg.a < 1 ? over(fg, bg) : fg
  const [l1, l2] = [relativeLuminance(text), relativeLuminance(bg)].sort((a, b) => b - a)
  return (l1! + 0.05) / (l2! + 0.05)
}

/** Label colours a button may take; the label is whichever contrasts more with its fill. */
export const BUTTON_LABEL_COLORS = { light: '#FFFFFF', dark: '#111111' } as const

/** White or near-black, whichever contrasts more with `fill` (white when unreadable). */
export function buttonLabelColor(fill: string): string {
  const white = contrastRatio(BUTTON_LABEL_COLORS.light, fill) ?? 21
  const black = contrastRatio(BUTTON_LABEL_COLORS.dark, fill) ?? 0
  return black > white ? BUTTON_LABEL_COLORS.dark : BUTTON_LABEL_COLORS.light
}

/** WCAG AA minimums: normal text, and large text (≥ 24 px, or ≥ 18.66 px bold). */
export const CONTRAST_MINIMUM = { text: 4.5, large: 3 } as const

/** The colour roles the guard checks against their set's background. */
export const CONTRAST_ROLES = [
  'textColor',
  'titleColor',
  'headlineColor',
  'subtitleColor',
  'captionColor',
  'primary',
] as const
export type ContrastRole = (typeof CONTRAST_ROLES)[number]

export interface TextStyleLike {
  fontSize?: string | number
  fontWeight?: string | number
}

export interface ThemeLike {
  light_colors?: { colors?: Record<string, string | undefined> } | null
  dark_colors?: { colors?: Record<string, string | undefined> } | null
  typography?: {
    h1?: TextStyleLike
    h2?: TextStyleLike
    h3?: TextStyleLike
    body1?: TextStyleLike
  } | null
}

/** A size in px (`"32px"`, `"2rem"`, `"1.5em"`, `32`); rem and em count 16 px. NaN when unreadable. */
export function sizeInPx(size: string | number | undefined): number {
  if (typeof size === 'number') return size
  const match = /^\s*(\d+(?:\.\d+)?)(px|rem|em)\s*$/.exec(size ?? '')
  if (!match) return NaN
  return Number(match[1]) * (match[2] === 'px' ? 1 : 16)
}

/** Large text in WCAG's sense: 18 pt (24 px), or 14 pt (18.66 px) when bold. */
function isLarge(style: TextStyleLike | undefined): boolean {
  const px = sizeInPx(style?.fontSize)
  const weight = Number(style?.fontWeight ?? 400)
  return px >= 24 || (px >= 18.66 && weight >= 700)
}

/**
 * The minimum ratio of a role in a theme's typography. Headlines are h1 and h2
 * (3:1 when both are large); the app bar title is drawn at 20 px semibold on
 * phones (product-rules §9), so it is normal text; every other role too.
 */
export function contrastMinimum(role: ContrastRole, typography: ThemeLike['typography']): number {
  if (role === 'headlineColor' && isLarge(typography?.h1) && isLarge(typography?.h2)) {
    return CONTRAST_MINIMUM.large
  }
  return CONTRAST_MINIMUM.text
}

export interface ContrastIssue {
  /** `light_colors.colors.textColor`: the field the problem belongs to. */
  field: string
  mode: 'light' | 'dark'
  role: ContrastRole
  /** The ratio, or null when a colour of the pair is missing or unreadable. */
  ratio: number | null
  minimum: number
}

/** Every role × mode pair of a theme below its minimum, in a stable order. */
export function themeContrastIssues(theme: ThemeLike): ContrastIssue[] {
  const issues: ContrastIssue[] = []
  for (const mode of ['light', 'dark'] as const) {
    const key = mode === 'light' ? 'light_colors' : 'dark_colors'
    const colors = theme[key]?.colors ?? {}
    for (const role of CONTRAST_ROLES) {
      const minimum = contrastMinimum(role, theme.typography)
      const fg = colors[role]
      const bg = colors.background
      const ratio = fg && bg ? contrastRatio(fg, bg) : null
      if (ratio === null || ratio < minimum) {
        issues.push({ field: `${key}.colors.${role}`, mode, role, ratio, minimum })
      }
    }
  }
  return issues
}

/**
 * A ratio as people read it: one decimal, rounded down (4.48 is "4.4", never a
 * passing-looking "4.5"), with the language's decimal mark.
 */
export function formatRatio(ratio: number, language: string): string {
  const down = Math.floor(ratio * 10 + 1e-9) / 10
  const text = down.toFixed(1)
  return language.startsWith('es') ? text.replace('.', ',') : text
}

/** 'Contraste insuficiente (2,9:1). Mínimo 4,5:1.' and its English twin. */
export function contrastMessage(issue: Pick<ContrastIssue, 'ratio' | 'minimum'>, language: string) {
  const es = language.startsWith('es')
  const minimum = formatRatio(issue.minimum, language)
  if (issue.ratio === null) {
    return es
      ? `Color no legible: no se puede medir el contraste. Mínimo ${minimum}:1.`
      : `Unreadable colour: the contrast cannot be measured. Minimum ${minimum}:1.`
  }
  const ratio = formatRatio(issue.ratio, language)
  return es
    ? `Contraste insuficiente (${ratio}:1). Mínimo ${minimum}:1.`
    : `Insufficient contrast (${ratio}:1). Minimum ${minimum}:1.`
}
