import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  mergeConfigs,
  type SystemConfig,
} from '@chakra-ui/react'
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme'

/** Breakpoints of product-rules §9 (xs 0, sm 600, md 960, lg 1280, xl 1920, xxl 2560). */
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

/**
 * Chakra's default theme with only the recipes of the parts re-exported from
 * index.ts. `defaultConfig` carries every recipe Chakra has: it is bundled
 * into this singleton, deep-cloned by each `createSystem` and, through
 * Chakra's own `defaultSystem`, built once more at import. A part added to
 * index.ts whose Chakra component names a recipe (`key: "…"` in its source)
 * needs that recipe here, or it renders unstyled.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      progress: progressSlotRecipe,
      slider: sliderSlotRecipe,
    },
  },
})

/** Chakra's colour palettes (and the store's `primary`), each with its own focus ring token. */
const FOCUS_RING_PALETTES = [
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'cyan',
  'purple',
  'pink',
  'primary',
] as const

const baseConfig = defineConfig({
  theme: {
    breakpoints: BREAKPOINTS,
    tokens: {
      fonts: { heading: { value: fontStack() }, body: { value: fontStack() } },
    },
    /**
     * The store's named text colours; a store theme overrides each one it
     * sets (host/src/theme/theme-system.ts), the rest follow Chakra's text.
     */
    semanticTokens: {
      colors: {
        /**
         * Chakra's red.500 error and orange.600 warning texts are under 4:1 on
         * white; a shade darker keeps them readable (WCAG AA 4.5:1) on white and
         * light store backgrounds.
         */
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
        },
        /**
         * The focus ring in the text's colour, for every palette: Chakra's
         * (gray.400, or a palette's 500) was 2.4:1 on a light store background,
         * under the 3:1 a focus indicator needs (WCAG 1.4.11), and a store's
         * primary colour may be as light. The text's colour contrasts with the
         * store's background by the theme's own rules.
         */
        ...Object.fromEntries(
          FOCUS_RING_PALETTES.map((palette) => [palette, { focusRing: { value: '{colors.fg}' } }]),
        ),
        brand: {
          text: { value: '{colors.fg}' },
          title: { value: '{colors.fg}' },
          headline: { value: '{colors.fg}' },
          subtitle: { value: '{colors.fg}' },
          caption: { value: '{colors.fg.muted}' },
        },
      },
    },
    /** The store's text styles; a store theme adds its sizes and weights. */
    textStyles: {
      h1: { value: { fontFamily: 'heading' } },
      h2: { value: { fontFamily: 'heading' } },
      h3: { value: { fontFamily: 'heading' } },
      body1: { value: { fontFamily: 'body' } },
    },
  },
  globalCss: {
    'html, body': { margin: 0 },
  },
})

/** Builds a Chakra system from our base plus a store's overrides (theme tokens, semantic colours). */
export function createVitrinaSystem(...overrides: SystemConfig[]) {
  return createSystem(defaultBaseConfig, chakraTheme, mergeConfigs(baseConfig, ...overrides))
}

export type VitrinaSystem = ReturnType<typeof createVitrinaSystem>

let defaultSystemInstance: VitrinaSystem | undefined

/**
 * The system used before a store theme arrives, and in tests. Built on first
 * use rather than at import: building a system is the costly part of startup,
 * and a page whose theme is already known never needs this one.
 */
export function getDefaultSystem(): VitrinaSystem {
  defaultSystemInstance ??= createVitrinaSystem()
  return defaultSystemInstance
}

const inPage = new WeakMap<VitrinaSystem, VitrinaSystem>()

/**
 * The system, for a page that already carries its global styles: Chakra's
 * reset, keyframes and token variables, drawn by the server from the same
 * theme (docs/first-view.md). `ChakraProvider` then renders no second copy,
 * and the system never builds them: Chakra builds them on first read (a patch
 * of ours, `patches/@chakra-ui__react@3.37.0.patch`), about half the cost of
 * building a system. Same object for the same system, so the provider's
 * value stays put across renders.
 */
export function withGlobalStylesInPage(system: VitrinaSystem): VitrinaSystem {
  let view = inPage.get(system)
  if (!view) {
    view = Object.create(system, { _global: { value: [] } }) as VitrinaSystem
    inPage.set(system, view)
  }
  return view
}
