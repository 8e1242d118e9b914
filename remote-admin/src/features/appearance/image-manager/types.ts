import type { StoreImage } from '@vitrina/shared'

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
}

export type ImageKind = 'logos' | 'covers'

/** The calls the image manager needs for one kind of image. */
export interface ImageEndpoints {
  list: () => Promise<StoreImage[]>
  create: (file: File, position: number) => Promise<StoreImage>
  update: (id: number, changes: { file?: File; position?: number }) => Promise<StoreImage>
  remove: (id: number) => Promise<void>
  reorder: (order: Array<{ id: number; position: number }>) => Promise<StoreImage[]>
}
