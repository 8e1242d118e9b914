import fp from 'fastify-plugin'

import { RemoteDeploys, type RemoteDeploysOptions } from '../services/remote-deploys.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Where each remote is served from (database-backed, shared by every instance). */
    remoteDeploys: RemoteDeploys
  }
}

/** The remote URLs service, brought in line with the environment before the app is ready. */
export default fp<RemoteDeploysOptions>(
  async (app, options) => {
    const remotes = new RemoteDeploys(app.db, options)
    await remotes.seed()
    app.decorate('remoteDeploys', remotes)
  },
  { name: 'remotes', dependencies: ['db'] },
)
