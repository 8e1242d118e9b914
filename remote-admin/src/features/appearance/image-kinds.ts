import type { StoreImage } from '@vitrina/shared'

import type {
  ImageEndpoints,
  ImageKind,
  ImageManagerConfig,
} from '../../components/image-manager/types'
import { createImage } from './api/create-image'
import { deleteImage } from './api/delete-image'
import { getImages } from './api/get-images'
import { reorderImages } from './api/reorder-images'
import { updateImage } from './api/update-image'

/** Maximum images per kind (product-rules §9), also enforced by the server. */
export const MAX_IMAGES = 5

/** Everything that differs between logos and covers. */
export interface ImageKindConfig extends ImageManagerConfig {
  kind: ImageKind
  endpoints: ImageEndpoints
  messages: {
    saved: string
    /** A save that only removed images. */
    deleted: string
    saveFailed: string
    /** A save in which removing an image failed. */
    deleteFailed: string
    loadFailed: string
  }
}

/** A kind's endpoints, bound to it. */
function endpointsFor(kind: ImageKind): ImageEndpoints {
  return {
    list: () => getImages(kind),
    create: (file, position, options) => createImage(kind, file, position, options),
    update: (id, changes, options) => updateImage(kind, id, changes, options),
    remove: (id) => deleteImage(kind, id),
    reorder: (order) => reorderImages(kind, order),
  }
}

export const IMAGE_KINDS: Record<ImageKind, ImageKindConfig> = {
  logos: {
    kind: 'logos',
    maxImages: MAX_IMAGES,
    aspect: 1,
    file: { name: 'logo.png', type: 'image/png' },
    allowSkip: true,
    fit: 'contain',
    endpoints: endpointsFor('logos'),
    messages: {
      saved: 'snack.success.logosSaved',
      deleted: 'snack.success.logoDeleted',
      saveFailed: 'snack.error.logosSave',
      deleteFailed: 'snack.error.logoDelete',
      loadFailed: 'snack.error.logoLoad',
    },
  },
  covers: {
    kind: 'covers',
    maxImages: MAX_IMAGES,
    aspect: 16 / 9,
    file: { name: 'portada.jpg', type: 'image/jpeg' },
    allowSkip: true,
    fit: 'cover',
    endpoints: endpointsFor('covers'),
    messages: {
      saved: 'snack.success.coversSaved',
      deleted: 'snack.success.coverDeleted',
      saveFailed: 'snack.error.coversSave',
      deleteFailed: 'snack.error.coverDelete',
      loadFailed: 'snack.error.coverLoad',
    },
  },
}

/** Server items sorted by position (the API already does; a stale cache might not). */
export function byPosition(items: StoreImage[]): StoreImage[] {
  return [...items].sort((a, b) => a.position - b.position)
}
