import type { Theme } from '../db/theme-types.ts'

export type { TextStyle, Theme, ThemeColors } from '../db/theme-types.ts'

const typography: Theme['typography'] = {
  fontFamily: 'Montserrat',
  titleFontFamily: 'Montserrat',
  h1: { fontSize: '2.25rem', fontWeight: 700 },
  h2: { fontSize: '1.75rem', fontWeight: 600 },
  h3: { fontSize: '1.375rem', fontWeight: 600 },
  body1: { fontSize: '1rem', fontWeight: 400 },
}

/**
 * Starting theme for a new store. Text colours keep at least WCAG AA contrast
 * (4.5:1) on their background in both modes.
 */
export function defaultTheme(): Theme {
  return {
    light_colors: {
      colors: {
        primary: '#1F5FAD',
        secondary: '#B5406A',
        background: '#F7F7FA',
        surface: '#FFFFFF',
        textColor: '#1F2330',
        captionColor: '#5A6072',
        headlineColor: '#141722',
        subtitleColor: '#3D4354',
        titleColor: '#141722',
        onPrimary: '#FFFFFF',
        error: '#B3261E',
      },
    },
    dark_colors: {
      colors: {
        primary: '#8AB4F8',
        secondary: '#F2A7C3',
        background: '#121318',
        surface: '#1C1E25',
        textColor: '#E6E7EC',
        captionColor: '#A9ADBA',
        headlineColor: '#F5F6FA',
        subtitleColor: '#C9CCD6',
        titleColor: '#F5F6FA',
        onPrimary: '#0B1D36',
        error: '#F2B8B5',
      },
    },
    typography: structuredClone(typography),
  }
}

/** The demo store's warmer palette, so the seeded store does not look like a blank one. */
export function demoTheme(): Theme {
  const theme = defaultTheme()
  theme.light_colors.colors = {
    ...theme.light_colors.colors,
    primary: '#C2410C',
    secondary: '#0F766E',
    background: '#FFF8F1',
    surface: '#FFFFFF',
    textColor: '#2B1D14',
    captionColor: '#6B5B4E',
    headlineColor: '#1C120B',
    subtitleColor: '#4A3A2E',
    titleColor: '#1C120B',
  }
  theme.dark_colors.colors = {
    ...theme.dark_colors.colors,
    primary: '#FDBA74',
    secondary: '#5EEAD4',
    background: '#17120E',
    surface: '#221B16',
    textColor: '#F3E9E0',
    captionColor: '#BFAE9F',
    headlineColor: '#FFF7EE',
    subtitleColor: '#DDCCBD',
    titleColor: '#FFF7EE',
    onPrimary: '#2B1406',
  }
  return theme
}
