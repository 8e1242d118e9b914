import { act, screen, within } from '@testing-library/react'
import {
  appStore,
  FIRST_VIEW_SCRIPT_ID,
  resetFirstView,
  storage,
  STORAGE_KEYS,
} from '@vitrina/shared'
import { renderWithProviders } from '@vitrina/shared/testing'

import { advanceStartupAtom } from '../../startup/atoms'
import { Splash } from './splash'

function drawnByServer() {
  const script = document.createElement('script')
  script.id = FIRST_VIEW_SCRIPT_ID
  script.type = 'application/json'
  script.textContent = JSON.stringify({ store: null, hero: null })
  document.head.append(script)
}

describe('Splash', () => {
  afterEach(() => {
    document.getElementById(FIRST_VIEW_SCRIPT_ID)?.remove()
    resetFirstView()
    localStorage.clear()
  })

  it('covers the page with the remembered logo when nothing was drawn', () => {
    storage.set(STORAGE_KEYS.storeLogoUrl, '/media/logo.png')
    renderWithProviders(<Splash />)
    const splash = screen.getByTestId('splash')
    expect(within(splash).getByRole('progressbar', { name: 'Cargando' })).toBeInTheDocument()
    expect(screen.queryByTestId('startup-bar')).not.toBeInTheDocument()
  })

  it('shows only a slim progress bar over a page the server drew, until both tasks are done', () => {
    drawnByServer()
    renderWithProviders(<Splash />)
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument()
    const bar = within(screen.getByTestId('startup-bar')).getByRole('progressbar', {
      name: 'Cargando',
    })
    act(() => appStore.set(advanceStartupAtom))
    expect(bar).toHaveAttribute('aria-valuenow', '50')
    act(() => appStore.set(advanceStartupAtom))
    expect(screen.queryByTestId('startup-bar')).not.toBeInTheDocument()
  })
})
