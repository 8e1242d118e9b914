import {
  appStore,
  readFirstView,
  type RuntimeConfig,
  setRuntimeConfig,
  setStoreInfoAtom,
} from '@vitrina/shared'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'

import { appRoutes } from './app/app'

/**
 * Renders the host once the runtime config is known. This module is the
 * federation async boundary: everything shared is imported from here down, so
 * module-level code must not read the runtime config (it is set in `mount`).
 */
export function mount(config: Partial<RuntimeConfig>): void {
  setRuntimeConfig(config)
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  // The store the server drew (docs/first-view.md): the first render shows the
  // same app bar, so replacing the drawn markup changes nothing on screen.
  const drawn = readFirstView()
  if (drawn?.store) appStore.set(setStoreInfoAtom, drawn.store)
  // createRoot, not hydrateRoot: the drawn markup is the host's shell and the
  // hero frame, never the remote that will show there, so it cannot match the
  // tree the browser renders. React swaps it in one commit; what the user sees
  // is the same app bar and image before and after.
  // A data router, so pages can hold a navigation (useBlocker) until the user answers.
  const router = createBrowserRouter(appRoutes)
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}
