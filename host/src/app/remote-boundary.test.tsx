import '../locales'

import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@vitrina/shared/testing'

import { compatibilityPlugin } from './compatibility'
import { RemoteBoundary } from './remote-boundary'
import { registerAppRemotes } from './remotes'

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  satisfy: jest.requireActual('@module-federation/enhanced/runtime').satisfy,
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

  it('says a remote built for another major is incompatible, and retries with a fresh config', async () => {
    const hook = compatibilityPlugin().loadRemoteSnapshot!
    const args = {
      from: 'manifest',
      moduleInfo: { name: 'remote_admin', entry: '/remotes/admin/mf-manifest.json' },
      manifestJson: { shared: [{ name: '@vitrina/shared', requiredVersion: '^2.0.0' }] },
      options: { name: 'vitrina_host', shared: { '@vitrina/shared': [{ version: '1.0.0' }] } },
    } as unknown as Parameters<typeof hook>[0]
    // What the runtime does with the plugin: its loadRemoteSnapshot hook throws before any code loads.
    loadRemoteMock.mockImplementationOnce(
      () => Promise.resolve().then(() => hook(args)) as ReturnType<typeof loadRemote>,
    )
    loadRemoteMock.mockResolvedValueOnce({ default: AdminHeading })
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({
        remotes: { remote_admin: 'https://cdn.example/admin/1.0.1/mf-manifest.json' },
      }),
    })
    global.fetch = fetchMock as unknown as typeof fetch

    renderWithProviders(<RemoteBoundary name="remote_admin" />, { route: '/admin' })

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Esta sección no es compatible con esta versión de la tienda.')
    expect(alert).not.toHaveTextContent('No se pudo cargar')
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(
      await screen.findByRole('heading', { name: 'Panel de administración' }),
    ).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json', expect.anything())
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'remote_admin', entry: 'https://cdn.example/admin/1.0.1/mf-manifest.json' }],
      { force: true },
    )
  })
})
