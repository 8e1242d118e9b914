import { absoluteMediaUrl } from '@vitrina/shared'

/** A product image's URL as the browser loads it. */
export const mediaSrc = (path: string): string | undefined => absoluteMediaUrl(path) ?? undefined
