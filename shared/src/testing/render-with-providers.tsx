import { render, type RenderOptions, type RenderResult } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'

import { type Language, setLanguage } from '../i18n/i18n'
import { AppProviders } from '../providers/app-providers'
import { resetAppStore } from '../store/app-store'

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial route of the memory router. */
  route?: string
  /** Language to render in (default `es`). */
  language?: Language
}

export type RenderWithProvidersResult = RenderResult & { store: ReturnType<typeof resetAppStore> }

/**
 * Renders `ui` inside the shared providers with a fresh app store, the i18n
 * instance in `es` and a memory router at `route`.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', language = 'es', ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const store = resetAppStore()
  void setLanguage(language)
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AppProviders>
    )
  }
  return { ...render(ui, { wrapper: Wrapper, ...options }), store }
}
