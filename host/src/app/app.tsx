import '../locales'

import { AppProviders, i18n, setNavigator } from '@vitrina/shared'
import { useSetAtom } from 'jotai'
import { useEffect, useRef } from 'react'
import { Outlet, type RouteObject, useLocation, useNavigate } from 'react-router-dom'

import { captureInstallPrompt, installPromptAtom } from '../pwa/install-prompt'
import { registerServiceWorker } from '../pwa/service-worker'
import { PwaBanner } from '../shell/pwa-banner/pwa-banner'
import { ShellFrame } from '../shell/shell-frame'
import { Snackbar } from '../shell/snackbar/snackbar'
import { Splash } from '../shell/splash/splash'
import { afterStartup } from '../startup/after-startup'
import { runStartup } from '../startup/run-startup'
import { useActiveSystem } from '../theme/use-active-system'
import { RemoteSwitch } from './remote-switch'

/**
 * The host's route table: the shell around one route for every path, where
 * the remote that owns the path (app map) renders its own `<Routes>`.
 */
export const appRoutes: RouteObject[] = [
  { element: <App />, children: [{ path: '*', element: <RemoteSwitch /> }] },
]

/** The host's whole UI: shared providers, the shell, and the remote for the current path. */
export function App() {
  const { system } = useActiveSystem()
  return (
    <AppProviders system={system}>
      <Shell />
    </AppProviders>
  )
}

function Shell() {
  useStartup()
  return (
    <>
      <Splash />
      <ShellFrame>
        <Outlet />
      </ShellFrame>
      <Snackbar />
      <PwaBanner />
    </>
  )
}

/** Wires the router into the session actions and runs the startup once per mount. */
function useStartup() {
  const routerNavigate = useNavigate()
  const location = useLocation()
  const pathRef = useRef(location.pathname)
  pathRef.current = location.pathname
  const setPrompt = useSetAtom(installPromptAtom)

  useEffect(() => {
    setNavigator((path) => void routerNavigate(path))
  }, [routerNavigate])

  // The drawn page is gone: presses kept before now are replayed (host/boot/boot.js).
  useEffect(() => {
    document.dispatchEvent(new Event('vitrina:taken-over'))
  }, [])

  useEffect(() => {
    document.documentElement.lang = i18n.language
    const stopCapture = captureInstallPrompt(setPrompt)
    const startup = runStartup({
      currentPath: () => pathRef.current,
      navigate: (path) => void routerNavigate(path),
      onReady: afterStartup,
    })
    // After the startup (its reads and the session refresh), so the worker never
    // takes over a page whose first requests are still under way.
    void startup.ready.then(() => registerServiceWorker())
    return () => {
      stopCapture()
      startup.stop()
    }
    // The startup runs once per mount; later navigations must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
