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

/**
 * An `<img srcset>` as the browser loads it: each candidate of the API's
 * `srcset` (`url <width>w`, comma-separated) with its URL through
 * {@link mediaUrl}. Null when there is none.
 */
export function mediaSrcSet(srcset: string | null | undefined, apiBaseUrl: string): string | null {
  if (!srcset) return null
  const candidates = srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, ...descriptors]) => [mediaUrl(url, apiBaseUrl), ...descriptors].join(' '))
  return candidates.length > 0 ? candidates.join(', ') : null
}
