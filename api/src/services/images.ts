import { fileTypeFromBuffer } from 'file-type'
import sharp, { type Sharp } from 'sharp'

import type { ImageKind } from '../db/schema.ts'
import { fileTooLarge, invalid, unsupportedMediaType } from '../http-error.ts'

export const MAX_IMAGES = 5
export const MAX_FILE_BYTES = 5 * 1024 * 1024
export const MAX_PIXELS = 40_000_000

/** Longest side kept after re-encoding: more than any screen shows. */
const MAX_SIDE: Record<ImageKind, number> = { logo: 1024, portada: 2560 }

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp'])

export interface ProcessedImage {
  data: Buffer
  ext: 'png' | 'jpg' | 'webp'
}

/**
 * Checks an upload by its bytes (never its name or declared type) and
 * re-encodes it: metadata is dropped, orientation applied, logos become PNG,
 * covers JPEG (or WebP when they came as WebP).
 */
export async function processImage(
  buffer: Buffer,
  kind: ImageKind,
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
    if (kind === 'logo') {
      return { data: await pipeline.png({ compressionLevel: 8 }).toBuffer(), ext: 'png' }
    }
    if (type.mime === 'image/webp') {
      return { data: await pipeline.webp({ quality: 82 }).toBuffer(), ext: 'webp' }
    }
    return {
      data: await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer(),
      ext: 'jpg',
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'HttpError') throw error
    throw invalid({ [field]: ['La imagen está dañada o no se puede leer.'] })
  }
}
