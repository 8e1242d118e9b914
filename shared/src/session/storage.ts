/** Local-storage keys of product-rules §3, exactly as named there. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  /** The refresh token of a refresh call not yet answered (left behind by a reload mid-call). */
  refreshInFlight: 'refreshInFlight',
  visitorId: 'visitorId',
  fcmToken: 'fcmToken',
  fcmPlatform: 'fcmPlatform',
  adminTheme: 'adminTheme',
  language: 'language',
  storeBackgroundColor: 'storeBackgroundColor',
  storeLogoUrl: 'storeLogoUrl',
  pwaBanner: 'pwa-banner',
} as const

/** localStorage that never throws (private mode, quota, no window). */
export const storage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null
    } catch {
      return null
    }
  },
  set(key: string, value: string | null | undefined): void {
    try {
      if (value === null || value === undefined || value === '')
        globalThis.localStorage?.removeItem(key)
      else globalThis.localStorage?.setItem(key, value)
    } catch {
      // Storage full or blocked: the in-memory state still works.
    }
  },
  remove(key: string): void {
    this.set(key, null)
  },
}
