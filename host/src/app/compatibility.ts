import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime'
import { satisfy } from '@module-federation/enhanced/runtime'
// The pure rules: this plugin runs before the async boundary.
import { singletonOf } from '@vitrina/shared/rules'

export interface SharedProblem {
  /** The shared module as the remote names it (`react-dom/client`, `@vitrina/shared`). */
  name: string
  required: string
  provided: string
}

interface ManifestShared {
  name?: unknown
  requiredVersion?: unknown
}

/**
 * What a remote's manifest requires that the host's versions do not satisfy.
 * `provided` maps each shared module the host registered to its version.
 */
export function sharedProblems(
  manifestShared: readonly ManifestShared[] | undefined,
  provided: Record<string, string>,
): SharedProblem[] {
  const problems: SharedProblem[] = []
  for (const shared of manifestShared ?? []) {
    const { name, requiredVersion } = shared
    if (typeof name !== 'string' || typeof requiredVersion !== 'string' || !requiredVersion)
      continue
    const pkg = singletonOf(name)
    const version = provided[name] ?? (pkg ? provided[pkg] : undefined)
    if (!pkg || !version) continue
    if (!satisfy(version, requiredVersion))
      problems.push({ name, required: requiredVersion, provided: version })
  }
  return problems
}

const incompatible = new Map<string, SharedProblem[]>()

/** Why `remote` was not loaded, when it needs versions the host lacks; undefined otherwise. */
export function incompatibility(remote: string): SharedProblem[] | undefined {
  return incompatible.get(remote)
}

/** Forgets a remote's incompatibility (before a retry, which reads its manifest again). */
export function clearIncompatibility(remote: string): void {
  incompatible.delete(remote)
}

type Hook = NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>

/**
 * A federation runtime plugin that reads each remote's manifest `shared`
 * requirements before any of its code loads, and stops the load of a remote
 * built against another major of a singleton (an old CDN copy, a stale
 * environment variable). Federation alone only warns and runs it anyway,
 * which breaks at run time in ways no one can read; stopped here, the area
 * shows its fallback and says why.
 */
export function compatibilityPlugin(): ModuleFederationRuntimePlugin {
  const loadRemoteSnapshot: Hook = (args) => {
    const manifest = args.manifestJson as { shared?: ManifestShared[] } | undefined
    if (args.from !== 'manifest' || !manifest) return args
    const provided: Record<string, string> = {}
    for (const [name, versions] of Object.entries(args.options.shared ?? {})) {
      const own = versions.find((shared) => shared.from === args.options.name) ?? versions[0]
      if (own?.version) provided[name] = own.version
    }
    const problems = sharedProblems(manifest.shared, provided)
    const remote = args.moduleInfo.name
    if (problems.length === 0) {
      incompatible.delete(remote)
      return args
    }
    incompatible.set(remote, problems)
    const list = problems.map((p) => `${p.name} ${p.required} (host ${p.provided})`).join(', ')
    console.error(`[host] ${remote} needs shared versions this host does not provide: ${list}`)
    throw new Error(`${remote} is incompatible with this host: ${list}`)
  }
  return { name: 'vitrina-compatibility', loadRemoteSnapshot }
}
