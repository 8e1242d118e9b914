const { hostConfig, hostServerConfig } = require('@vitrina/webpack-config')

module.exports = (_env, argv) => {
  const mode = argv.mode ?? 'production'
  const client = hostConfig({
    dir: __dirname,
    mode,
    apiOrigin: process.env.VITRINA_API_ORIGIN ?? 'http://127.0.0.1:8080',
    // Set by `pnpm dev`: the remotes served by their own dev servers.
    devRemotes: (process.env.VITRINA_DEV_REMOTES ?? '').split(',').filter(Boolean),
  })
  // Production also builds the first view the API renders (docs/first-view.md).
  return mode === 'production' ? [client, hostServerConfig({ dir: __dirname, mode })] : client
}
