// Type-level test, run by `pnpm typecheck`: the covers call is the API's, as @vitrina/contract says.
import type { Equal, Expect, ImageList } from '@vitrina/contract'

import type { getCovers } from './get-covers'

export type StorefrontCalls = [
  Expect<Equal<Parameters<typeof getCovers>, []>>,
  Expect<Equal<Awaited<ReturnType<typeof getCovers>>, ImageList>>,
]
