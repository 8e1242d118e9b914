/**
 * The font families a store may choose, the bounds of its text styles, and
 * the fonts service's stylesheet URL for them (docs/theme-and-images.md,
 * "Typography"). Pure: the API refuses anything else, the editor offers this.
 */

export interface FontFamily {
  family: string
  /** The generic family that follows it in the font stack. */
  generic: 'sans-serif' | 'serif'
  /** Weights the fonts service has for it, within the editor's 300–800. */
  weights: readonly number[]
}

const ALL = [300, 400, 500, 600, 700, 800] as const
const sans = (family: string, weights: readonly number[] = ALL): FontFamily => ({
  family,
  generic: 'sans-serif',
  weights,
})
const serif = (family: string, weights: readonly number[]): FontFamily => ({
  family,
  generic: 'serif',
  weights,
})

/** The curated families (Google Fonts), each with the weights it has. */
export const FONT_FAMILIES: readonly FontFamily[] = [
  sans('Montserrat'),
  sans('Roboto'),
  sans('Open Sans'),
  sans('Inter'),
  sans('Poppins'),
  sans('Lato', [300, 400, 700]),
  sans('Raleway'),
  sans('Nunito'),
  sans('Work Sans'),
  sans('Rubik'),
  sans('Source Sans 3'),
  sans('DM Sans'),
  sans('Manrope'),
  sans('Karla'),
  sans('Quicksand', [300, 400, 500, 600, 700]),
  sans('Oswald', [300, 400, 500, 600, 700]),
  serif('Playfair Display', [400, 500, 600, 700, 800]),
  serif('Merriweather', [300, 400, 700]),
  serif('Lora', [400, 500, 600, 700]),
  serif('PT Serif', [400, 700]),
]

/** The curated family named exactly so (case as listed), if any. */
export function findFontFamily(name: string): FontFamily | undefined {
  return FONT_FAMILIES.find((font) => font.family === name)
}

/** Text styles of a theme and the sizes (px) each may take. */
export const TEXT_STYLE_BOUNDS = {
  h1: { min: 24, max: 64 },
  h2: { min: 20, max: 48 },
  h3: { min: 16, max: 36 },
  body1: { min: 14, max: 20 },
} as const
export type TextStyleName = keyof typeof TEXT_STYLE_BOUNDS

/** Weights a text style may take (in steps of 100). */
export const FONT_WEIGHT_BOUNDS = { min: 300, max: 800 } as const

const FONTS_SERVICE = 'https://fonts.googleapis.com/css2'

function familyParam(font: FontFamily): string {
  return `family=${font.family.replace(/ /g, '+')}:wght@${font.weights.join(';')}`
}

/**
 * The stylesheet URL of the given families, each with its weights and
 * `display=swap` (text shows in the fallback until the font arrives). Names
 * outside the list are left out, so nothing else reaches the URL; null when
 * none is left.
 */
export function fontStylesheetHref(
  families: readonly (string | undefined | null)[],
): string | null {
  const fonts = [...new Set(families)]
    .map((name) => (name ? findFontFamily(name) : undefined))
    .filter((font): font is FontFamily => Boolean(font))
  if (fonts.length === 0) return null
  return `${FONTS_SERVICE}?${fonts.map(familyParam).join('&')}&display=swap`
}

/**
 * One small stylesheet with every listed family, cut to the letters of the
 * families' names (`text=`): enough to show each name in its own face.
 */
export function fontSamplesHref(): string {
  const letters = [...new Set(FONT_FAMILIES.map((f) => f.family).join(''))].sort().join('')
  const families = FONT_FAMILIES.map((f) => `family=${f.family.replace(/ /g, '+')}`).join('&')
  return `${FONTS_SERVICE}?${families}&text=${encodeURIComponent(letters)}&display=swap`
}
