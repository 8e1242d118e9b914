import type { ImageList, ImageOrder, StoreImage } from '@vitrina/contract'
import type { UploadProgress } from '@vitrina/shared'

/** Image manager item of product-rules §3. An item without an id is new. */
export interface ImageItem {
  /** Stable local key (list keys, drag and drop); never sent to the server. */
  key: string
  id: number | null
  /** What the thumbnail shows: the server URL or an object URL of the blob. */
  url: string
  order: number
  position: number
  /** New or re-cropped image, not yet on the server. */
  blob?: Blob
  /** Alternative text: the server's, or the one typed in the crop dialog (sent with the blob). */
  alt?: string
}

export type ImageKind = 'logos' | 'covers'

export interface UploadOptions {
  /** Alternative text sent with the image. */
  alt?: string
  /** Bytes of the upload sent so far. */
  onProgress?: (progress: UploadProgress) => void
}

/** The calls the image manager needs for one kind of image. */
export interface ImageEndpoints {
  list: () => Promise<ImageList>
  create: (file: File, position: number, options?: UploadOptions) => Promise<StoreImage>
  update: (
    id: number,
    changes: { file?: File; position?: number; alt?: string },
    options?: Pick<UploadOptions, 'onProgress'>,
  ) => Promise<StoreImage>
  remove: (id: number) => Promise<void>
  reorder: (order: ImageOrder) => Promise<ImageList>
}
