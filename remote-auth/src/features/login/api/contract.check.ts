// Type-level test, run by `pnpm typecheck`: the login call is the API's, as @vitrina/contract says.
import type { Equal, Expect, LoginBody, LoginResponse } from '@vitrina/contract'

import type { login } from './login'

export type AuthCalls = [
  Expect<Equal<Parameters<typeof login>, [LoginBody]>>,
  Expect<Equal<Awaited<ReturnType<typeof login>>, LoginResponse>>,
]
