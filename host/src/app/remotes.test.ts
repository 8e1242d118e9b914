import { registerRemotes } from '@module-federation/enhanced/runtime'

import { registerAppRemotes, retryEntryPlugin, retryRemote } from './remotes'

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

describe('retryEntryPlugin', () => {
  type Args = Parameters<NonNullable<ReturnType<typeof retryEntryPlugin>['loadRemoteSnapshot']>>[0]
  const snapshotOf = (name: string) => {
    const args = {
      moduleInfo: { name, entry: `https://cdn.example/${name}/mf-manifest.json` },
      remoteSnapshot: { remoteEntry: `https://cdn.example/${name}/remoteEntry.js` },
      from: 'manifest',
    } as unknown as Args
    void retryEntryPlugin().loadRemoteSnapshot!(args)
    return (args.remoteSnapshot as { remoteEntry: string }).remoteEntry
  }

  it('asks for a retried remote’s entry at a new address each time, and leaves the others alone', async () => {
    registerAppRemotes({
      remote_auth: 'https://cdn.example/remote_auth/mf-manifest.json',
      remote_storefront: 'https://cdn.example/remote_storefront/mf-manifest.json',
    })
    expect(snapshotOf('remote_auth')).toBe('https://cdn.example/remote_auth/remoteEntry.js')
    await retryRemote('remote_auth')
    expect(snapshotOf('remote_auth')).toBe('https://cdn.example/remote_auth/remoteEntry.js?retry=1')
    await retryRemote('remote_auth')
    expect(snapshotOf('remote_auth')).toBe('https://cdn.example/remote_auth/remoteEntry.js?retry=2')
    expect(snapshotOf('remote_storefront')).toBe(
      'https://cdn.example/remote_storefront/remoteEntry.js',
    )
  })
})
