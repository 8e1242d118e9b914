import type { ThemeDraft } from './theme-draft'

export interface ThemePreset {
  /** i18n key under `presets.` */
  id: 'classic' | 'terracotta' | 'forest' | 'ocean' | 'berry' | 'mono'
  fontFamily: string
  titleFontFamily: string
  light: Record<string, string>
  dark: Record<string, string>
}

const palette = (
  background: string,
  surface: string,
  textColor: string,
  titleColor: string,
  subtitleColor: string,
  captionColor: string,
  primary: string,
  secondary: string,
) => ({
  background,
  surface,
  textColor,
  titleColor,
  headlineColor: titleColor,
  subtitleColor,
  captionColor,
  primary,
  secondary,
})

/** Six suggested themes; each passes the contrast guard in both modes (theme-presets.test.ts). */
export const THEME_PRESETS: readonly ThemePreset[] = [
  {
    id: 'classic',
    fontFamily: 'Montserrat',
    titleFontFamily: 'Montserrat',
    light: palette(
      '#F7F7FA',
      '#FFFFFF',
      '#1F2330',
      '#141722',
      '#3D4354',
      '#5A6072',
      '#1F5FAD',
      '#B5406A',
    ),
    dark: palette(
      '#121318',
      '#1C1E25',
      '#E6E7EC',
      '#F5F6FA',
      '#C9CCD6',
      '#A9ADBA',
      '#8AB4F8',
      '#F2A7C3',
    ),
  },
  {
    id: 'terracotta',
    fontFamily: 'Lato',
    titleFontFamily: 'Playfair Display',
    light: palette(
      '#FFF8F1',
      '#FFFFFF',
      '#2B1D14',
      '#1C120B',
      '#4A3A2E',
      '#6B5B4E',
      '#B23B0A',
      '#0F766E',
    ),
    dark: palette(
      '#17120E',
      '#221B16',
      '#F3E9E0',
      '#FFF7EE',
      '#DDCCBD',
      '#BFAE9F',
      '#FDBA74',
      '#5EEAD4',
    ),
  },
  {
    id: 'forest',
    fontFamily: 'Nunito',
    titleFontFamily: 'Merriweather',
    light: palette(
      '#F4F8F3',
      '#FFFFFF',
      '#1B2A1F',
      '#102016',
      '#2F4A36',
      '#4F6455',
      '#2E6B3A',
      '#8A5A00',
    ),
    dark: palette(
      '#0F1712',
      '#17221A',
      '#E3EEE5',
      '#F1F8F2',
      '#C4D8C8',
      '#9FB5A4',
      '#86D49A',
      '#F5C76B',
    ),
  },
  {
    id: 'ocean',
    fontFamily: 'Inter',
    titleFontFamily: 'Poppins',
    light: palette(
      '#F2F8FB',
      '#FFFFFF',
      '#102A36',
      '#08202B',
      '#234656',
      '#4A6672',
      '#006C8E',
      '#7C3AED',
    ),
    dark: palette(
      '#0B1820',
      '#12232D',
      '#DCEEF5',
      '#F0FAFD',
      '#B7D5E1',
      '#91B1BE',
      '#5CC8EA',
      '#C4B5FD',
    ),
  },
  {
    id: 'berry',
    fontFamily: 'Rubik',
    titleFontFamily: 'Lora',
    light: palette(
      '#FFF7FA',
      '#FFFFFF',
      '#2D1420',
      '#220C17',
      '#4F2637',
      '#6E4B5A',
      '#A3124E',
      '#5B21B6',
    ),
    dark: palette(
      '#1A0E14',
      '#26151E',
      '#F5E4EC',
      '#FFF2F8',
      '#E2C2D1',
      '#C39FB0',
      '#F48FB8',
      '#C4B5FD',
    ),
  },
  {
    id: 'mono',
    fontFamily: 'Work Sans',
    titleFontFamily: 'Oswald',
    light: palette(
      '#FFFFFF',
      '#F5F5F5',
      '#1A1A1A',
      '#000000',
      '#333333',
      '#595959',
      '#222222',
      '#595959',
    ),
    dark: palette(
      '#0A0A0A',
      '#171717',
      '#EDEDED',
      '#FFFFFF',
      '#D4D4D4',
      '#A3A3A3',
      '#F0F0F0',
      '#A3A3A3',
    ),
  },
]

/** The draft with a preset's colours and fonts; sizes, weights and other roles stay. */
export function applyPreset(draft: ThemeDraft, preset: ThemePreset): ThemeDraft {
  return {
    light_colors: { colors: { ...draft.light_colors.colors, ...preset.light } },
    dark_colors: { colors: { ...draft.dark_colors.colors, ...preset.dark } },
    typography: {
      ...draft.typography,
      fontFamily: preset.fontFamily,
      titleFontFamily: preset.titleFontFamily,
    },
  }
}
