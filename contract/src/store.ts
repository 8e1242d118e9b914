import { type Static, Type } from '@sinclair/typebox'

import { ImageListSchema } from './images'

/** `GET tienda/resume/subdomain/`: the store the page is on. */
export const StoreInfoSchema = Type.Object({
  id: Type.Integer(),
  subdomain: Type.String(),
  name: Type.String(),
  /** The same name, under the field older clients read. */
  nombre: Type.String(),
  owner_user_id: Type.Integer(),
  /** The first logo's URL, null without logos (also as `logo_url`). */
  logo: Type.Union([Type.String(), Type.Null()]),
  logo_url: Type.Union([Type.String(), Type.Null()]),
  logos: ImageListSchema,
})
export type StoreInfo = Static<typeof StoreInfoSchema>
