// Type-level test, run by `pnpm typecheck`: the editor's theme calls are the API's, as @vitrina/contract says.
import type {
  Equal,
  Expect,
  ImageList,
  ThemeResponse,
  ThemeVersion,
  ThemeVersionList,
} from '@vitrina/contract'

import type { getCovers } from './get-covers'
import type { getTheme } from './get-theme'
import type { getThemeVersions } from './get-theme-versions'
import type { publishTheme } from './publish-theme'
import type { restoreThemeVersion } from './restore-theme-version'

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>

export type AdminThemeCalls = [
  Expect<Equal<Answer<typeof getTheme>, ThemeResponse>>,
  Expect<Equal<Parameters<typeof publishTheme>[0], ThemeResponse>>,
  Expect<Equal<Answer<typeof publishTheme>, ThemeResponse>>,
  Expect<Equal<Answer<typeof getThemeVersions>, ThemeVersionList>>,
  Expect<Equal<Answer<typeof restoreThemeVersion>, ThemeVersion>>,
  Expect<Equal<Answer<typeof getCovers>, ImageList>>,
]
