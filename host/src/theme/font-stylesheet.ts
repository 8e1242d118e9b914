import type { ThemeTypography } from './store-theme'

const FONTS_SERVICE = 'https://fonts.googleapis.com/css2'
const WEIGHTS = 'wght@300;400;500;600;700'

/** The fonts service's stylesheet URL for the theme's families (default Montserrat). */
export function fontStylesheetUrl(typography: ThemeTypography): string {
  const families = [...new Set([typography.fontFamily || 'Montserrat', typography.titleFontFamily])]
    .filter((family): family is string => Boolean(family))
    .map((family) => `family=${encodeURIComponent(family).replace(/%20/g, '+')}:${WEIGHTS}`)
  return `${FONTS_SERVICE}?${families.join('&')}&display=swap`
}

/**
 * Adds the stylesheet without blocking rendering: it loads as `media="print"`
 * and switches to `all` once it arrived; the font stack's fallbacks show meanwhile.
 */
export function loadFontStylesheet(typography: ThemeTypography, doc: Document = document): void {
  const href = fontStylesheetUrl(typography)
  if (doc.head.querySelector(`link[data-vitrina-font][href="${CSS.escape(href)}"]`)) return
  const link = doc.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  link.media = 'print'
  link.dataset.vitrinaFont = ''
  link.addEventListener('load', () => {
    link.media = 'all'
  })
  link.addEventListener('error', () => console.warn('[theme] font stylesheet unavailable', href))
  doc.head.append(link)
}
