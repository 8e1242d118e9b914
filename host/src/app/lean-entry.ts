import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime'

type Hook = NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>

interface EntryFile {
  name?: unknown
  runtimeCore?: unknown
}

interface ManifestMeta {
  metaData?: { remoteEntry?: EntryFile; leanRemoteEntry?: EntryFile }
}

/** Who provides the federation runtime on this page (set by `provideExternalRuntime`). */
interface RuntimeGlobal {
  _FEDERATION_RUNTIME_CORE?: unknown
  _FEDERATION_RUNTIME_CORE_FROM?: { version?: unknown }
}

/** The version of the federation runtime this page provides to remotes, if any. */
export function providedRuntimeVersion(scope: RuntimeGlobal = globalThis as RuntimeGlobal) {
  const version = scope._FEDERATION_RUNTIME_CORE
    ? scope._FEDERATION_RUNTIME_CORE_FROM?.version
    : null
  return typeof version === 'string' ? version : null
}

/**
 * The entry file to load for a remote's manifest: its lean entry (which runs
 * on the host's federation runtime) when the manifest names one built for the
 * runtime this page provides, else null (the manifest's full entry).
 */
export function leanEntryFor(manifest: unknown, provided: string | null): string | null {
  const meta = (manifest as ManifestMeta | undefined)?.metaData
  const lean = meta?.leanRemoteEntry
  const full = meta?.remoteEntry?.name
  if (!provided || !lean || typeof lean.name !== 'string' || typeof full !== 'string') return null
  if (lean.runtimeCore !== provided) return null
  return lean.name
}

/**
 * A federation runtime plugin that loads each remote's lean entry instead of
 * its full one (`metaData.remoteEntry`), so the page starts one federation runtime, not
 * one per remote (docs/first-view.md, "One federation runtime"). A remote
 * that publishes no lean entry, or one built for another runtime version,
 * loads its full entry as before.
 */
export function leanEntryPlugin(provided = providedRuntimeVersion): ModuleFederationRuntimePlugin {
  const loadRemoteSnapshot: Hook = (args) => {
    if (args.from !== 'manifest') return args
    const lean = leanEntryFor(args.manifestJson, provided())
    const snapshot = args.remoteSnapshot as { remoteEntry?: unknown }
    const full = (args.manifestJson as ManifestMeta).metaData?.remoteEntry?.name
    if (!lean || typeof full !== 'string' || typeof snapshot.remoteEntry !== 'string') return args
    if (!snapshot.remoteEntry.endsWith(full)) return args
    snapshot.remoteEntry = snapshot.remoteEntry.slice(0, -full.length) + lean
    return args
  }
  return { name: 'vitrina-lean-entry', loadRemoteSnapshot }
}
