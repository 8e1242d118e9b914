import { fontStylesheetHref } from '@vitrina/shared/rules'

import type { ThemeTypography } from './store-theme'

/**
 * The fonts service's stylesheet URL for the theme's families (default
 * Montserrat): only listed families, each with its weights, `display=swap`.
 */
export function fontStylesheetUrl(typography: ThemeTypography): string {
  return (
    fontStylesheetHref([typography.fontFamily || 'Montserrat', typography.titleFontFamily]) ??
    fontStylesheetHref(['Montserrat'])!
  )
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
