// Type-level test, run by `pnpm typecheck`: the user's orders call is the API's, as @vitrina/contract says.
import type { Equal, Expect, OrderPage } from '@vitrina/contract'

import type { getMyOrders } from './get-my-orders'

export type ProfileCalls = [
  Expect<Equal<Parameters<typeof getMyOrders>, [number]>>,
  Expect<Equal<Awaited<ReturnType<typeof getMyOrders>>, OrderPage>>,
]
