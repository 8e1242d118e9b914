import { deflateSync } from 'node:zlib'

// Small solid-colour PNGs made in memory: no test files on disk.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(buffer: Buffer): number {
  let c = 0xffffffff
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A `width`×`height` PNG of one colour. */
export function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.alloc(1 + width * 3)
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3)
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const COLOURS: Array<[number, number, number]> = [
  [220, 40, 40],
  [40, 160, 60],
  [40, 80, 220],
  [230, 180, 30],
  [140, 40, 180],
  [20, 20, 20],
]

/** Up to 6 PNG files of different colours, ready for `setInputFiles` / `setFiles`. */
export const imageFiles = (count: number) =>
  COLOURS.slice(0, count).map((colour, i) => ({
    name: `imagen-${i + 1}.png`,
    mimeType: 'image/png',
    buffer: png(480, 320, colour),
  }))

/** One PNG file for a file picker (`setInputFiles`). */
export function pngFile(name = 'imagen.png') {
  return { name, mimeType: 'image/png', buffer: png(96, 64, [40, 80, 220]) }
}
