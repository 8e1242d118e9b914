import { leanEntryFor, leanEntryPlugin, providedRuntimeVersion } from './lean-entry'

type Args = Parameters<NonNullable<ReturnType<typeof leanEntryPlugin>['loadRemoteSnapshot']>>[0]

const withLean = {
  metaData: {
    remoteEntry: { name: 'remoteEntry.full.js', path: '' },
    leanRemoteEntry: { name: 'remoteEntry.js', path: '', runtimeCore: '2.9.2' },
  },
}

/** The hook's argument as the federation runtime passes it for a remote's manifest. */
function snapshotArgs(manifestJson: unknown, remoteEntry = 'remoteEntry.full.js'): Args {
  return {
    from: 'manifest',
    moduleInfo: { name: 'remote_storefront', entry: '/remotes/storefront/mf-manifest.json' },
    manifestJson,
    remoteSnapshot: { remoteEntry },
    options: { name: 'vitrina_host' },
  } as unknown as Args
}

describe('leanEntryFor', () => {
  it('is the lean entry when it was built for the runtime this page provides', () => {
    expect(leanEntryFor(withLean, '2.9.2')).toBe('remoteEntry.js')
  })

  it('is null without a provided runtime, for another version, or for a manifest without one', () => {
    expect(leanEntryFor(withLean, null)).toBeNull()
    expect(leanEntryFor(withLean, '2.10.0')).toBeNull()
    expect(
      leanEntryFor({ metaData: { remoteEntry: { name: 'remoteEntry.js' } } }, '2.9.2'),
    ).toBeNull()
    expect(leanEntryFor(undefined, '2.9.2')).toBeNull()
  })
})

describe('providedRuntimeVersion', () => {
  it('reads the version announced with the provided runtime', () => {
    expect(providedRuntimeVersion({})).toBeNull()
    expect(
      providedRuntimeVersion({ _FEDERATION_RUNTIME_CORE_FROM: { version: '2.9.2' } }),
    ).toBeNull()
    expect(
      providedRuntimeVersion({
        _FEDERATION_RUNTIME_CORE: {},
        _FEDERATION_RUNTIME_CORE_FROM: { version: '2.9.2' },
      }),
    ).toBe('2.9.2')
  })
})

describe('leanEntryPlugin', () => {
  const entryOf = (args: Args) => (args.remoteSnapshot as { remoteEntry: string }).remoteEntry

  it("points the remote's snapshot at its lean entry, keeping its folder", async () => {
    const hook = leanEntryPlugin(() => '2.9.2').loadRemoteSnapshot!
    const args = snapshotArgs(withLean, 'js/remoteEntry.full.js')
    expect(await hook(args)).toBe(args)
    expect(entryOf(args)).toBe('js/remoteEntry.js')
  })

  it('leaves the full entry to a remote without a lean one, or on a page without the runtime', async () => {
    const old = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }
    const fromOld = snapshotArgs(old, 'remoteEntry.js')
    await leanEntryPlugin(() => '2.9.2').loadRemoteSnapshot!(fromOld)
    const withoutRuntime = snapshotArgs(withLean)
    await leanEntryPlugin(() => null).loadRemoteSnapshot!(withoutRuntime)
    expect([entryOf(fromOld), entryOf(withoutRuntime)]).toEqual([
      'remoteEntry.js',
      'remoteEntry.full.js',
    ])
  })
})
