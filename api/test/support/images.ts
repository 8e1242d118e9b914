import { deflateSync } from 'node:zlib'
import zlib from 'node:zlib'

import sharp from 'sharp'

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })

export const png = (width = 64, height = 64) => solid(width, height).png().toBuffer()
export const jpeg = (width = 64, height = 36) => solid(width, height).jpeg().toBuffer()
export const webp = (width = 64, height = 36) => solid(width, height).webp().toBuffer()
export const gif = (width = 16, height = 16) => solid(width, height).gif().toBuffer()

/** A JPEG carrying EXIF metadata, to check that re-encoding drops it. */
export const jpegWithExif = () =>
  solid(64, 36)
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-exif-marker', Artist: 'secret-exif-marker' } })
    .toBuffer()

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A valid PNG header declaring `width`×`height` pixels with almost no data:
 * the shape of a decompression bomb, without building one.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.writeUInt8(8, 8) // bit depth
  ihdr.writeUInt8(2, 9) // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(width * 3 + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Starts like a PNG, then stops: passes sniffing, fails decoding. */
export const truncatedPng = async () => (await png(256, 256)).subarray(0, 60)

export const textFile = () => Buffer.from('hello, I am plain text pretending to be an image\n')

/** Whether a stored key is a WebP variant (`<stem>-<width>w.webp`) rather than an image a row names. */
export const isVariantKey = (key: string) => /-\d+w\.webp$/.test(key)

/** Every key rows name: each image and its variants. */
export const keysOfRows = (rows: { file: string; variantWidths: number[] | null }[]) =>
  rows
    .flatMap((row) => [
      row.file,
      ...(row.variantWidths ?? []).map((w) => `${row.file.replace(/\.[a-z]+$/, '')}-${w}w.webp`),
    ])
    .sort()
