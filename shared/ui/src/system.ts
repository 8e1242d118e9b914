import {
  createSystem,
  defaultConfig,
  defineConfig,
  mergeConfigs,
  type SystemConfig,
} from '@chakra-ui/react'

/** Breakpoints of spec §9 (xs 0, sm 600, md 960, lg 1280, xl 1920, xxl 2560). */
export const BREAKPOINTS = {
  sm: '600px',
  md: '960px',
  lg: '1280px',
  xl: '1920px',
  '2xl': '2560px',
} as const

/** Font stack: the store's family, then Montserrat, then Roboto. */
export function fontStack(family?: string | null): string {
  const families = [family, 'Montserrat', 'Roboto'].filter((f): f is string => Boolean(f))
  return (
    [...new Set(families)].map((f) => (f.includes(' ') ? `"${f}"` : f)).join(', ') +
    ', system-ui, sans-serif'
  )
}

const baseConfig = defineConfig({
  theme: {
    breakpoints: BREAKPOINTS,
    tokens: {
      fonts: { heading: { value: fontStack() }, body: { value: fontStack() } },
    },
  },
  globalCss: {
    'html, body': { margin: 0 },
  },
})

/** Builds a Chakra system from our base plus a store's overrides (theme tokens, semantic colours). */
export function createVitrinaSystem(...overrides: SystemConfig[]) {
  return createSystem(defaultConfig, mergeConfigs(baseConfig, ...overrides))
}

export type VitrinaSystem = ReturnType<typeof createVitrinaSystem>

/** The system used before a store theme arrives, and in tests. */
export const defaultSystem = createVitrinaSystem()
