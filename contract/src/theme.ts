import { type Static, Type } from '@sinclair/typebox'

/** Colour roles by name (at least primary, secondary, background, surface and the text roles). */
const ColorsSchema = Type.Object({ colors: Type.Record(Type.String(), Type.String()) })
const TextStyleSchema = Type.Object({ fontSize: Type.String(), fontWeight: Type.Integer() })

/** `GET tienda/theme/`: the store's theme. */
export const ThemeSchema = Type.Object({
  light_colors: ColorsSchema,
  dark_colors: ColorsSchema,
  typography: Type.Object({
    fontFamily: Type.String(),
    titleFontFamily: Type.String(),
    h1: TextStyleSchema,
    h2: TextStyleSchema,
    h3: TextStyleSchema,
    body1: TextStyleSchema,
  }),
})
export type ThemeResponse = Static<typeof ThemeSchema>

/** One published theme of `GET admin/tienda/theme/versiones/` (the last 10, newest first). */
export const ThemeVersionSchema = Type.Object({
  id: Type.Integer(),
  /** ISO 8601 */
  created_at: Type.String(),
  theme: ThemeSchema,
})
export type ThemeVersion = Static<typeof ThemeVersionSchema>

export const ThemeVersionListSchema = Type.Array(ThemeVersionSchema)
export type ThemeVersionList = Static<typeof ThemeVersionListSchema>
