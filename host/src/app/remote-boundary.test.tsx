import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@vitrina/shared/testing'

import { RemoteBoundary } from './remote-boundary'
import { registerAppRemotes } from './remotes'

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}))

const loadRemoteMock = jest.mocked(loadRemote)

function AdminHeading() {
  return <h1>Panel de administración</h1>
}

describe('RemoteBoundary', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    registerAppRemotes({ remote_admin: '/remotes/admin/mf-manifest.json' })
  })

  it('shows a translated fallback when the remote fails, and really retries', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('manifest: HTTP 404'))
    loadRemoteMock.mockResolvedValueOnce({ default: AdminHeading })

    renderWithProviders(<RemoteBoundary name="remote_admin" />, { route: '/admin' })

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar esta sección.')
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }))

    expect(
      await screen.findByRole('heading', { name: 'Panel de administración' }),
    ).toBeInTheDocument()
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'remote_admin', entry: '/remotes/admin/mf-manifest.json' }],
      { force: true },
    )
    expect(loadRemoteMock).toHaveBeenCalledTimes(2)
  })
})
