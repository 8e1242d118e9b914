import {
  type StoreSettings,
  type StoreSettingsBody,
  StoreSettingsBodySchema,
  StoreSettingsSchema,
} from '@vitrina/contract'
import type { FastifyInstance } from 'fastify'

import { errorResponses } from '../http-error.ts'
import { StoreSettingsService } from './service.ts'

/** `GET`/`PUT admin/tienda/configuracion/`: the owner's commerce settings. */
export default async function settingsRoutes(app: FastifyInstance) {
  // A currency change rewrites every product's prices, which are indexed: the search's
  // indexes take new entries, merged after the save (catalogue/search-indexes.ts).
  const settings = new StoreSettingsService(app.db, (storeId) => {
    app.storeChanged(storeId)
    app.searchIndexes.flushSoon()
  })
  app.addHook('onRequest', app.requireOwner)

  app.get(
    '/admin/tienda/configuracion/',
    { schema: { response: { 200: StoreSettingsSchema, ...errorResponses } } },
    async (request): Promise<StoreSettings> => settings.get(request.store.id),
  )

  app.put<{ Body: StoreSettingsBody }>(
    '/admin/tienda/configuracion/',
    {
      schema: {
        body: StoreSettingsBodySchema,
        response: { 200: StoreSettingsSchema, ...errorResponses },
      },
    },
    async (request): Promise<StoreSettings> => settings.update(request.store.id, request.body),
  )
}
