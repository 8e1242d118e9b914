/**
 * @vitrina/contract — the REST API's shapes (docs/api.md) as TypeBox
 * schemas. The API validates and serialises with these values; the browser
 * imports only their types (`import type`), so no schema code reaches a
 * bundle. Each schema `XSchema` comes with its type `X` (`Static<typeof XSchema>`).
 */
export {
  type LoginBody,
  LoginBodySchema,
  type LoginResponse,
  LoginResponseSchema,
  MAX_PASSWORD_LENGTH,
  type RefreshBody,
  RefreshBodySchema,
  type RefreshResponse,
  RefreshResponseSchema,
} from './auth'
export { type ErrorBody, ErrorSchema } from './errors'
export {
  ImageItemSchema,
  type ImageList,
  ImageListSchema,
  type ImageOrder,
  ImageOrderSchema,
  type ImageSegment,
  type StoreImage,
} from './images'
export {
  MAX_PUSH_TOKEN_LENGTH,
  type PushToken,
  type PushTokenBody,
  PushTokenBodySchema,
  PushTokenSchema,
} from './push-token'
export {
  type CreateStoreBody,
  CreateStoreBodySchema,
  type CreateStoreResponse,
  CreateStoreResponseSchema,
  type HandoffBody,
  HandoffBodySchema,
  type SubdomainAvailability,
  SubdomainAvailabilitySchema,
  type SubdomainProblem,
  SubdomainProblemSchema,
  type SubdomainQuery,
  SubdomainQuerySchema,
} from './signup'
export { type StoreInfo, StoreInfoSchema } from './store'
export { NO_NUL, Text } from './text'
export { type ThemeResponse, ThemeSchema } from './theme'
export type { Equal, Expect } from './type-checks'
