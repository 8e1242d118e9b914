import '../locales'

import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AppProviders } from '@vitrina/shared'
import { renderWithProviders } from '@vitrina/shared/testing'
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom'

import { UnsavedChangesGuard } from './unsaved-changes-guard'

function Pages({ when }: { when: boolean }) {
  return (
    <Routes>
      <Route
        path="/admin/apariencia/logos"
        element={
          <>
            <h1>Logos</h1>
            <Link to="/admin">Ir al panel</Link>
            <Link to="?vista=2">Otra vista</Link>
            <UnsavedChangesGuard when={when} />
          </>
        }
      />
      <Route path="/admin" element={<h1>Panel</h1>} />
    </Routes>
  )
}

/** Whether the browser would ask before the tab closes or reloads. */
function unloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('UnsavedChangesGuard', () => {
  it('holds a link to another path until the owner answers, and lets the same path through', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Pages when />, { route: '/admin/apariencia/logos' })
    expect(unloadAsks()).toBe(true)

    await user.click(screen.getByRole('link', { name: 'Otra vista' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: 'Ir al panel' }))
    let prompt = await screen.findByRole('dialog', { name: 'Cambios sin guardar' })
    expect(prompt).toHaveTextContent('Tenés cambios sin guardar. Si salís ahora, se pierden.')
    await user.click(within(prompt).getByRole('button', { name: 'Cancelar' }))
    expect(screen.getByRole('heading', { name: 'Logos' })).toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: 'Ir al panel' }))
    prompt = await screen.findByRole('dialog', { name: 'Cambios sin guardar' })
    await user.click(within(prompt).getByRole('button', { name: 'Salir sin guardar' }))
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeInTheDocument()
  })

  it('lets everything through when there is nothing to lose', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Pages when={false} />, { route: '/admin/apariencia/logos' })
    expect(unloadAsks()).toBe(false)
    await user.click(screen.getByRole('link', { name: 'Ir al panel' }))
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeInTheDocument()
  })

  it('keeps the browser prompt, and does not break, in a host without a data router', async () => {
    const user = userEvent.setup()
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/admin/apariencia/logos']}>
          <Pages when />
        </MemoryRouter>
      </AppProviders>,
    )
    expect(unloadAsks()).toBe(true)
    await user.click(screen.getByRole('link', { name: 'Ir al panel' }))
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeInTheDocument()
  })
})
