import type { HandoffBody, LoginResponse } from '@vitrina/contract'

import { api } from '../http/client'

/** `POST login/handoff/`: the one-time code of a new store for the login answer. Public. */
export const exchangeHandoff = (json: HandoffBody) =>
  api
    .post('login/handoff/', { json, context: { skipAuth: true, skipUnauthorizedHandler: true } })
    .json<LoginResponse>()
