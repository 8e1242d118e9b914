import { i18n, notify, storeDisplayName, type StoreInfo, storeLogoUrl } from '@vitrina/shared'

export interface WebManifest {
  name: string
  short_name: string
  start_url: string
  scope: string
  display: 'standalone'
  theme_color: string
  background_color: string
  icons: Array<{ src: string; sizes: string; type?: string; purpose?: string }>
}

function imageType(url: string): string | undefined {
  const extension = /\.(png|jpe?g|webp)(?:\?|$)/i.exec(url)?.[1]?.toLowerCase()
  if (!extension) return undefined
  return extension === 'jpg' ? 'image/jpeg' : `image/${extension}`
}

/**
 * The web manifest of a store: its name, its logo as icons and its colours.
 * URLs are absolute because the manifest is served from a blob URL.
 */
export function buildManifest(
  store: StoreInfo | null,
  colors: { primary?: string; background?: string },
  origin: string = window.location.origin,
): WebManifest {
  const name = storeDisplayName(store)
  const logo = storeLogoUrl(store)
  const icon = logo ? new URL(logo, origin).href : null
  const type = icon ? imageType(icon) : undefined
  return {
    name,
    short_name: name.slice(0, 12),
    start_url: `${origin}/`,
    scope: `${origin}/`,
    display: 'standalone',
    theme_color: colors.primary ?? '#ffffff',
    background_color: colors.background ?? '#ffffff',
    icons: icon
      ? ['192x192', '512x512'].map((sizes) => ({
          src: icon,
          sizes,
          ...(type ? { type } : {}),
          purpose: 'any',
        }))
      : [],
  }
}

let currentUrl: string | null = null

/** Points `<link rel="manifest">` at a manifest built from the store ('Manifest loaded'). */
export function applyManifest(manifest: WebManifest, doc: Document = document): boolean {
  try {
    const url = URL.createObjectURL(
      new Blob([JSON.stringify(manifest)], { type: 'application/manifest+json' }),
    )
    let link = doc.head.querySelector<HTMLLinkElement>('link[rel="manifest"]')
    if (!link) {
      link = doc.createElement('link')
      link.rel = 'manifest'
      doc.head.append(link)
    }
    link.href = url
    if (currentUrl) URL.revokeObjectURL(currentUrl)
    currentUrl = url
    let themeColor = doc.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]')
    if (!themeColor) {
      themeColor = doc.createElement('meta')
      themeColor.name = 'theme-color'
      doc.head.append(themeColor)
    }
    themeColor.content = manifest.theme_color
    // Raised like any startup message: the snackbar queues it behind 'session refreshed'.
    notify({ message: i18n.t('common:snack.success.manifest'), brief: true })
    return true
  } catch (error) {
    console.error('[pwa] could not build the manifest', error)
    notify({ type: 'error', message: i18n.t('common:snack.error.manifest') })
    return false
  }
}
