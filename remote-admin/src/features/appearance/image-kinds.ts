import type { StoreImage } from '@vitrina/shared'

import { createCover } from './api/create-cover'
import { createLogo } from './api/create-logo'
import { deleteCover } from './api/delete-cover'
import { deleteLogo } from './api/delete-logo'
import { getCovers } from './api/get-covers'
import { getLogos } from './api/get-logos'
import { reorderCovers } from './api/reorder-covers'
import { reorderLogos } from './api/reorder-logos'
import { updateCover } from './api/update-cover'
import { updateLogo } from './api/update-logo'
import type { FileDefaults } from './image-manager/blob-to-file'
import type { ImageEndpoints, ImageKind } from './image-manager/types'

/** Maximum images per kind (product-rules §9), also enforced by the server. */
export const MAX_IMAGES = 5

/** Everything that differs between logos and covers. */
export interface ImageKindConfig {
  kind: ImageKind
  maxImages: number
  /** Crop width / height: logos 1:1, covers 16:9. */
  aspect: number
  /** Output of the crop: logos PNG, covers JPEG. */
  file: FileDefaults
  allowSkip: boolean
  /** How thumbnails fit their box. */
  fit: 'cover' | 'contain'
  endpoints: ImageEndpoints
  messages: { saved: string; saveFailed: string; loadFailed: string }
}

export const IMAGE_KINDS: Record<ImageKind, ImageKindConfig> = {
  logos: {
    kind: 'logos',
    maxImages: MAX_IMAGES,
    aspect: 1,
    file: { name: 'logo.png', type: 'image/png' },
    allowSkip: true,
    fit: 'contain',
    endpoints: {
      list: getLogos,
      create: createLogo,
      update: updateLogo,
      remove: deleteLogo,
      reorder: reorderLogos,
    },
    messages: {
      saved: 'snack.success.logosSaved',
      saveFailed: 'snack.error.logosSave',
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
    endpoints: {
      list: getCovers,
      create: createCover,
      update: updateCover,
      remove: deleteCover,
      reorder: reorderCovers,
    },
    messages: {
      saved: 'snack.success.coversSaved',
      saveFailed: 'snack.error.coversSave',
      loadFailed: 'snack.error.coverLoad',
    },
  },
}

/** Server items sorted by position (the API already does; a stale cache might not). */
export function byPosition(items: StoreImage[]): StoreImage[] {
  return [...items].sort((a, b) => a.position - b.position)
}
