/**
 * The URL a browser loads a stored image from (product-rules §3): a path the
 * API answered gets the API's origin (`apiBaseUrl`, empty for same origin) in
 * front; an `http(s)://` URL is used as it is.
 */
export function mediaUrl(path: string | null | undefined, apiBaseUrl: string): string | null {
  if (!path) return null
  if (/^https?:\/\//i.test(path)) return path
  return `${apiBaseUrl.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`
}
