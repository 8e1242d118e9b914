import { storage, STORAGE_KEYS } from '@vitrina/shared'
import { atom } from 'jotai'

import { readInlineTheme, type StoreTheme } from './store-theme'
import type { ThemeMode } from './theme-system'

/** The store theme: inlined in the page or once fetched (null before it arrives). */
export const storeThemeAtom = atom<StoreTheme | null>(readInlineTheme())

function storedAdminTheme(): ThemeMode {
  return storage.get(STORAGE_KEYS.adminTheme) === 'dark' ? 'dark' : 'light'
}

const adminThemeBaseAtom = atom<ThemeMode>(storedAdminTheme())

/** The admin pages' mode (light by default), remembered as `adminTheme`. */
export const adminThemeAtom = atom((get) => get(adminThemeBaseAtom))

/** Switches the admin mode between light and dark and saves it. */
export const toggleAdminThemeAtom = atom(null, (get, set) => {
  const next: ThemeMode = get(adminThemeBaseAtom) === 'dark' ? 'light' : 'dark'
  storage.set(STORAGE_KEYS.adminTheme, next)
  set(adminThemeBaseAtom, next)
})
