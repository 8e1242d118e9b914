import { api, type LoginResponse } from '@vitrina/shared'

export interface Credentials {
  email: string
  password: string
}

/** `POST login/`: public, so no bearer token even if an old one is stored. */
export const login = (json: Credentials) =>
  api.post('login/', { json, context: { skipAuth: true } }).json<LoginResponse>()
