import fp from 'fastify-plugin'

import type { Database, Db } from '../db/client.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
  }
}

export interface DbPluginOptions {
  database: Database
  /** Close the database with the app (the server owns it; tests keep theirs). */
  closeOnShutdown?: boolean
}

export default fp<DbPluginOptions>(
  async (app, { database, closeOnShutdown = false }) => {
    app.decorate('db', database.db)
    if (closeOnShutdown) app.addHook('onClose', () => database.close())
  },
  { name: 'db' },
)
