import { type Static, Type } from '@sinclair/typebox'

import { Id } from './id'

/** The URL segment of each image kind: `store/<segment>/`, `admin/tienda/<segment>/…`. */
export type ImageSegment = 'portadas' | 'logos'

/** One logo or cover, as every image call answers it. */
export const ImageItemSchema = Type.Object({
  id: Type.Integer(),
  /** A URL under `/media/` (absolute when media are served from another origin). */
  image: Type.String(),
  position: Type.Integer(),
  /** Present only when the owner gave the image one. */
  alt: Type.Optional(Type.String()),
  /** `<img srcset>` candidates (variants, then `image` when wider); present only with variants. */
  srcset: Type.Optional(Type.String()),
  /** WebP copies, narrowest first; present only when the image has some. */
  variants: Type.Optional(
    Type.Array(
      Type.Object({
        url: Type.String(),
        width: Type.Integer(),
        type: Type.Literal('image/webp'),
      }),
    ),
  ),
})
export type StoreImage = Static<typeof ImageItemSchema>

/** `GET store/{kind}/`, `PUT admin/tienda/{kind}/`: a kind's images ordered by position. */
export const ImageListSchema = Type.Array(ImageItemSchema)
export type ImageList = Static<typeof ImageListSchema>

/** `PUT admin/tienda/{kind}/` body: the new position of exactly the store's images of that kind. */
export const ImageOrderSchema = Type.Array(
  Type.Object({
    id: Id,
    position: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  }),
  { maxItems: 100 },
)
export type ImageOrder = Static<typeof ImageOrderSchema>
