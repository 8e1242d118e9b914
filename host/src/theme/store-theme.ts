import type { ThemeResponse } from '@vitrina/contract'

import { getStoreTheme } from './api/get-store-theme'

/** Colour roles of the theme API (at least these; more may come). */
export interface ThemeColors {
  primary?: string
  secondary?: string
  background?: string
  surface?: string
  textColor?: string
  captionColor?: string
  headlineColor?: string
  subtitleColor?: string
  titleColor?: string
  [role: string]: string | undefined
}

export interface TextScale {
  fontSize?: string | number
  fontWeight?: string | number
}

export interface ThemeTypography {
  fontFamily?: string
  titleFontFamily?: string
  h1?: TextScale
  h2?: TextScale
  h3?: TextScale
  body1?: TextScale
}

/** The Theme entity of product-rules §3. */
export interface StoreTheme {
  colors: ThemeColors
  darkColors: ThemeColors
  typography: ThemeTypography
  loaded: boolean
}

/**
 * What `parseTheme` reads: the API's `tienda/theme/` answer or any part of it
 * (a theme inlined in the page is read as it comes), and older stores'
 * colours at the top level.
 */
export interface ThemeInput {
  light_colors?: Partial<ThemeResponse['light_colors']> | null
  dark_colors?: Partial<ThemeResponse['dark_colors']> | null
  typography?: Partial<ThemeResponse['typography']> | null
  colors?: ThemeColors | null
}

/** What a failed theme fetch applies: no colours, no typography. */
export const emptyTheme: StoreTheme = { colors: {}, darkColors: {}, typography: {}, loaded: true }

/** Maps the API answer to the Theme entity. */
export function parseTheme(response: ThemeInput | null | undefined): StoreTheme {
  return {
    colors: { ...(response?.light_colors?.colors ?? response?.colors ?? {}) },
    darkColors: { ...(response?.dark_colors?.colors ?? {}) },
    typography: { ...(response?.typography ?? {}) },
    loaded: true,
  }
}

/**
 * The theme the server inlined in index.html, so the first render is already
 * in the store's colours and builds only the store's Chakra system; null
 * without one (a host serving index.html as a plain file, or on the server).
 */
export function readInlineTheme(
  root: Document | undefined = globalThis.document,
): StoreTheme | null {
  const text = root?.getElementById('vitrina-store-theme')?.textContent
  if (!text) return null
  try {
    return parseTheme(JSON.parse(text) as ThemeInput)
  } catch {
    return null
  }
}

/** Whether two themes style the page alike: a refetch of the same theme keeps its system. */
export function sameTheme(a: StoreTheme, b: StoreTheme): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** Fetches the store theme; on failure it logs and answers the empty theme. */
export async function fetchStoreTheme(): Promise<StoreTheme> {
  try {
    return parseTheme(await getStoreTheme())
  } catch (error) {
    console.error('[theme] could not load the store theme', error)
    return emptyTheme
  }
}
