import { render, type RenderOptions, type RenderResult } from '@testing-library/react'
import { createContext, type ReactElement, type ReactNode, useContext, useState } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'

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

/** What the test renders; read inside the router so a rerender reaches it. */
const Rendered = createContext<ReactNode>(null)

function RenderedUi() {
  return useContext(Rendered)
}

/**
 * Renders `ui` inside the shared providers with a fresh app store, the i18n
 * instance in `es` and, like the host, a data router (memory history, at
 * `route`) with one route for every path, so `<Routes>`, links and
 * `useBlocker` work as they do in the app.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', language = 'es', ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const store = resetAppStore()
  void setLanguage(language)
  function Wrapper({ children }: { children: ReactNode }) {
    const [router] = useState(() =>
      createMemoryRouter([{ path: '*', element: <RenderedUi /> }], { initialEntries: [route] }),
    )
    return (
      <AppProviders>
        <Rendered.Provider value={children}>
          <RouterProvider router={router} />
        </Rendered.Provider>
      </AppProviders>
    )
  }
  return { ...render(ui, { wrapper: Wrapper, ...options }), store }
}
