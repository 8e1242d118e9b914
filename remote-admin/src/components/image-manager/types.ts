import type { ImageList, ImageOrder, StoreImage } from '@vitrina/contract'
import type { UploadProgress } from '@vitrina/shared'

import type { FileDefaults } from './blob-to-file'

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

/** The store's own images: logos and covers. */
export type ImageKind = 'logos' | 'covers'

/** How the manager treats one kind of image. */
export interface ImageManagerConfig {
  /** What the manager holds (a product's photos, or the store's images); names the default alt text. */
  kind: ImageKind | 'products'
  maxImages: number
  /** Crop width / height: 1 for square, 16 / 9 for covers. */
  aspect: number
  /** Output of the crop. */
  file: FileDefaults
  /** The crop dialog of a round of new files offers 'Omitir'. */
  allowSkip: boolean
  /** How thumbnails fit their box. */
  fit: 'cover' | 'contain'
}

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

/** One upload of a save: the item's place in the list and the bytes sent so far. */
export interface FileProgress {
  key: string
  n: number
  loaded: number
  total: number
}
