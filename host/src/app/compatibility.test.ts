import { compatibilityPlugin, incompatibility, sharedProblems } from './compatibility'

type Args = Parameters<NonNullable<ReturnType<typeof compatibilityPlugin>['loadRemoteSnapshot']>>[0]

/** The hook's argument as the federation runtime passes it, for a manifest requiring `shared`. */
function snapshotArgs(name: string, shared: Record<string, string>): Args {
  const provide = (version: string) => [{ version, from: 'vitrina_host' }]
  return {
    from: 'manifest',
    moduleInfo: { name, entry: `/remotes/${name}/mf-manifest.json` },
    manifestJson: {
      name,
      shared: Object.entries(shared).map(([pkg, requiredVersion]) => ({
        name: pkg,
        requiredVersion,
      })),
    },
    remoteSnapshot: {},
    options: {
      name: 'vitrina_host',
      shared: {
        react: provide('19.3.1'),
        'react-dom/client': provide('19.3.1'),
        '@vitrina/shared': provide('1.0.0'),
        '@vitrina/ui': provide('1.2.0'),
      },
    },
  } as unknown as Args
}

describe('compatibility with the host', () => {
  it('lists the singleton requirements the host does not satisfy', () => {
    const provided = { react: '19.3.1', '@vitrina/shared': '1.0.0', '@vitrina/ui': '1.2.0' }
    expect(
      sharedProblems(
        [
          { name: '@vitrina/shared', requiredVersion: '^2.0.0' },
          { name: '@vitrina/ui', requiredVersion: '^1.1.0' },
          { name: 'react/jsx-runtime', requiredVersion: '^18.2.0' },
          { name: 'lodash', requiredVersion: '^4.0.0' },
        ],
        provided,
      ),
    ).toEqual([
      { name: '@vitrina/shared', required: '^2.0.0', provided: '1.0.0' },
      { name: 'react/jsx-runtime', required: '^18.2.0', provided: '19.3.1' },
    ])
    expect(sharedProblems([{ name: '@vitrina/ui', requiredVersion: '^1.3.0' }], provided)).toEqual([
      { name: '@vitrina/ui', required: '^1.3.0', provided: '1.2.0' },
    ])
  })

  it('stops a remote that needs another major before its code loads, and remembers why', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const hook = compatibilityPlugin().loadRemoteSnapshot!
    const ok = snapshotArgs('remote_auth', { '@vitrina/shared': '^1.0.0', react: '^19.2.0' })
    expect(await hook(ok)).toBe(ok)
    expect(incompatibility('remote_auth')).toBeUndefined()

    const old = snapshotArgs('remote_admin', { '@vitrina/shared': '^2.0.0' })
    await expect(Promise.resolve().then(() => hook(old))).rejects.toThrow(
      'remote_admin is incompatible with this host',
    )
    expect(incompatibility('remote_admin')).toEqual([
      { name: '@vitrina/shared', required: '^2.0.0', provided: '1.0.0' },
    ])
  })
})
