import { Type } from '@sinclair/typebox'

export const ImageItemSchema = Type.Object({
  id: Type.Integer(),
  image: Type.String(),
  position: Type.Integer(),
})

export const ImageListSchema = Type.Array(ImageItemSchema)

export const AuthUserFields = {
  email: Type.String(),
  username: Type.String(),
  user_id: Type.Integer(),
}

export const RefreshBodySchema = Type.Object({
  refresh: Type.String({ minLength: 1, maxLength: 4096 }),
})
