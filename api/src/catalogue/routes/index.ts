import type { FastifyInstance } from 'fastify'

import cataloguePlugin from '../plugin.ts'
import adminCatalogue from './admin.ts'
import catalogueCsv from './csv.ts'
import publicCatalogue from './public.ts'

/** The catalogue's routes (commerce spec §3): public reads and the owner's calls. */
export default async function catalogueRoutes(app: FastifyInstance) {
  await app.register(cataloguePlugin)
  await app.register(publicCatalogue)
  await app.register(adminCatalogue)
  await app.register(catalogueCsv)
}
