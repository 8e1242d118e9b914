import '../locales'

import type { ThemeResponse } from '@vitrina/contract'
import {
  AppProviders,
  type FirstView,
  HeroFrame,
  i18n,
  LOGIN_PATH,
  LoginFrame,
  resetAppStore,
  type RuntimeConfig,
  setRuntimeConfig,
  setStoreInfoAtom,
} from '@vitrina/shared'
import type { VitrinaSystem } from '@vitrina/ui'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'

import { ShellFrame } from '../shell/shell-frame'
import { parseTheme } from '../theme/store-theme'
import { systemFor } from '../theme/theme-system'

export interface FirstViewInput {
  /** The page's path: `/` gets the hero frame, `/login` the login frame, every path the shell. */
  pathname: string
  config: Partial<RuntimeConfig>
  /** The store's `tienda/theme/` answer, as inlined in the page (null: Chakra's defaults). */
  theme: ThemeResponse | null
  view: FirstView
  /**
   * HTML the server wrote for the content area (the catalogue frame, or a
   * marker it replaces), after the hero; written as given, never built from
   * anything this build reads.
   */
  content?: string
}

/** Chakra systems by theme: building one is the costly part of a render. */
const systems = new Map<string, VitrinaSystem>()
const SYSTEMS_KEPT = 64

function systemOf(theme: ThemeResponse | null): VitrinaSystem {
  const key = JSON.stringify(theme)
  let system = systems.get(key)
  if (!system) {
    system = systemFor(theme ? parseTheme(theme) : null, 'light')
    if (systems.size >= SYSTEMS_KEPT) systems.delete(systems.keys().next().value!)
    systems.set(key, system)
  }
  return system
}

/**
 * The first view of docs/first-view.md as HTML for `#root`: the host's own
 * shell (app bar with the store's name and first logo, in its theme) and, on
 * `/`, the hero frame; on the catalogue's pages, the server's catalogue frame. Emotion writes each style the markup uses as a
 * `<style data-emotion>` beside it, so the page paints styled before any
 * JavaScript; the browser's emotion moves them to `<head>` and reuses them.
 * React escapes every store text. Synchronous: the app store it fills is the
 * module's own, replaced on every call.
 */
export function renderFirstView({
  pathname,
  config,
  theme,
  view,
  content,
}: FirstViewInput): string {
  setRuntimeConfig(config)
  if (i18n.language !== 'es') void i18n.changeLanguage('es')
  const store = resetAppStore()
  store.set(setStoreInfoAtom, view.store)
  return renderToString(
    <AppProviders system={systemOf(theme)}>
      <StaticRouter location={pathname}>
        <ShellFrame>
          {pathname === '/' && view.hero && <HeroFrame image={view.hero} />}
          {pathname === LOGIN_PATH && <LoginFrame />}
          {content !== undefined && (
            <div data-catalogue-frame="" dangerouslySetInnerHTML={{ __html: content }} />
          )}
        </ShellFrame>
      </StaticRouter>
    </AppProviders>,
  )
}
