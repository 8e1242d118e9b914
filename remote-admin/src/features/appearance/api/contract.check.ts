// Type-level test, run by `pnpm typecheck`: the admin's image calls are the API's, as @vitrina/contract says.
import type { Equal, Expect, ImageList, ImageOrder, StoreImage } from '@vitrina/contract'

import type { createImage } from './create-image'
import type { getImages } from './get-images'
import type { reorderImages } from './reorder-images'
import type { updateImage } from './update-image'

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>

export type AdminImageCalls = [
  Expect<Equal<Answer<typeof getImages>, ImageList>>,
  Expect<Equal<Answer<typeof createImage>, StoreImage>>,
  Expect<Equal<Answer<typeof updateImage>, StoreImage>>,
  Expect<Equal<Parameters<typeof reorderImages>[1], ImageOrder>>,
  Expect<Equal<Answer<typeof reorderImages>, ImageList>>,
]
