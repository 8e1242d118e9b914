// Type-level test, run by `pnpm typecheck`: the host reads the theme as the API sends it.
import type { Equal, Expect, ThemeResponse } from '@vitrina/contract'

import type { FirstViewInput } from '../../server/render-first-view'
import type { parseTheme } from '../store-theme'
import type { getStoreTheme } from './get-store-theme'

export type HostCalls = [
  Expect<Equal<Awaited<ReturnType<typeof getStoreTheme>>, ThemeResponse>>,
  Expect<ThemeResponse extends Parameters<typeof parseTheme>[0] ? true : false>,
  Expect<Equal<FirstViewInput['theme'], ThemeResponse | null>>,
]
