import { type RuntimeConfig, setRuntimeConfig } from '@vitrina/shared'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'

import { App } from './app/app'

/**
 * Renders the host once the runtime config is known. This module is the
 * federation async boundary: everything shared is imported from here down, so
 * module-level code must not read the runtime config (it is set in `mount`).
 */
export function mount(config: Partial<RuntimeConfig>): void {
  setRuntimeConfig(config)
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  )
}
