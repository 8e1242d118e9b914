// Type-level test, run by `pnpm typecheck`: the order desk's calls are the API's, as @vitrina/contract says.
import type { AdminSummary, Equal, Expect, Order, OrderPage, OrderPatch } from '@vitrina/contract'

import type { getOrder } from './get-order'
import type { getOrders } from './get-orders'
import type { getSummary } from './get-summary'
import type { moveOrder } from './move-order'

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>

export type OrderCalls = [
  Expect<Equal<Answer<typeof getOrders>, OrderPage>>,
  Expect<Equal<Answer<typeof getOrder>, Order>>,
  Expect<Equal<Parameters<typeof moveOrder>[1], OrderPatch>>,
  Expect<Equal<Answer<typeof moveOrder>, Order>>,
  Expect<Equal<Answer<typeof getSummary>, AdminSummary>>,
]
