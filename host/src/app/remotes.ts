import {
  loadRemote,
  type ModuleFederationRuntimePlugin,
  registerRemotes,
} from '@module-federation/enhanced/runtime'
import type { ShellNavEntry } from '@vitrina/shared'
import type { ComponentType } from 'react'

import { clearIncompatibility, incompatibility } from './compatibility'
import { loadRuntimeConfig } from './runtime-config'

/** A remote's federation name (`remote_<name>`, from the app map). */
export type RemoteName = string

/** A remote that neither answers nor fails within this time counts as failed. */
export const REMOTE_TIMEOUT_MS = 20_000

type RoutesComponent = ComponentType

/** What a remote's `./routes` module gives the host. */
export interface RoutesModule {
  default: RoutesComponent
  /** Bottom-navigation entries for the remote's area, if it has its own. */
  shellNav?: ShellNavEntry[]
}

let manifests: Record<string, string> = {}
const loads = new Map<RemoteName, Promise<RoutesModule>>()
const loaded = new Map<RemoteName, RoutesModule>()
/** How many times each remote was retried ({@link retryRemote}). */
const retries = new Map<RemoteName, number>()

/** Registers the remotes named in the runtime config (name → manifest URL). */
export function registerAppRemotes(remotes: Record<string, string>): void {
  manifests = { ...remotes }
  loads.clear()
  registerRemotes(Object.entries(manifests).map(([name, entry]) => ({ name, entry })))
}

/**
 * Loads a remote's exposed `./routes` component. The promise is kept, so the
 * startup prefetch and the first render share one download; a failure stays
 * until {@link retryRemote}.
 */
export function loadRemoteRoutes(name: RemoteName): Promise<RoutesComponent> {
  return loadRoutesModule(name).then((module) => module.default)
}

/** The remote's `./routes` module, downloaded once (see {@link loadRemoteRoutes}). */
export function loadRoutesModule(name: RemoteName): Promise<RoutesModule> {
  let load = loads.get(name)
  if (!load) {
    load = withTimeout(loadRemote<Partial<RoutesModule>>(`${name}/routes`), name).then((module) => {
      if (!module?.default) throw new Error(`${name}/routes has no default export`)
      const routes = module as RoutesModule
      loaded.set(name, routes)
      return routes
    })
    // The rejection is handled by whoever renders the remote; this keeps the prefetch quiet.
    load.catch(() => undefined)
    loads.set(name, load)
  }
  return load
}

/** The remote's routes module if it has finished loading, else undefined. */
export function loadedRoutesModule(name: RemoteName): RoutesModule | undefined {
  return loaded.get(name)
}

/**
 * Forgets a failed load. The federation runtime caches a failed manifest or
 * entry, so the remote is registered again with `force` before the next try;
 * a remote the runtime config did not name, or one that was incompatible
 * with this host (its team may have deployed a fix or rolled back since),
 * sends for the config again.
 */
export async function retryRemote(name: RemoteName): Promise<void> {
  loads.delete(name)
  loaded.delete(name)
  retries.set(name, (retries.get(name) ?? 0) + 1)
  const wasIncompatible = Boolean(incompatibility(name))
  clearIncompatibility(name)
  let entry = manifests[name]
  if (!entry || wasIncompatible) {
    const { remotes = {} } = await loadRuntimeConfig({ fresh: true })
    manifests = { ...manifests, ...remotes }
    entry = manifests[name] ?? entry
  }
  if (entry) registerRemotes([{ name, entry }], { force: true })
}

/**
 * A federation runtime plugin: a retried remote's entry is asked for at a new
 * address (`?retry=N`). The page preloads the entry (host/boot/boot.js); a
 * preload that failed answers the next script of the same address with its
 * failure, without asking the network, so the first retry after the network
 * came back failed as well. Register it after the lean-entry plugin, which
 * picks the entry's file.
 */
export function retryEntryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'vitrina-retry-entry',
    loadRemoteSnapshot(args) {
      const retry = retries.get(args.moduleInfo.name)
      const snapshot = args.remoteSnapshot as { remoteEntry?: unknown }
      if (
        retry &&
        typeof snapshot.remoteEntry === 'string' &&
        !snapshot.remoteEntry.includes('?')
      ) {
        snapshot.remoteEntry = `${snapshot.remoteEntry}?retry=${retry}`
      }
      return args
    },
  }
}

function withTimeout<T>(promise: Promise<T>, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not load within ${REMOTE_TIMEOUT_MS} ms`)),
      REMOTE_TIMEOUT_MS,
    )
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}
