/** Keeps the first files that fit, so that the total stays at or under `max` (product-rules §5). */
export function trimFiles<T>(files: readonly T[], currentCount: number, max: number): T[] {
  return files.slice(0, Math.max(0, max - currentCount))
}
