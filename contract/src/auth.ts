import { type Static, Type } from '@sinclair/typebox'

import { Text } from './text'

/** The longest password accepted, at login and when one is set. */
export const MAX_PASSWORD_LENGTH = 1024

/** The user fields of the login and refresh answers. */
const AuthUserFields = {
  email: Type.String(),
  username: Type.String(),
  user_id: Type.Integer(),
}

/** `POST login/` body. */
export const LoginBodySchema = Type.Object({
  email: Text({ maxLength: 254 }),
  password: Text({ maxLength: MAX_PASSWORD_LENGTH }),
})
export type LoginBody = Static<typeof LoginBodySchema>

/** `POST login/` answer. */
export const LoginResponseSchema = Type.Object({
  ...AuthUserFields,
  tokens: Type.Object({
    access: Type.String(),
    refresh: Type.String(),
    visitor_id: Type.String(),
  }),
})
export type LoginResponse = Static<typeof LoginResponseSchema>

/** `POST token/refresh/` and `POST logout/` body. */
export const RefreshBodySchema = Type.Object({
  refresh: Text({ minLength: 1, maxLength: 4096 }),
})
export type RefreshBody = Static<typeof RefreshBodySchema>

/** `POST token/refresh/` answer: the refresh token rotates. */
export const RefreshResponseSchema = Type.Object({
  access: Type.String(),
  refresh: Type.String(),
  ...AuthUserFields,
})
export type RefreshResponse = Static<typeof RefreshResponseSchema>
