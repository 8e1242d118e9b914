import { AppProviders, loadStoreInfo, setRuntimeConfig } from '@vitrina/shared'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'

import StorefrontRoutes from './exposes/routes'

/**
 * Solo development (`pnpm --filter @vitrina/remote-storefront dev`): the remote's
 * routes inside the shared providers, talking to the API through the dev
 * server's proxy. Never part of a production build.
 */
async function standalone(): Promise<void> {
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
          <StorefrontRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  )
}

void standalone()
