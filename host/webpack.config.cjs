const { hostConfig } = require('@vitrina/webpack-config')

module.exports = (_env, argv) =>
  hostConfig({
    dir: __dirname,
    mode: argv.mode ?? 'production',
    apiOrigin: process.env.VITRINA_API_ORIGIN ?? 'http://127.0.0.1:8080',
    // Set by `pnpm dev`: the remotes served by their own dev servers.
    devRemotes: (process.env.VITRINA_DEV_REMOTES ?? '').split(',').filter(Boolean),
  })
