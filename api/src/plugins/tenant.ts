import { eq, sql } from 'drizzle-orm'
import fp from 'fastify-plugin'

import { stores } from '../db/schema.ts'
import { storeNotFound } from '../http-error.ts'
import type { Theme } from '../theme/theme-rules.ts'

export interface Tenant {
  id: number
  subdomain: string
  name: string
  ownerUserId: number
  theme: Theme
  currency: string
  whatsapp: string | null
  paymentMethods: string[]
  transferInstructions: string
  pickupAddress: string
  shippingFlatFee: number | null
  pendingHoldHours: number
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The store named by `X-Subdomain`, resolved before any handler runs. */
    store: Tenant
  }
}

/**
 * Resolves the store from `X-Subdomain` on every request of the context it is
 * registered in; an unknown or missing store ends the request with 404. For
 * calls without credentials (a shopper's reads, searches and orders) a store
 * found is kept in the public cache (`getStore`): it is dropped, on every
 * instance, by any change to the store, as the store's cached answers are
 * (its settings and theme announce one), and nothing is kept while the cache
 * cannot hear of changes. Calls with credentials read the row every time, so
 * an owner reads back what they saved on any instance, before the other
 * instances have heard of it. An unknown subdomain is looked up every time:
 * a store made a moment ago answers at once.
 */
export default fp(
  async (app) => {
    const byHeader = app.db
      .select({
        id: stores.id,
        subdomain: stores.subdomain,
        name: stores.name,
        ownerUserId: stores.ownerUserId,
        theme: stores.theme,
        currency: stores.currency,
        whatsapp: stores.whatsapp,
        paymentMethods: stores.paymentMethods,
        transferInstructions: stores.transferInstructions,
        pickupAddress: stores.pickupAddress,
        shippingFlatFee: stores.shippingFlatFee,
        pendingHoldHours: stores.pendingHoldHours,
      })
      .from(stores)
      .where(eq(stores.subdomain, sql.placeholder('subdomain')))
      .limit(1)
      .prepare('tenant_by_subdomain')

    app.decorateRequest('store', null as unknown as Tenant)
    app.addHook('onRequest', async (request) => {
      const raw = request.headers['x-subdomain']
      const subdomain = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase()
      if (!subdomain || subdomain.length > 63) throw storeNotFound()
      // A call with credentials (the owner's admin, a customer's orders) reads the row:
      // the owner who saved the theme on one instance reads it back on another at once.
      const shared = request.headers.authorization === undefined
      const kept = shared ? app.publicCache.getStore<Tenant>(subdomain) : undefined
      if (kept) {
        request.store = kept
        return
      }
      const ticket = app.publicCache.ticket()
      const [store] = await byHeader.execute({ subdomain })
      if (!store) throw storeNotFound()
      if (shared) app.publicCache.setStore(ticket, subdomain, store)
      request.store = store
    })
  },
  { name: 'tenant', dependencies: ['db', 'public-cache'] },
)
