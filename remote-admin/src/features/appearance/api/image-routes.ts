import type { ImageSegment } from '@vitrina/contract'

import type { ImageKind } from '../../../components/image-manager/types'

/** The two strings that tell a kind's endpoints apart: the path segment and the multipart field. */
export const IMAGE_ROUTES: Record<ImageKind, { segment: ImageSegment; field: string }> = {
  logos: { segment: 'logos', field: 'logo' },
  covers: { segment: 'portadas', field: 'portada' },
}

/** The `admin:errors.*` key said when an image without an id is updated or deleted. */
export const ID_REQUIRED: Record<ImageKind, string> = {
  logos: 'admin:errors.logoIdRequired',
  covers: 'admin:errors.coverIdRequired',
}
