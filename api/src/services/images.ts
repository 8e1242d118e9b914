import { fileTypeFromBuffer } from 'file-type'
import sharp, { type Sharp } from 'sharp'

import type { ImageKind } from '../db/schema.ts'
import { fileTooLarge, invalid, unsupportedMediaType } from '../http-error.ts'

export const MAX_IMAGES = 5
export const MAX_FILE_BYTES = 5 * 1024 * 1024
export const MAX_PIXELS = 40_000_000

/** What an image is for: a logo, a cover or a product photo (square, like a shop's shelf). */
export type MediaKind = ImageKind | 'producto'

/** Longest side kept after re-encoding: more than any screen shows. */
const MAX_SIDE: Record<MediaKind, number> = { logo: 1024, portada: 2560, producto: 1600 }

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp'])

/** Widths of the WebP variants written beside each image (docs/theme-and-images.md). */
export const VARIANT_WIDTHS: Record<MediaKind, readonly number[]> = {
  logo: [88, 176],
  portada: [480, 960, 1600],
  producto: [240, 480, 960],
}

export interface ImageVariant {
  width: number
  data: Buffer
}

export interface ProcessedImage {
  data: Buffer
  ext: 'png' | 'jpg' | 'webp'
  /** Width in px of `data`. */
  width: number
  /** WebP copies at the kind's widths, never wider than `data`, ascending. */
  variants: ImageVariant[]
}

/**
 * The variant widths for an image `width` px wide: the kind's widths up to
 * it, and the image's own width when it is narrower than the largest (so a
 * screen that wants more than the widest variant still gets WebP).
 */
export function variantWidthsFor(kind: MediaKind, width: number): number[] {
  const widths = VARIANT_WIDTHS[kind].filter((w) => w <= width)
  const largest = VARIANT_WIDTHS[kind].at(-1)!
  if (width < largest && !widths.includes(width)) widths.push(width)
  return widths
}

/** WebP copies of a stored image (already re-encoded, oriented, without metadata). */
export async function makeVariants(
  stored: Buffer,
  kind: MediaKind,
  width: number,
): Promise<ImageVariant[]> {
  return Promise.all(
    variantWidthsFor(kind, width).map(async (w) => ({
      width: w,
      data: await sharp(stored, { limitInputPixels: MAX_PIXELS })
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80, alphaQuality: 90 })
        .toBuffer(),
    })),
  )
}

/**
 * Checks an upload by its bytes (never its name or declared type) and
 * re-encodes it: metadata is dropped, orientation applied, logos become PNG,
 * covers JPEG (or WebP when they came as WebP). The WebP variants are made
 * from the re-encoded image, so they look exactly like it.
 */
export async function processImage(
  buffer: Buffer,
  kind: MediaKind,
  field: string,
): Promise<ProcessedImage> {
  if (buffer.length > MAX_FILE_BYTES) throw fileTooLarge('El archivo supera los 5 MB.')
  const type = await fileTypeFromBuffer(buffer)
  if (!type || !ACCEPTED.has(type.mime)) {
    throw unsupportedMediaType('El archivo no es una imagen JPEG, PNG o WebP.')
  }
  let pipeline: Sharp
  try {
    const input = sharp(buffer, { limitInputPixels: false, failOn: 'error' })
    const meta = await input.metadata()
    if (!meta.width || !meta.height) throw new Error('no dimensions')
    if (meta.width * meta.height > MAX_PIXELS) {
      throw fileTooLarge('La imagen supera los 40 megapíxeles.')
    }
    pipeline = sharp(buffer, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate().resize({
      width: MAX_SIDE[kind],
      height: MAX_SIDE[kind],
      fit: 'inside',
      withoutEnlargement: true,
    })
    let encoded: { data: Buffer; info: { width: number } }
    let ext: ProcessedImage['ext']
    if (kind === 'logo') {
      encoded = await pipeline.png({ compressionLevel: 8 }).toBuffer({ resolveWithObject: true })
      ext = 'png'
    } else if (type.mime === 'image/webp') {
      encoded = await pipeline.webp({ quality: 82 }).toBuffer({ resolveWithObject: true })
      ext = 'webp'
    } else {
      encoded = await pipeline
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82 })
        .toBuffer({ resolveWithObject: true })
      ext = 'jpg'
    }
    const { width } = encoded.info
    return {
      data: encoded.data,
      ext,
      width,
      variants: await makeVariants(encoded.data, kind, width),
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'HttpError') throw error
    throw invalid({ [field]: ['La imagen está dañada o no se puede leer.'] })
  }
}
