// Pure rules shared by the browser and the server: no imports, no globals.
export { type AppMap, type RemoteApp, remoteForPath } from './app-map'
export {
  addToCart,
  CART_CHANGED_EVENT,
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  cartCount,
  type CartEnv,
  cartKey,
  type CartLine,
  type CartStorage,
  parseCart,
  readCart,
  removeFromCart,
  setCartQuantity,
  updateCart,
  writeCart,
} from './cart'
export { HERO_FRAME_SIZES } from './hero-frame'
export { mediaSrcSet, mediaUrl } from './media-url'
export {
  CURRENCIES,
  CURRENCY_CODES,
  type CurrencyCode,
  currencyExponent,
  formatMoney,
  isCurrency,
  majorUnits,
  MAX_AMOUNT,
  prepareMoneyFormat,
  rescaleMinor,
} from './money'
export { allowedMoves, FINAL_STATUSES } from './order-moves'
export { toE164 } from './phone'
export { SINGLETON_PACKAGES, singletonOf } from './singletons'
export { resolveTenant } from './tenant'
export {
  BUTTON_LABEL_COLORS,
  buttonLabelColor,
  CONTRAST_MINIMUM,
  CONTRAST_ROLES,
  type ContrastIssue,
  contrastMessage,
  contrastMinimum,
  contrastRatio,
  type ContrastRole,
  formatRatio,
  parseColor,
  relativeLuminance,
  type Rgba,
  sizeInPx,
  themeContrastIssues,
  type ThemeLike,
  toHex6,
} from './theme-contrast'
export {
  findFontFamily,
  FONT_FAMILIES,
  FONT_WEIGHT_BOUNDS,
  type FontFamily,
  fontSamplesHref,
  fontStylesheetHref,
  TEXT_STYLE_BOUNDS,
  type TextStyleName,
} from './theme-fonts'
