import type { RuntimeConfig } from '@vitrina/shared'

import { loadRemoteRoutes, registerAppRemotes, remoteForPath } from './app/remotes'

/**
 * The runtime config: inlined in index.html by the server when it can (one
 * request less before the first remote loads), else fetched (and preloaded by
 * index.html). Nothing in this build knows where the remotes live.
 */
async function loadRuntimeConfig(): Promise<Partial<RuntimeConfig>> {
  const inline = document.getElementById('vitrina-runtime-config')
  try {
    if (inline?.textContent) return JSON.parse(inline.textContent) as Partial<RuntimeConfig>
    const response = await fetch('/runtime-config.json', { credentials: 'same-origin' })
    if (!response.ok) throw new Error(`runtime-config.json: HTTP ${response.status}`)
    return (await response.json()) as Partial<RuntimeConfig>
  } catch (error) {
    // The remotes' default URLs still apply; a dead area shows its own fallback.
    console.error('[host] could not load the runtime config', error)
    return {}
  }
}

async function start(): Promise<void> {
  // The bootstrap chunk (React and the shared singletons) downloads while the config arrives.
  const bootstrap = import('./bootstrap')
  const config = await loadRuntimeConfig()
  registerAppRemotes(config.remotes ?? {})
  const remote = remoteForPath(window.location.pathname)
  if (remote) void loadRemoteRoutes(remote)
  const { mount } = await bootstrap
  mount(config)
}

void start()
