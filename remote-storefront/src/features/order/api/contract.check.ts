// Type-level test, run by `pnpm typecheck`: the order call is the API's, as @vitrina/contract says.
import type { Equal, Expect, Order } from '@vitrina/contract'

import type { getOrder } from './get-order'

export type OrderCalls = [
  Expect<Equal<Parameters<typeof getOrder>, [string]>>,
  Expect<Equal<Awaited<ReturnType<typeof getOrder>>, Order>>,
]
