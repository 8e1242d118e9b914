const { remoteConfig } = require('@vitrina/webpack-config')

module.exports = (_env, argv) =>
  remoteConfig({ dir: __dirname, name: 'remote_auth', mode: argv.mode ?? 'production' })
