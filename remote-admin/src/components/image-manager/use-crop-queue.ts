import { useState } from 'react'

interface Queue {
  files: File[]
  index: number
}

/** The file being cropped in a round of chosen files, with its place in the round. */
export interface CropStep {
  file: File
  /** 1-based place in the round. */
  n: number
  total: number
}

/**
 * The files chosen in one go, cropped one after the other (product-rules §2):
 * `start` a round, `advance` after each file (cropped or skipped), `stop` to
 * drop the rest.
 */
export function useCropQueue() {
  const [queue, setQueue] = useState<Queue | null>(null)
  const file = queue?.files[queue.index]
  const step: CropStep | null =
    queue && file ? { file, n: queue.index + 1, total: queue.files.length } : null
  return {
    step,
    start: (files: File[]) => {
      if (files.length > 0) setQueue({ files, index: 0 })
    },
    advance: () =>
      setQueue((current) =>
        current && current.index + 1 < current.files.length
          ? { ...current, index: current.index + 1 }
          : null,
      ),
    stop: () => setQueue(null),
  }
}
