import { type ComponentType, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'

import { setRuntimeConfig } from '../config/runtime-config'
import { AppProviders } from '../providers/app-providers'
import { loadStoreInfo } from '../store-info/load-store-info'

/**
 * Mounts a remote's routes alone, inside the shared providers, for a team
 * developing that remote by itself (its webpack dev server proxies the API).
 * The host never calls this: it mounts the providers once for every remote.
 * Like the host's, the router is a data router with one route for every path,
 * so the remote's `<Routes>` and `useBlocker` behave as they do in the host.
 */
export async function mountStandalone(Routes: ComponentType): Promise<void> {
  try {
    const response = await fetch('/runtime-config.json')
    if (response.ok) setRuntimeConfig(await response.json())
  } catch {
    // Without an API the routes still render with the default config.
  }
  void loadStoreInfo()
  const container = document.getElementById('root')
  if (!container) throw new Error('The standalone page has no #root element')
  const router = createBrowserRouter([{ path: '*', element: <Routes /> }])
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
}
