import { useEffect } from 'react'

/**
 * Adds a stylesheet of the fonts service once per URL, without blocking
 * anything: it loads as `media="print"` and applies when it has arrived (the
 * font stack's fallbacks show meanwhile).
 */
export function useFontStylesheet(href: string | null): void {
  useEffect(() => {
    if (!href || document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) return
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.media = 'print'
    link.dataset.vitrinaThemeEditor = ''
    link.addEventListener('load', () => {
      link.media = 'all'
    })
    document.head.append(link)
  }, [href])
}
