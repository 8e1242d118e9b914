import { useImperativeHandle } from 'react'

import type { CropCanvasProps } from '../components/image-manager/crop-canvas'

/**
 * Stands in for the canvas part in jsdom (no canvas there): the crop of any
 * image is a small blob of the requested type.
 */
export function FakeCropCanvas({ type, label, aspect, ref }: CropCanvasProps) {
  useImperativeHandle(ref, () => ({
    getBlob: async () => new Blob(['cropped'], { type }),
  }))
  return <div role="img" aria-label={label} data-aspect={aspect} />
}
