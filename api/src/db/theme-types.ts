/** The theme a store keeps in `stores.theme` and `GET tienda/theme/` answers. */
export interface ThemeColors {
  primary: string
  secondary: string
  background: string
  surface: string
  textColor: string
  captionColor: string
  headlineColor: string
  subtitleColor: string
  titleColor: string
  [extra: string]: string
}

export interface TextStyle {
  fontSize: string
  fontWeight: number
}

export interface Theme {
  light_colors: { colors: ThemeColors }
  dark_colors: { colors: ThemeColors }
  typography: {
    fontFamily: string
    titleFontFamily: string
    h1: TextStyle
    h2: TextStyle
    h3: TextStyle
    body1: TextStyle
  }
}
