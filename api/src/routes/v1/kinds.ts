import type { ImageSegment } from '@vitrina/contract'

import type { ImageKind } from '../../db/schema.ts'

/** URL segment → stored kind and multipart field name, as the client knows them. */
export const imageRoutes = [
  { segment: 'portadas', kind: 'portada', field: 'portada' },
  { segment: 'logos', kind: 'logo', field: 'logo' },
] as const satisfies readonly { segment: ImageSegment; kind: ImageKind; field: string }[]
