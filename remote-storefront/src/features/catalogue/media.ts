import { absoluteMediaUrl } from '@vitrina/shared'

/**
 * An API `srcset` as the browser loads it, each URL through the media-URL rule.
 * Built from `absoluteMediaUrl`, which every host of the 1.x contract provides.
 */
export function mediaSrcSet(srcset: string | null | undefined): string | undefined {
  if (!srcset) return undefined
  const candidates = srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, ...descriptors]) => [absoluteMediaUrl(url), ...descriptors].join(' '))
  return candidates.length > 0 ? candidates.join(', ') : undefined
}

/** A product image's URL as the browser loads it. */
export const mediaSrc = (path: string): string | undefined => absoluteMediaUrl(path) ?? undefined
