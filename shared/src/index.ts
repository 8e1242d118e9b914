/**
 * @vitrina/shared — the singletons every app uses: runtime config, tenant,
 * HTTP client, session, store info, snackbar, loading counter, drawer state
 * and the i18n instance. A federation singleton: import only this root.
 */
export { registerPushToken } from './api/register-push-token'
export { readCartCount, useCartCount } from './cart/cart-count'
export {
  type FirebaseWebConfig,
  getRuntimeConfig,
  type PlatformConfig,
  platformHostname,
  platformOrigin,
  type RuntimeConfig,
  setRuntimeConfig,
} from './config/runtime-config'
export {
  closeDrawerAtom,
  drawerAtom,
  type DrawerState,
  resetDrawerAtom,
  toggleDrawerAtom,
} from './drawer/atoms'
export {
  FIRST_VIEW_SCRIPT_ID,
  type FirstView,
  HERO_FRAME_HEIGHT,
  HERO_FRAME_SIZES,
  type HeroFrameImage,
  LOGIN_PATH,
  readFirstView,
  resetFirstView,
} from './first-view/first-view'
export { HeroFrame, type HeroFrameProps } from './first-view/hero-frame'
export { LoginFrame } from './first-view/login-frame'
export { ApiError, isInvalidTokenError } from './http/api-error'
export { api, type ApiContext, onUnauthorized } from './http/client'
export { uploadFetch, type UploadProgress } from './http/upload-fetch'
export { addTranslations, i18n, type Language, LANGUAGES, setLanguage } from './i18n/i18n'
export { isLoadingAtom, startLoadingAtom, stopLoadingAtom } from './loading/atoms'
export { AppProviders, type AppProvidersProps } from './providers/app-providers'
export {
  closeSession,
  logout,
  navigate,
  REFRESH_INTERVAL_MS,
  refreshSession,
  sendStoredPushToken,
  setNavigator,
  startSession,
} from './session/actions'
export {
  clearSessionAtom,
  emptySession,
  isLoggedInAtom,
  type PushPlatform,
  type Session,
  sessionAtom,
  updateSessionAtom,
} from './session/atoms'
export {
  captureHandoffCode,
  HANDOFF_PARAM,
  hasHandoffCode,
  redeemHandoffCode,
} from './session/handoff'
export { storage, STORAGE_KEYS } from './session/storage'
export { followSessionInOtherTabs } from './session/tabs'
export type { ShellNavEntry } from './shell-nav/shell-nav'
export {
  hideSnackbarAtom,
  pendingSnackbarCountAtom,
  showSnackbarAtom,
  SNACKBAR_DEFAULT_DISPLAY_MS,
  SNACKBAR_TIMEOUT_MS,
  snackbarAtom,
  type SnackbarInput,
  type SnackbarState,
  type SnackbarType,
} from './snackbar/atoms'
export { hideSnackbar, notify } from './snackbar/notify'
export { mountStandalone } from './standalone/mount-standalone'
export { appStore, resetAppStore } from './store/app-store'
export {
  isOwner,
  isOwnerAtom,
  setStoreInfoAtom,
  setStoreLogosAtom,
  storeInfoAtom,
  type StoreInfoState,
} from './store-info/atoms'
export {
  absoluteMediaSrcSet,
  absoluteMediaUrl,
  loadStoreInfo,
  storeDisplayName,
  storeLogoSrcSet,
  storeLogoUrl,
} from './store-info/load-store-info'
export { currentTenant, isPlatformHost, resolveTenant } from './tenant/tenant'
// The API's shapes, from the contract: types only, nothing of it is bundled.
export type { LoginResponse, RefreshResponse, StoreImage, StoreInfo } from '@vitrina/contract'
