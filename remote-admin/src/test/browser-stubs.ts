/** jsdom has no object URLs; the image manager makes one per cropped image. */
export function stubObjectUrls(): void {
  let n = 0
  URL.createObjectURL = jest.fn(() => `blob:test/${++n}`)
  URL.revokeObjectURL = jest.fn()
}

/** PNG-typed test files (the picker accepts PNG, JPEG and WebP). */
export function pngFiles(count: number): File[] {
  return Array.from(
    { length: count },
    (_, i) => new File([`png${i}`], `f${i}.png`, { type: 'image/png' }),
  )
}
