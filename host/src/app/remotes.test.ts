import { registerRemotes } from '@module-federation/enhanced/runtime'

import { registerAppRemotes, remoteForPath, retryRemote } from './remotes'

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}))

describe('remoteForPath', () => {
  it.each([
    ['/', 'remote_storefront'],
    ['/login', 'remote_auth'],
    ['/perfil/', 'remote_auth'],
    ['/admin', 'remote_admin'],
    ['/admin/apariencia/logos', 'remote_admin'],
    ['/administrador', null],
    ['/loginx', null],
    ['/nada', null],
  ])('%s → %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote)
  })
})

describe('registration', () => {
  it('registers the remotes of the runtime config and forces them again on retry', async () => {
    registerAppRemotes({ remote_admin: 'https://cdn.example/admin/v2/mf-manifest.json' })
    expect(registerRemotes).toHaveBeenLastCalledWith([
      { name: 'remote_admin', entry: 'https://cdn.example/admin/v2/mf-manifest.json' },
    ])

    await retryRemote('remote_admin')
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'remote_admin', entry: 'https://cdn.example/admin/v2/mf-manifest.json' }],
      { force: true },
    )
  })
})
