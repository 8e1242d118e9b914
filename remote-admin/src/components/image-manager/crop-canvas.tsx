import { type Ref, useImperativeHandle, useRef } from 'react'
import AvatarEditor, { type AvatarEditorRef } from 'react-avatar-editor'

export interface CropCanvasHandle {
  /** The cropped area as an image of `type`, or null when nothing is loaded. */
  getBlob: () => Promise<Blob | null>
}

export interface CropCanvasProps {
  image: File | string
  /** Width / height of the crop. */
  aspect: number
  scale: number
  /** Output type: `image/png` or `image/jpeg`. */
  type: string
  label: string
  onLoadFailure?: () => void
  ref?: Ref<CropCanvasHandle>
}

/** Editor width in px: fits the 400 px image dialog with the border around it. */
const EDITOR_WIDTH = 300
/** Output cap: large photos are scaled down so uploads stay well under the 5 MB limit. */
const MAX_OUTPUT_WIDTH = { 'image/png': 1024, 'image/jpeg': 1920 } as Record<string, number>

/**
 * The only canvas-dependent part of the image manager (jsdom has no canvas):
 * react-avatar-editor plus the conversion of its crop to a blob.
 */
export function CropCanvas({
  image,
  aspect,
  scale,
  type,
  label,
  onLoadFailure,
  ref,
}: CropCanvasProps) {
  const editor = useRef<AvatarEditorRef>(null)
  useImperativeHandle(ref, () => ({
    getBlob: () => {
      const source = editor.current?.getImage()
      if (!source) return Promise.resolve(null)
      const maxWidth = MAX_OUTPUT_WIDTH[type] ?? 1920
      let canvas = source
      if (source.width > maxWidth) {
        canvas = document.createElement('canvas')
        canvas.width = maxWidth
        canvas.height = Math.round((source.height * maxWidth) / source.width)
        canvas.getContext('2d')?.drawImage(source, 0, 0, canvas.width, canvas.height)
      }
      return new Promise((resolve) =>
        canvas.toBlob(resolve, type, type === 'image/jpeg' ? 0.9 : undefined),
      )
    },
  }))
  return (
    <div role="img" aria-label={label} style={{ display: 'flex', justifyContent: 'center' }}>
      <AvatarEditor
        ref={editor}
        image={image}
        width={EDITOR_WIDTH}
        height={Math.round(EDITOR_WIDTH / aspect)}
        border={20}
        scale={scale}
        crossOrigin="anonymous"
        onLoadFailure={onLoadFailure}
        style={{ maxWidth: '100%', height: 'auto', touchAction: 'none' }}
      />
    </div>
  )
}
