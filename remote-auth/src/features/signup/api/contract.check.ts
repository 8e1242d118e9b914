// Type-level test, run by `pnpm typecheck`: the sign-up calls take and return the contract's types.
import type {
  CreateStoreBody,
  CreateStoreResponse,
  Equal,
  Expect,
  SubdomainAvailability,
} from '@vitrina/contract'

import type { checkSubdomain } from './check-subdomain'
import type { createStore } from './create-store'

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>

export type SignupCalls = [
  Expect<Equal<Parameters<typeof createStore>, [CreateStoreBody]>>,
  Expect<Equal<Answer<typeof createStore>, CreateStoreResponse>>,
  Expect<Equal<Parameters<typeof checkSubdomain>[0], string>>,
  Expect<Equal<Answer<typeof checkSubdomain>, SubdomainAvailability>>,
]
