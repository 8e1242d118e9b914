import { type ComponentType, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'

import { setRuntimeConfig } from '../config/runtime-config'
import { AppProviders } from '../providers/app-providers'
import { loadStoreInfo } from '../store-info/load-store-info'

/**
 * Mounts a remote's routes alone, inside the shared providers, for a team
 * developing that remote by itself (its webpack dev server proxies the API).
 * The host never calls this: it mounts the providers once for every remote.
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
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <Routes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  )
}
