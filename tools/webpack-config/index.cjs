// The one webpack configuration of Vitrina's apps: the host and each remote
// call a factory from here so that federation, sharing, hashing and
// compression stay identical across independently deployed builds.
//
//   apps.cjs            the app map (apps.json): remotes, dev ports
//   shared-modules.cjs  the singletons and their versions (from package.json files)
//   base.cjs            settings common to every app, compression, federation
//   host.cjs            the host (provides the singletons, names no remote)
//   host-server.cjs     the host's server build (the first view, docs/first-view.md)
//   remote.cjs          a remote (remoteEntry.js + mf-manifest.json exposing ./routes)
//   service-worker.cjs  the host's workbox service worker
//   plugins/            the two webpack plugins of our own
const { DEV_PORTS, REMOTES } = require('./apps.cjs')
const { hostConfig } = require('./host.cjs')
const { hostServerConfig } = require('./host-server.cjs')
const { remoteConfig } = require('./remote.cjs')
const { sharedModules } = require('./shared-modules.cjs')

module.exports = { hostConfig, hostServerConfig, remoteConfig, sharedModules, REMOTES, DEV_PORTS }
