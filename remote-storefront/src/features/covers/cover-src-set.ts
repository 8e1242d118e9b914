import { absoluteMediaUrl, type StoreImage } from '@vitrina/shared'

/** A cover fills the content area's width (the hero frame's `sizes`, docs/first-view.md). */
export const COVER_SIZES = '100vw'

/**
 * The cover's `srcset` as the browser loads it: each candidate of the API's
 * `srcset` with its URL through the media-URL rule. Built here from
 * `absoluteMediaUrl`, which every host of the 1.x contract provides.
 */
export function coverSrcSet(image: StoreImage): string | null {
  if (!image.srcset) return null
  const candidates = image.srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, ...descriptors]) => [absoluteMediaUrl(url), ...descriptors].join(' '))
  return candidates.length > 0 ? candidates.join(', ') : null
}
