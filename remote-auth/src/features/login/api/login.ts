import type { LoginBody, LoginResponse } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** What the login form sends: the `POST login/` body. */
export type Credentials = LoginBody

/** `POST login/`: public, so no bearer token even if an old one is stored. */
export const login = (json: Credentials) =>
  api.post('login/', { json, context: { skipAuth: true } }).json<LoginResponse>()
