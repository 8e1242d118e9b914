import { registerRemotes } from '@module-federation/enhanced/runtime'

import { registerAppRemotes, retryRemote } from './remotes'

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}))

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
