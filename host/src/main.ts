import { registerPlugins } from '@module-federation/enhanced/runtime'

import { remoteNameForPath } from './app/app-map'
import { compatibilityPlugin } from './app/compatibility'
import { leanEntryPlugin } from './app/lean-entry'
import { loadRemoteRoutes, registerAppRemotes, retryEntryPlugin } from './app/remotes'
import { loadRuntimeConfig } from './app/runtime-config'
import { nextTask } from './startup/next-task'

/**
 * The bootstrap module, with the heavy shared modules it imports evaluated
 * one per task first: React DOM, then Chakra (@vitrina/ui), then the app.
 * Evaluated together they are one task of about 200 ms on a mid-range phone
 * (docs/first-view.md). Their files are preloaded from index.html, so this
 * orders the evaluation, not the downloads.
 */
async function loadBootstrap() {
  await import('react-dom/client')
  await nextTask()
  await import('@vitrina/ui')
  await nextTask()
  return import('./bootstrap')
}

/**
 * The host's entry: read the runtime config, register the remotes it names,
 * start loading the remote of the current path, then render. React and the
 * other singletons live behind the `./bootstrap` async boundary.
 */
async function start(): Promise<void> {
  // The federation runtime has just started in this task; the rest in the next.
  await nextTask()
  // The bootstrap chunk (React and the shared singletons) downloads while the config arrives.
  const bootstrap = loadBootstrap()
  const config = await loadRuntimeConfig()
  // Before any remote loads: a remote built against another major of a singleton is stopped.
  // The remotes' lean entries run on this page's federation runtime (one runtime, not one per remote).
  // A retried remote's entry comes from the network, past a preload that failed.
  registerPlugins([compatibilityPlugin(), leanEntryPlugin(), retryEntryPlugin()])
  registerAppRemotes(config.remotes ?? {})
  const remote = remoteNameForPath(window.location.pathname)
  if (remote) void loadRemoteRoutes(remote)
  const { mount } = await bootstrap
  await mount(config)
}

void start()
