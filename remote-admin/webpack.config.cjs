const { remoteConfig } = require('@vitrina/webpack-config')

module.exports = (_env, argv) =>
  remoteConfig({ dir: __dirname, name: 'remote_admin', mode: argv.mode ?? 'production' })
