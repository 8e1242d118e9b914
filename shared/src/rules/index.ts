// Pure rules shared by the browser and the server: no imports, no globals.
export { type AppMap, type RemoteApp, remoteForPath } from './app-map'
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
  rescaleMinor,
} from './money'
export { SINGLETON_PACKAGES, singletonOf } from './singletons'
export { resolveTenant } from './tenant'
