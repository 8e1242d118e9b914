import {
  appStore,
  captureHandoffCode,
  readFirstView,
  type RuntimeConfig,
  setNavigator,
  setRuntimeConfig,
  setStoreInfoAtom,
} from '@vitrina/shared'
import { prepareMoneyFormat } from '@vitrina/shared/rules'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'

import { appRoutes } from './app/app'
import { isStorefrontPath } from './app/app-map'
import { keepDrawnCatalogue } from './app/drawn-catalogue'
import { startSessionRefreshEarly } from './session/session-refresh'
import { nextTask } from './startup/next-task'
import { prepareActiveSystem } from './theme/use-active-system'

/**
 * Renders the host once the runtime config is known. This module is the
 * federation async boundary: everything shared is imported from here down, so
 * module-level code must not read the runtime config (it is set in `mount`).
 */
export async function mount(config: Partial<RuntimeConfig>): Promise<void> {
  setRuntimeConfig(config)
  // Before the router reads the address: a new store's login code leaves the address bar now.
  captureHandoffCode()
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  // The store the server drew (docs/first-view.md): the first render shows the
  // same app bar, so replacing the drawn markup changes nothing on screen.
  const drawn = readFirstView()
  if (drawn?.store) appStore.set(setStoreInfoAtom, drawn.store)
  // The catalogue frame goes on showing while the storefront loads (remote-boundary.tsx).
  if (drawn) keepDrawnCatalogue(container, window.location.pathname)
  // The startup's main-thread work in separate tasks, none of them long:
  // evaluating the shared modules (the task that brought them), building the
  // theme's Chakra system, then the first render, which yields as it goes.
  await nextTask()
  prepareActiveSystem(window.location.pathname)
  // A storefront page shows prices in its first render, and the page's first
  // Intl.NumberFormat loads the browser's number data (50–60 ms at 4× CPU): in a
  // task of its own, that cost no longer lengthens the render's longest task.
  if (drawn?.store && isStorefrontPath(window.location.pathname)) {
    await nextTask()
    prepareMoneyFormat(drawn.store.currency)
  }
  await nextTask()
  // createRoot, not hydrateRoot: the drawn markup is the host's shell and the
  // hero frame, never the remote that will show there, so it cannot match the
  // tree the browser renders. React swaps it in one commit; what the user sees
  // is the same app bar and image before and after.
  //
  // As a transition, the first render yields to the browser every few
  // milliseconds instead of holding the main thread for the whole tree (one
  // long task of several hundred ms on a mid-range phone): the drawn page
  // stays on screen and responsive meanwhile.
  // A data router, so pages can hold a navigation (useBlocker) until the user answers.
  const router = createBrowserRouter(appRoutes)
  // The session refresh goes out now, while the first render runs, not after
  // it: the admin's first render then knows its owner (docs/first-view.md). Its
  // failure sends the user to /login through this router, not a page load.
  setNavigator((path) => void router.navigate(path))
  startSessionRefreshEarly()
  const root = createRoot(container)
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  )
}
