import { type Static, Type } from '@sinclair/typebox'

import { MAX_PASSWORD_LENGTH } from './auth'
import { Text } from './text'

/** `GET tiendas/disponible/?subdominio=` query. */
export const SubdomainQuerySchema = Type.Object({
  subdominio: Text({ maxLength: 253 }),
})
export type SubdomainQuery = Static<typeof SubdomainQuerySchema>

/** Why a label is not available (the browser words each one). */
export const SubdomainProblemSchema = Type.Union([
  Type.Literal('too_short'),
  Type.Literal('too_long'),
  Type.Literal('characters'),
  Type.Literal('hyphen_edge'),
  Type.Literal('punycode'),
  Type.Literal('reserved'),
  Type.Literal('taken'),
])
export type SubdomainProblem = Static<typeof SubdomainProblemSchema>

/** `GET tiendas/disponible/` answer. */
export const SubdomainAvailabilitySchema = Type.Object({
  available: Type.Boolean(),
  reason: Type.Optional(SubdomainProblemSchema),
})
export type SubdomainAvailability = Static<typeof SubdomainAvailabilitySchema>

/** `POST tiendas/` body: the new store and its owner (a new account, or an existing one with its password). */
export const CreateStoreBodySchema = Type.Object({
  name: Text({ maxLength: 200 }),
  subdomain: Text({ maxLength: 253 }),
  username: Text({ maxLength: 200 }),
  email: Text({ maxLength: 254 }),
  password: Text({ maxLength: MAX_PASSWORD_LENGTH }),
})
export type CreateStoreBody = Static<typeof CreateStoreBodySchema>

/** `POST tiendas/` answer: where the store lives and the one-time code that logs its owner in there. */
export const CreateStoreResponseSchema = Type.Object({
  subdomain: Type.String(),
  url: Type.String(),
  handoff: Type.String(),
})
export type CreateStoreResponse = Static<typeof CreateStoreResponseSchema>

/** `POST login/handoff/` body (on the new store; the answer is the login answer). */
export const HandoffBodySchema = Type.Object({
  code: Text({ minLength: 1, maxLength: 128 }),
})
export type HandoffBody = Static<typeof HandoffBodySchema>
