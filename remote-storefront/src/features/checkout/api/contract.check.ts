// Type-level test, run by `pnpm typecheck`: the order's creation is the API's, as @vitrina/contract says.
import type { Equal, Expect, Order, OrderBody } from '@vitrina/contract'

import type { postOrder } from './post-order'

export type CheckoutCalls = [
  Expect<Equal<Parameters<typeof postOrder>[0], OrderBody>>,
  Expect<Equal<Awaited<ReturnType<typeof postOrder>>, Order>>,
]
