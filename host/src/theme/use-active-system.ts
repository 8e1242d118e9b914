import { appStore, readFirstView } from '@vitrina/shared'
import { type VitrinaSystem, withGlobalStylesInPage } from '@vitrina/ui'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

import { isAdminPath } from '../app/app-map'
import { adminThemeAtom, storeThemeAtom } from './atoms'
import { systemFor, type ThemeMode } from './theme-system'

/** Marks the document with the mode so Chakra's `_dark` conditions and native controls follow. */
export function applyColorMode(
  mode: ThemeMode,
  root: HTMLElement = document.documentElement,
): void {
  root.classList.toggle('dark', mode === 'dark')
  root.classList.toggle('light', mode === 'light')
  root.style.colorScheme = mode
}

/** The mode of a page: the admin's chosen one on admin pages, light elsewhere. */
function activeMode(pathname: string, adminMode: ThemeMode): ThemeMode {
  return isAdminPath(pathname) ? adminMode : 'light'
}

/**
 * Builds the Chakra system the first render will use, ahead of it: building a
 * system is a long piece of work that React cannot split, so the startup runs
 * it in a task of its own rather than inside the first render.
 */
export function prepareActiveSystem(pathname: string): void {
  const mode = activeMode(pathname, appStore.get(adminThemeAtom))
  const system = systemFor(appStore.get(storeThemeAtom), mode)
  // The server draws every page in the store's light theme, its global styles included.
  if (readFirstView() && mode === 'light') drawnSystem = system
}

/** The system whose global styles the drawn page carries, if the page was drawn. */
let drawnSystem: VitrinaSystem | null = null

/**
 * The Chakra system for the current page: the admin light or dark theme on
 * admin pages, the plain light theme elsewhere; re-applied after each
 * navigation and on toggle. Called above the providers, so it names the store.
 */
export function useActiveSystem(): { system: VitrinaSystem; mode: ThemeMode } {
  const { pathname } = useLocation()
  const theme = useAtomValue(storeThemeAtom, { store: appStore })
  const adminMode = useAtomValue(adminThemeAtom, { store: appStore })
  const mode = activeMode(pathname, adminMode)
  useEffect(() => applyColorMode(mode), [mode, pathname])
  const system = systemFor(theme, mode)
  // Chakra's global styles for this system are in the page already: not built, not inserted again.
  return { system: system === drawnSystem ? withGlobalStylesInPage(system) : system, mode }
}
