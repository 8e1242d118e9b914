// Type-level test, run by `pnpm typecheck`: the settings calls are the API's, as @vitrina/contract says.
import type { Equal, Expect, StoreSettings, StoreSettingsBody } from '@vitrina/contract'

import type { getSettings } from './get-settings'
import type { updateSettings } from './update-settings'

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>

export type StoreSettingsCalls = [
  Expect<Equal<Answer<typeof getSettings>, StoreSettings>>,
  Expect<Equal<Parameters<typeof updateSettings>[0], StoreSettingsBody>>,
  Expect<Equal<Answer<typeof updateSettings>, StoreSettings>>,
]
