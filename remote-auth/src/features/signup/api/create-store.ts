import type { CreateStoreBody, CreateStoreResponse } from '@vitrina/contract'
import { api } from '@vitrina/shared'

/** `POST tiendas/`: opens the store; the answer carries its URL and a one-time login code. */
export const createStore = (json: CreateStoreBody) =>
  api
    .post('tiendas/', { json, context: { skipAuth: true, skipUnauthorizedHandler: true } })
    .json<CreateStoreResponse>()
