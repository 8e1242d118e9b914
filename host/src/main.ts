import { registerPlugins } from '@module-federation/enhanced/runtime'

import { remoteNameForPath } from './app/app-map'
import { compatibilityPlugin } from './app/compatibility'
import { loadRemoteRoutes, registerAppRemotes } from './app/remotes'
import { loadRuntimeConfig } from './app/runtime-config'

/**
 * The host's entry: read the runtime config, register the remotes it names,
 * start loading the remote of the current path, then render. React and the
 * other singletons live behind the `./bootstrap` async boundary.
 */
async function start(): Promise<void> {
  // The bootstrap chunk (React and the shared singletons) downloads while the config arrives.
  const bootstrap = import('./bootstrap')
  const config = await loadRuntimeConfig()
  // Before any remote loads: a remote built against another major of a singleton is stopped.
  registerPlugins([compatibilityPlugin()])
  registerAppRemotes(config.remotes ?? {})
  const remote = remoteNameForPath(window.location.pathname)
  if (remote) void loadRemoteRoutes(remote)
  const { mount } = await bootstrap
  await mount(config)
}

void start()
